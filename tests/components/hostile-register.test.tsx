/**
 * Property test: registering against a backend that answers the OTP request and the registration with any
 * status and any body (field errors of every shape, a token that is a number, a Retry-After of anything).
 * Whatever it answers, the dialog shows the spec's words or the backend's own, keeps what was typed, and
 * never breaks.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUZZ, answerWith, any, expectNothingBroken, reply, shaped, value } from '../hostile-values';
import { server } from '../msw-server';
import { openRegister, otpField, renderApp, resetAuthStorage } from './auth-harness';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const NAME = 'Rina Wijaya';
const EMAIL = 'rina@contoh.id';
const PHONE = '081377788899';

/** A field error in each shape the contract's `Errors` allows, or anything. */
const fieldError = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom('Email sudah digunakan', ' '), value), { maxLength: 2 }),
  shaped(any('code', 'message')),
  value,
);
const answers = reply(
  [200, 201, 204, 400, 401, 403, 409, 429, 500, 503],
  fc.oneof(
    shaped({ ...any('detail', 'otp_code', 'length', 'expired_at', 'token', 'non_field_errors'), email: fieldError, address: fieldError }),
    value,
  ),
);

afterEach(() => server.resetHandlers());

describe("whatever the backend answers, registering shows the spec's words and never breaks", () => {
  it('the OTP request, then the registration', async () => {
    await fc.assert(
      fc.asyncProperty(answers, answers, async (otp, registered) => {
        resetAuthStorage();
        server.use(
          http.post('*/register/otp/', answerWith(otp)),
          http.post('*/register/', answerWith(registered)),
          http.post('*/token-info/', answerWith(registered)),
        );
        const { user } = renderApp(undefined, { instantTyping: true });
        try {
          await openRegister(user);
          const field = (name: string) => screen.getByRole('textbox', { name });
          await user.type(field('Nama'), NAME);
          await user.type(field('Email'), EMAIL);
          await user.type(field('Nomor (Whatsapp)'), PHONE);
          await user.click(screen.getByRole('button', { name: 'Next' }));
          const codeStep = () => screen.queryByRole('textbox', { name: 'Kode OTP' });
          await waitFor(() => expect(codeStep() ?? screen.queryByRole('alertdialog') ?? screen.queryByRole('alert')).not.toBeNull());
          if (!codeStep()) {
            // The OTP request failed: everything typed is still there.
            expect(field('Nama')).toHaveValue(NAME);
            expect(field('Email')).toHaveValue(EMAIL);
            expect(field('Nomor (Whatsapp)')).toHaveValue(PHONE);
          } else {
            const sent = new Promise<void>((resolve) =>
              server.events.on('response:mocked', ({ request }) => {
                if (new URL(request.url).pathname.endsWith('/register/')) resolve();
              }),
            );
            // As much of it as the code entry takes: an answer's `length` of 1 to 12 is honoured.
            const typed = '123456'.slice(0, (otpField() as HTMLInputElement).maxLength);
            await user.type(otpField(), '123456');
            const next = screen.getByRole('button', { name: /^Next/ });
            if (!(next as HTMLButtonElement).disabled) {
              await user.click(next);
              await sent;
              // What the answer leads to (an alert, the member's chip, a token check) has a moment to render.
              await new Promise((resolve) => setTimeout(resolve, 150));
              // A registration that failed keeps the code step and the code typed, to try again.
              if (screen.queryByRole('dialog') && codeStep()) expect(otpField()).toHaveValue(typed);
            }
          }
          expectNothingBroken(document.body, [otp, registered]);
        } finally {
          cleanup();
          server.events.removeAllListeners();
          server.resetHandlers();
        }
      }),
      FUZZ,
    );
  }, 180_000);
});
