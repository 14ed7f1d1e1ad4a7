/**
 * Property test: redeeming a deal against a backend that answers the redeem with any status, body and
 * Retry-After, and the balance asked for again afterwards with anything. Whatever it answers, the alert
 * says the spec's words or the backend's own detail, the dialog stays usable, and the page never breaks.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDEEM_FALLBACK_ERROR, redeemSuccessMessage } from '@/hooks/use-redeem';
import { FUZZ, answerWith, any, expectNothingBroken, reply, shaped, value } from '../hostile-values';
import { server } from '../msw-server';
import { DEMO_MEMBER_TOKEN, renderWithProviders, seedDeal, waitForMember } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const redeemAnswers = reply(
  [200, 201, 204, 400, 401, 403, 404, 409, 429, 500, 502, 503, 0],
  fc.oneof(
    shaped({
      ...any('uid', 'deal', 'codes', 'non_field_errors'),
      detail: fc.oneof(fc.constantFrom('Poin anda tidak cukup.', '  '), value),
    }),
    value,
  ),
);

const memberAgain = fc.oneof(
  shaped({ ...any('uid', 'tier_points'), account: fc.oneof(shaped(any('balance', 'referral_code')), value) }),
  value,
);

afterEach(() => server.resetHandlers());

describe("whatever the backend answers a redeem, the member reads the spec's words or the backend's", () => {
  it('the redeem, then the balance asked for again', async () => {
    const deal = seedDeal('botol-minum');
    await fc.assert(
      fc.asyncProperty(redeemAnswers, memberAgain, async (redeemed, member) => {
        const rendered = renderWithProviders(null, { token: DEMO_MEMBER_TOKEN });
        try {
          await waitForMember(rendered.session);
          // The member as loaded first (enough points to press), then whatever the backend says after the redeem.
          server.use(
            http.post('*/v1/member/api/deal/:uid/redeem/', answerWith(redeemed)),
            http.get('*/v1/member/api/member/0/', () => HttpResponse.json(member as JsonBodyType)),
          );
          act(() => rendered.ui().openModal('DEAL_DETAIL_VIEW', { data: { deal } }));
          const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
          await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem Now' }));
          await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
          const outcome = await screen.findByRole(
            'alertdialog',
            { description: (text) => !text.startsWith('Apakah anda') },
            { timeout: 10_000 },
          );
          const said = outcome.textContent ?? '';
          // A dropped connection (status 0) sends no body, so no detail.
          const detail = redeemed.status === 0 ? undefined : (redeemed.body as { detail?: unknown } | null)?.detail;
          if (redeemed.status >= 200 && redeemed.status < 300) expect(said).toContain(redeemSuccessMessage(deal));
          else if (typeof detail === 'string' && detail.trim()) expect(said).toContain(detail);
          else if (redeemed.status !== 429) expect(said).toContain(REDEEM_FALLBACK_ERROR);
          else expect(said).toMatch(/Coba lagi|Terjadi Kesalahan!/);
          await userEvent.click(within(outcome).getByRole('button', { name: 'OK' }));
          await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
          expectNothingBroken(document.body, [redeemed, member]);
        } finally {
          cleanup();
          server.resetHandlers();
        }
      }),
      FUZZ,
    );
  }, 180_000);
});
