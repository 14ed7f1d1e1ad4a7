import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberCard, NO_NUMBER, QR_SIZE, WHATSAPP_NOTE } from '@/components/member-card/member-card';
import { CARD_ERROR, GUEST_INVITATION, MemberCardView } from '@/components/member-card/member-card-view';
import { MemberArea } from '@/components/member/member-area';
import { requestLoginOtp, signIn } from '@/lib/api/auth';
import { forgetMemberData, keepMemberCard, readMemberCard } from '@/lib/offline/device-store';
import { server } from '../msw-server';
import { DEMO_MEMBER_TOKEN, renderWithProviders } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const MEMBER_URL = '*/v1/member/api/member/0/';
const SITI_PHONE = '081298765432';

async function tokenFor(phone: string): Promise<string> {
  const otp = await requestLoginOtp(phone, 'whatsapp');
  const answer = await signIn(phone, otp.data?.otpCode ?? '');
  if (!answer.data) throw new Error('sign-in failed');
  return answer.data;
}

/** A navigator.wakeLock that records what was asked and released. */
function fakeWakeLock() {
  const released = vi.fn();
  const request = vi.fn(async () => ({ released: false, release: async () => released() }));
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, released };
}

beforeEach(() => forgetMemberData());
afterEach(() => Reflect.deleteProperty(navigator, 'wakeLock'));

