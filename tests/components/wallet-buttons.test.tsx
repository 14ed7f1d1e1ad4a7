// The wallet buttons: shown only for the wallets the server says it issues passes for, linking to the
// pass routes of the card or of an active voucher, the phone's own wallet first.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletButtons } from '@/components/wallet/wallet-buttons';
import type { Deal } from '@/lib/api/types';
import { server } from '../msw-server';
import { renderWithProviders, seedDeal } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The server's answer, and how often it was asked. */
function serverSays(wallets: { apple: boolean; google: boolean }) {
  const asked = { count: 0 };
  server.use(
    http.get('*/api/wallet', () => {
      asked.count += 1;
      return HttpResponse.json(wallets);
    }),
  );
  return asked;
}

function renderButtons(pass: Parameters<typeof WalletButtons>[0]['pass']) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WalletButtons pass={pass} />
    </SWRConfig>,
  );
}

const names = () => screen.queryAllByRole('link').map((link) => link.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the wallet buttons', () => {
  it('show nothing while no wallet is configured', async () => {
    const asked = serverSays({ apple: false, google: false });
    renderButtons({ kind: 'card' });
    await waitFor(() => expect(asked.count).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('link to the card pass of each configured wallet, with the official wording, Apple first on a computer and an iPhone', async () => {
    serverSays({ apple: true, google: true });
    renderButtons({ kind: 'card' });
    const apple = await screen.findByRole('link', { name: 'Tambahkan ke Apple Wallet' });
    expect(apple).toHaveAttribute('href', '/api/wallet/apple/card');
    expect(apple).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: 'Simpan ke Google Wallet' })).toHaveAttribute('href', '/api/wallet/google/card');
    expect(names()).toEqual(['Tambahkan ke Apple Wallet', 'Simpan ke Google Wallet']);
  });

  it("put Google's first on Android, Apple's on an iPhone", async () => {
    serverSays({ apple: true, google: true });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const android = renderButtons({ kind: 'card' });
    await screen.findAllByRole('link');
    expect(names()).toEqual(['Simpan ke Google Wallet', 'Tambahkan ke Apple Wallet']);
    android.unmount();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderButtons({ kind: 'card' });
    await screen.findAllByRole('link');
    expect(names()).toEqual(['Tambahkan ke Apple Wallet', 'Simpan ke Google Wallet']);
  });

  it("show only the configured wallet's button; a voucher's code is in its link", async () => {
    serverSays({ apple: false, google: true });
    renderButtons({ kind: 'voucher', code: 'ARN 8WQ2/L5TD' });
    const google = await screen.findByRole('link', { name: 'Simpan ke Google Wallet' });
    expect(google).toHaveAttribute('href', '/api/wallet/google/voucher/ARN%208WQ2%2FL5TD');
    expect(names()).toEqual(['Simpan ke Google Wallet']);
  });

  it('stay hidden when the server cannot be asked', async () => {
    server.use(http.get('*/api/wallet', () => HttpResponse.error()));
    renderButtons({ kind: 'card' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe("in an owned voucher's dialog", () => {
  async function openVoucher(deal: Deal) {
    const rendered = renderWithProviders(null, { width: 1280 });
    act(() => rendered.ui().openModal('DEAL_DETAIL_VIEW', { data: { deal, variant: 'my-deals' } }));
    return { dialog: await screen.findByRole('dialog', { name: 'Detail deal' }), unmount: rendered.unmount };
  }

  it('an active voucher offers both wallets for its code', async () => {
    serverSays({ apple: true, google: true });
    const { dialog } = await openVoucher({
      ...seedDeal('voucher-ongkir'),
      codes: [{ code: 'ARN-ACTI-VE11', expiresAt: '2099-01-01T00:00:00Z' }],
    });
    expect(await within(dialog).findByRole('link', { name: 'Tambahkan ke Apple Wallet' })).toHaveAttribute(
      'href',
      '/api/wallet/apple/voucher/ARN-ACTI-VE11',
    );
    expect(within(dialog).getByRole('link', { name: 'Simpan ke Google Wallet' })).toHaveAttribute(
      'href',
      '/api/wallet/google/voucher/ARN-ACTI-VE11',
    );
  });

  it('a used or expired voucher offers none', async () => {
    const asked = serverSays({ apple: true, google: true });
    for (const code of [
      { code: 'ARN-USED-0001', usedAt: '2026-01-01T10:00:00Z' },
      { code: 'ARN-EXPI-RED1', expiresAt: '2020-01-01T00:00:00Z' },
    ]) {
      const { dialog, unmount } = await openVoucher({ ...seedDeal('voucher-ongkir'), codes: [code] });
      await within(dialog).findByText(code.code);
      await act(() => new Promise((r) => setTimeout(r, 30)));
      expect(within(dialog).queryByRole('link', { name: /Wallet/ })).toBeNull();
      unmount();
    }
    expect(asked.count).toBe(0);
  });
});
