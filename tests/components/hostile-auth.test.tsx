/**
 * Property tests: signing in against a backend that answers the OTP request and the code check with any
 * status and any body (a `detail` that is an object, an OTP code that is a number, a Retry-After of
 * anything). Whatever it answers, the dialog shows words of the spec (no garbage word the backend did not
 * send), keeps the number typed, and never breaks.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUZZ, answerWith, any, expectNothingBroken, reply, shaped, value } from '../hostile-values';
import { server } from '../msw-server';
import { openLogin, otpField, renderApp, resetAuthStorage } from './auth-harness';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const PHONE = '081234567890';

const answers = reply(
  [200, 201, 204, 400, 401, 403, 404, 409, 429, 500, 502, 503],
  fc.oneof(shaped(any('detail', 'otp_code', 'length', 'expired_at', 'token', 'non_field_errors', 'code', 'message')), value),
);

afterEach(() => server.resetHandlers());

describe("whatever the backend answers, signing in shows the spec's words and never breaks", () => {
  it('the OTP request, then the code check', async () => {
    await fc.assert(
      fc.asyncProperty(answers, answers, async (otp, check) => {
        resetAuthStorage();
        server.use(
          http.post('*/token-auth/otp/', answerWith(otp)),
          http.post('*/token-auth/', answerWith(check)),
          http.post('*/token-info/', answerWith(check)),
        );
        const { user } = renderApp(undefined, { instantTyping: true });
        try {
          const phone = await openLogin(user);
          await user.type(phone, PHONE);
          await user.click(screen.getByRole('button', { name: 'Next' }));
          // The code step; or, the number kept, an alert about it or the wait an attempt limit (429) imposes.
          const codeStep = () => screen.queryByRole('textbox', { name: 'Kode OTP' });
          await waitFor(() => expect(codeStep() ?? screen.queryByRole('alertdialog') ?? screen.queryByRole('alert')).not.toBeNull());
          if (!codeStep()) {
            expect(phone).toHaveValue(PHONE);
          } else {
            const checked = new Promise<void>((resolve) =>
              server.events.on('response:mocked', ({ request }) => {
                if (new URL(request.url).pathname.endsWith('/token-auth/')) resolve();
              }),
            );
            await user.type(otpField(), '123456');
            const next = screen.getByRole('button', { name: /^Next/ });
            // A code step that waits out an attempt limit sends nothing yet.
            if (!(next as HTMLButtonElement).disabled) {
              await user.click(next);
              await checked;
              await new Promise((resolve) => setTimeout(resolve, 50));
              // Only a refusal (4xx) calls the code wrong; a server error or a success without a token does not.
              if (check.status < 400 || check.status >= 500) expect(screen.queryByText('Kode OTP salah!')).toBeNull();
            }
            // What the answer leads to (an alert, the member's chip, a token check) has a moment to render.
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          expectNothingBroken(document.body, [otp, check]);
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