describe('Kartu Member (the container, on the demo API)', () => {
  it('shows the demo member: name, level, points, and the card number as QR code, barcode and in groups of four', async () => {
    renderWithProviders(<MemberCardView />, { token: DEMO_MEMBER_TOKEN });
    expect(screen.getByRole('status', { name: 'Memuat kartu member' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Budi Santoso' });
    expect(region).toHaveTextContent('Level Gold');
    expect(region).toHaveTextContent('24.750 Pts');
    expect(within(region).getByRole('img', { name: 'Kode QR nomor member 8800 2408 1700 0024' })).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Barcode nomor member 8800 2408 1700 0024' })).toBeInTheDocument();
    expect(within(region).getByText('Nomor member')).toBeInTheDocument();
    expect(within(region).getByText('8800 2408 1700 0024')).toBeInTheDocument();
    expect(within(region).queryByText(WHATSAPP_NOTE)).toBeNull();
    expect(region.querySelector('img[src*="gold"]')).not.toBeNull();
  });

  it('a member without a card number (Siti): the WhatsApp number, said to be one', async () => {
    renderWithProviders(<MemberCardView />, { token: await tokenFor(SITI_PHONE) });
    const region = await screen.findByRole('region', { name: 'Siti Rahayu' });
    expect(region).toHaveTextContent('Level Silver');
    expect(region).toHaveTextContent('1.200 Pts');
    expect(within(region).getByRole('img', { name: 'Kode QR nomor WhatsApp 0812 9876 5432' })).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Barcode nomor WhatsApp 0812 9876 5432' })).toBeInTheDocument();
    expect(within(region).getByText('Nomor WhatsApp')).toBeInTheDocument();
    expect(within(region).getByText('0812 9876 5432')).toBeInTheDocument();
    expect(within(region).getByText(WHATSAPP_NOTE)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/undefined|NaN/);
  });

  it('a member the auth host gives no name: the card says Member, as the header does', async () => {
    server.use(
      http.post('*/token-info/', () => HttpResponse.json({ user: { first_name: '', last_name: null, mobile_no: '081234567890' } })),
    );
    renderWithProviders(<MemberCardView />, { token: DEMO_MEMBER_TOKEN });
    const region = await screen.findByRole('region', { name: 'Member' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(/^Member$/);
    expect(region).toHaveTextContent('Level Gold');
  });

  it('invites a guest to sign in, and shows the card once signed in', async () => {
    const lock = fakeWakeLock();
    const { ui, session } = renderWithProviders(<MemberCardView />);
    expect(await screen.findByText(GUEST_INVITATION)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(lock.request).not.toHaveBeenCalled();

    await act(() => session().signIn(DEMO_MEMBER_TOKEN));
    expect(await screen.findByRole('img', { name: /^Kode QR nomor member/ })).toBeInTheDocument();
  });

  it('keeps the screen on while the card is shown, and lets it go when the card closes', async () => {
    const lock = fakeWakeLock();
    const { unmount } = renderWithProviders(<MemberCardView />, { token: DEMO_MEMBER_TOKEN });
    await screen.findByRole('region', { name: 'Budi Santoso' });
    await waitFor(() => expect(lock.request).toHaveBeenCalledWith('screen'));
    expect(lock.released).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(lock.released).toHaveBeenCalledTimes(1));
  });

  it('says so when the member cannot be loaded, and loads again on Coba lagi', async () => {
    server.use(http.get(MEMBER_URL, () => HttpResponse.json({ detail: 'Dilarang.' }, { status: 403 }), { once: true }));
    renderWithProviders(<MemberCardView />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText(CARD_ERROR)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('8800 2408 1700 0024')).toBeInTheDocument();
  });

  it('without a network: the card kept on the device, its WhatsApp number, and when it was saved', async () => {
    await keepMemberCard('mbr-siti', DEMO_MEMBER_TOKEN, {
      name: 'Siti Rahayu',
      levelName: 'Silver',
      levelIconUrl: '/demo/levels/silver.svg',
      balance: 1200,
      mobileNo: SITI_PHONE,
    });
    const savedAt = (await readMemberCard(DEMO_MEMBER_TOKEN))!.savedAt;
    server.use(
      http.post('*/auth/token-info/', () => HttpResponse.error()),
      http.get(MEMBER_URL, () => HttpResponse.error()),
    );
    renderWithProviders(<MemberCardView />, { token: DEMO_MEMBER_TOKEN });
    const region = await screen.findByRole('region', { name: 'Siti Rahayu' });
    expect(region).toHaveTextContent('Level Silver');
    expect(region).toHaveTextContent('1.200 Pts');
    expect(within(region).getByRole('img', { name: 'Kode QR nomor WhatsApp 0812 9876 5432' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Terakhir diperbarui .+ — server tidak dapat dihubungi$/);
    expect(savedAt).toBeTruthy();
  });

  it('the kept card number wins over the WhatsApp number offline too', async () => {
    await keepMemberCard('mbr-budi', DEMO_MEMBER_TOKEN, {
      name: 'Budi Santoso',
      levelName: 'Gold',
      levelIconUrl: '',
      balance: 24750,
      cardNumber: '8800 2408 1700 0024',
      mobileNo: '081234567890',
    });
    server.use(
      http.post('*/auth/token-info/', () => HttpResponse.error()),
      http.get(MEMBER_URL, () => HttpResponse.error()),
    );
    renderWithProviders(<MemberCardView />, { token: DEMO_MEMBER_TOKEN });
    const region = await screen.findByRole('region', { name: 'Budi Santoso' });
    expect(within(region).getByText('8800 2408 1700 0024')).toBeInTheDocument();
    expect(region.querySelector('img')).toBeNull();
  });
});

describe('MemberCard', () => {
  const base = { name: 'Budi Santoso', levelName: 'Gold', levelIconUrl: '/gold.svg', balance: 24750, reload: async () => undefined };

  it('draws the QR code with its quiet zone at its full size, black on white', () => {
    renderWithProviders(<MemberCard {...base} number={{ value: '8800240817000024', source: 'card' }} />);
    const qr = screen.getByRole('img', { name: /^Kode QR/ });
    expect(qr).toHaveAttribute('width', String(QR_SIZE));
    // 21 modules and 4 of quiet zone each side: the code itself is at least 240 px.
    expect(qr.getAttribute('viewBox')).toBe('0 0 29 29');
    expect((QR_SIZE * 21) / 29).toBeGreaterThanOrEqual(240);
    const paths = [...qr.querySelectorAll('path')].map((p) => p.getAttribute('fill'));
    expect(paths).toEqual(['#ffffff', '#000000']);
    const barcode = screen.getByRole('img', { name: /^Barcode/ });
    expect(barcode.querySelector('path')).toHaveAttribute('fill', '#000');
  });

  it('with no usable number: says so, and draws no empty code', () => {
    renderWithProviders(<MemberCard {...base} name="Member" levelName="" levelIconUrl="" number={null} />);
    const region = screen.getByRole('region', { name: 'Member' });
    expect(region).toHaveTextContent(NO_NUMBER);
    expect(within(region).queryAllByRole('img')).toEqual([]);
    expect(region).not.toHaveTextContent(/undefined|NaN|Level/);
  });
});

describe('Akun Saya leads to the card', () => {
  it('a Kartu Member button under the level card', async () => {
    renderWithProviders(<MemberArea />, { token: DEMO_MEMBER_TOKEN });
    await screen.findByRole('heading', { name: 'Level Gold' });
    expect(screen.getByRole('link', { name: 'Kartu Member' })).toHaveAttribute('href', '/member/card');
  });
});

describe('a QR code the server drew (a page rendered for the session)', () => {
  const NUMBER = { value: '2026112600017', source: 'card' } as const;
  const DRAWN = { value: NUMBER.value, code: <svg role="img" aria-label="QR dari server" /> };
  const card = (number: typeof NUMBER | { value: string; source: 'card' }) => (
    <MemberCard
      name="Budi Santoso"
      levelName="Gold"
      levelIconUrl=""
      balance={24750}
      reload={async () => undefined}
      number={number}
      drawnQr={DRAWN}
    />
  );

  it('is shown as drawn when it is for the card’s number: the browser does not draw it again', () => {
    renderWithProviders(card(NUMBER));
    expect(screen.getByRole('img', { name: 'QR dari server' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Kode QR/ })).toBeNull();
    // The barcode is drawn as before.
    expect(screen.getByRole('img', { name: 'Barcode nomor member 2026 1126 0001 7' })).toBeInTheDocument();
  });

  it('is left aside for another number (the member loaded since), which the browser draws', () => {
    renderWithProviders(card({ value: '2026112699999', source: 'card' }));
    expect(screen.queryByRole('img', { name: 'QR dari server' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Kode QR nomor member 2026 1126 9999 9' })).toBeInTheDocument();
  });
});
