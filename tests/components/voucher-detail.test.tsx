import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@/lib/api/types';
import { QR_MAX_BYTES, SPENT_CODE_LABEL } from '@/components/deals/voucher-detail';
import { formatDate } from '@/lib/format/display';
import { renderWithProviders, seedDeal } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const owned: Deal = {
  ...seedDeal('voucher-ongkir'),
  codes: [{ code: 'ARN-FIRS-T111' }, { code: 'ARN-SECO-ND22' }],
};

async function openVoucher(deal: Deal, width = 1280) {
  const rendered = renderWithProviders(null, { width });
  act(() => rendered.ui().openModal('DEAL_DETAIL_VIEW', { data: { deal, variant: 'my-deals' } }));
  const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
  await within(dialog).findByRole('heading', { name: deal.name });
  return { ...rendered, dialog };
}

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
}

afterEach(() => setClipboard(undefined));

describe('deal view, My-Deals variant', () => {
  it('shows the name, price, a QR code of the first code, the code text and the description; no Redeem Now', async () => {
    const { dialog } = await openVoucher(owned);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Gratis Ongkir Belanja Online' })).toBeInTheDocument();
    expect(within(dialog).getByText('500 Pts')).toBeInTheDocument();
    const qr = within(dialog).getByRole('img', { name: 'Kode QR voucher ARN-FIRS-T111' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('img', { name: /ARN-SECO-ND22/ })).toBeNull();
    expect(within(dialog).getByText('ARN-FIRS-T111')).toBeInTheDocument();
    expect(within(dialog).queryByText('ARN-SECO-ND22')).toBeNull();
    expect(within(dialog).getByText(/Bebas ongkos kirim/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Redeem Now' })).toBeNull();
  });

  it('encodes the code itself in the QR (a different code draws a different QR)', async () => {
    const { dialog, unmount } = await openVoucher(owned);
    const first = within(dialog).getByRole('img', { name: /Kode QR/ }).innerHTML;
    unmount();
    const { dialog: other } = await openVoucher({ ...owned, codes: [{ code: 'ARN-OTHE-R333' }] });
    expect(within(other).getByRole('img', { name: /Kode QR/ }).innerHTML).not.toBe(first);
  });

  it('draws the QR at 300 px on a larger screen', async () => {
    const { dialog } = await openVoucher(owned, 1280);
    const qr = within(dialog).getByRole('img', { name: /Kode QR/ });
    expect(qr).toHaveAttribute('width', '300');
    expect(qr).toHaveAttribute('height', '300');
  });

  it.each([390, 700])('draws the QR at 400 px on mobile (%i px wide)', async (width) => {
    const { dialog, ui } = await openVoucher(owned, width);
    expect(ui().isMobile).toBe(true);
    const qr = within(dialog).getByRole('img', { name: /Kode QR/ });
    expect(qr).toHaveAttribute('width', '400');
    expect(qr).toHaveAttribute('height', '400');
  });

  it('a code too long for any QR code (the encoder would throw) is shown as text to show the cashier; one at the limit still gets its QR', async () => {
    const long = 'ARN-'.repeat(600);
    const { dialog, unmount } = await openVoucher({ ...owned, codes: [{ code: long }] });
    expect(within(dialog).getByRole('heading', { name: 'Tunjukkan kode ini kepada kasir' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /Kode QR/ })).toBeNull();
    expect(within(dialog).getByText(long)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: `Salin kode ${long}` })).toBeInTheDocument();
    unmount();
    const { dialog: atLimit } = await openVoucher({ ...owned, codes: [{ code: 'x'.repeat(QR_MAX_BYTES) }] });
    expect(within(atLimit).getByRole('heading', { name: 'Tunjukkan kode QR ini kepada kasir' })).toBeInTheDocument();
    expect(within(atLimit).getByRole('img', { name: /Kode QR/ })).toBeInTheDocument();
  });

  it('says so when the voucher has no code yet', async () => {
    const { dialog } = await openVoucher({ ...owned, codes: [] });
    expect(within(dialog).getByText('Kode voucher belum tersedia.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /Kode QR/ })).toBeNull();
  });

  it('copies the code and says Berhasil menyalin!', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const { dialog } = await openVoucher(owned);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salin kode ARN-FIRS-T111' }));
    expect(await screen.findByText('Berhasil menyalin!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledExactlyOnceWith('ARN-FIRS-T111');
    expect(screen.queryByText('Gagal menyalin. Browser mungkin tidak didukung.')).toBeNull();
  });

  it('says Gagal menyalin… when the browser refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    const { dialog } = await openVoucher(owned);
    fireEvent.click(within(dialog).getByRole('button', { name: /Salin kode/ }));
    expect(await screen.findByText('Gagal menyalin. Browser mungkin tidak didukung.')).toBeInTheDocument();
    expect(screen.queryByText('Berhasil menyalin!')).toBeNull();
  });

  it('says Gagal menyalin… when the browser has no clipboard API', async () => {
    setClipboard(undefined);
    const { dialog } = await openVoucher(owned);
    fireEvent.click(within(dialog).getByRole('button', { name: /Salin kode/ }));
    expect(await screen.findByText('Gagal menyalin. Browser mungkin tidak didukung.')).toBeInTheDocument();
  });

  it('sanitises the description of a voucher from my_deals', async () => {
    const { dialog } = await openVoucher({
      ...owned,
      description: '<p>Pakai di kasir</p><img src="data:image/png;base64,AAAA" alt="x" onerror="alert(1)">',
    });
    expect(within(dialog).getByText('Pakai di kasir')).toBeInTheDocument();
    const image = dialog.querySelector('article img');
    expect(image).not.toHaveAttribute('src');
    expect(image).not.toHaveAttribute('onerror');
  });

  it.each([
    [
      'a used',
      { code: 'ARN-USED-0001', usedAt: '2026-10-05T14:20:00+07:00', expiresAt: '2099-12-31' },
      'Voucher ini sudah dipakai pada 5 Oktober 2026.',
    ],
    ['an expired', { code: 'ARN-GONE-0002', expiresAt: '2026-10-01T23:59:00+07:00' }, 'Voucher ini sudah kedaluwarsa pada 1 Oktober 2026.'],
  ])('%s voucher offers nothing to scan or show: it says when, with its code as grey text for customer service', async (_, code, says) => {
    const { dialog } = await openVoucher({ ...owned, codes: [code] }, 390);
    expect(within(dialog).getByText(says)).toBeInTheDocument();
    // No QR code, no invitation to show it, no copy or wallet button.
    expect(within(dialog).queryAllByRole('img')).toEqual([]);
    expect(dialog.querySelector('canvas')).toBeNull();
    expect(within(dialog).queryByText(/Tunjukkan kode/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Salin kode/ })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Wallet/ })).toBeNull();
    const text = within(dialog).getByText(code.code);
    expect(text).toHaveClass('text-slate-500');
    expect(text.parentElement).toHaveTextContent(`${SPENT_CODE_LABEL} ${code.code}`);
  });

  it('an active voucher with an expiry says until when, beside its QR code', async () => {
    const { dialog } = await openVoucher({ ...owned, codes: [{ code: 'ARN-LIVE-0003', expiresAt: '2099-12-31' }] });
    expect(within(dialog).getByText(`Berlaku sampai ${formatDate('2099-12-31')}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Kode QR voucher ARN-LIVE-0003' })).toBeInTheDocument();
    expect(within(dialog).queryByText(SPENT_CODE_LABEL)).toBeNull();
  });
});
