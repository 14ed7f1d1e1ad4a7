// "Privasi & Data" (components/account/privacy-area.tsx) as app/member/privacy/page.tsx renders it for the
// session, on the demo API with its routes run as the server runs them (tests/msw-server.ts): the consents
// saved at once (withdrawing marketing_push is one call: the server turns new deals off), the data copy
// and its minute, the deletion with its numbers, confirmation and code, then the device signed out and
// wiped; and a backend without the optional calls.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDeletionHost } from '@/components/account/deletion-host';
import { PrivacyArea } from '@/components/account/privacy-area';
import {
  CONSENTS_NOT_LOADED,
  CONSENTS_NOT_OFFERED,
  CONSENT_NOT_SAVED,
  DELETION_NOT_OFFERED,
  PRIVACY_INVITATION,
} from '@/components/account/words';
import { loadPrivacy } from '@/lib/account/privacy';
import type { RenderedPrivacy } from '@/lib/api/account';
import { loadToken } from '@/lib/browser/storage';
import { getDemoStore } from '@/lib/demo-api/store';
import { formatDate } from '@/lib/format/display';
import { keepMemberCard, readMemberCard } from '@/lib/offline/device-store';
import { brandContact } from '@/lib/rules/contact';
import { server, withoutOptionalCalls } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders } from './deal-test-providers';

const { router } = vi.hoisted(() => ({ router: { push: vi.fn(), refresh: vi.fn() } }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const today = formatDate(new Date().toISOString());
const consentSwitch = (name: RegExp) => screen.getByRole('switch', { name });
const budiAccount = () => getDemoStore().users.find((u) => u.uid === 'usr-budi');

/** The page as the server renders it for Budi's session (lib/account/privacy.ts), and the browser's session. */
async function renderPrivacy({ rendered }: { rendered?: RenderedPrivacy } = {}) {
  const data = rendered ?? (await loadPrivacy(DEMO_MEMBER_TOKEN, 'mbr-budi'));
  const view = renderWithProviders(
    <AccountDeletionHost>
      <PrivacyArea rendered={data} contact={brandContact()} />
    </AccountDeletionHost>,
    { token: DEMO_MEMBER_TOKEN },
  );
  await screen.findByRole('heading', { name: 'Hapus akun' });
  return { ...view, data, user: userEvent.setup() };
}

beforeEach(() => router.refresh.mockClear());

describe('Privasi & Data', () => {
  it('invites a guest to sign in', async () => {
    renderWithProviders(
      <AccountDeletionHost>
        <PrivacyArea contact={brandContact()} />
      </AccountDeletionHost>,
    );
    expect(await screen.findByText(PRIVACY_INVITATION)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('the consents', () => {
  it("one switch each in the backend's words, with when it last changed; a tap saves it at once", async () => {
    const { user } = await renderPrivacy();
    const whatsapp = consentSwitch(/melalui WhatsApp/);
    const email = consentSwitch(/melalui email/i);
    expect(whatsapp).toHaveAttribute('aria-checked', 'true');
    expect(whatsapp).toHaveAccessibleDescription(/^Terakhir diubah \d+ \w+ \d{4}$/);
    expect(email).toHaveAttribute('aria-checked', 'false');
    expect(consentSwitch(/notifikasi|push/i)).toHaveAccessibleDescription('Belum pernah diubah');

    await user.click(email);
    await waitFor(() => expect(email).toHaveAttribute('aria-checked', 'true'));
    expect(email).toHaveAccessibleDescription(`Terakhir diubah ${today}`);
    expect(screen.getByText('Persetujuan diberikan.')).toBeInTheDocument();
    expect(getDemoStore().consents['usr-budi'].marketing_email.granted).toBe(true);
  });

  it('withdrawing marketing_push is the consents call alone: the server turns new deals off, nothing is left to the browser', async () => {
    const consents = countRequests('PUT', /\/api\/account\/consents$/);
    const reminders = countRequests('PATCH', /\/api\/push\//);
    getDemoStore().consents['usr-budi'].marketing_push = { granted: true, version: '2024-10', updated_at: new Date().toISOString() };
    const { user } = await renderPrivacy();
    await user.click(consentSwitch(/notifikasi|push/i));
    await waitFor(() => expect(getDemoStore().consents['usr-budi'].marketing_push.granted).toBe(false));
    expect([consents(), reminders()]).toEqual([1, 0]);
  });

  it('a change the backend cannot save is said, and the switch stays as it was', async () => {
    const { user } = await renderPrivacy();
    server.use(http.put('*/demo-api/v1/member/api/member/0/consent/', () => HttpResponse.json({ detail: 'x' }, { status: 503 })));
    await user.click(consentSwitch(/melalui email/i));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSENT_NOT_SAVED);
    expect(consentSwitch(/melalui email/i)).toHaveAttribute('aria-checked', 'false');
  });

  it('a list that could not be loaded offers Coba lagi, which asks the server again', async () => {
    server.use(http.get('*/demo-api/v1/member/api/member/0/consent/', () => HttpResponse.json({ detail: 'x' }, { status: 503 })));
    const { user } = await renderPrivacy();
    expect(screen.getByText(CONSENTS_NOT_LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('the data copy', () => {
  const saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    saved.length = 0;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.accountCopies')];
    let blob: Blob | undefined;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => ((blob = b), 'blob:copy'), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href === 'blob:copy' && blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the JSON copy with every history entry, then counts down to the next one', async () => {
    const { user } = await renderPrivacy();
    const button = screen.getByRole('button', { name: 'Unduh data saya' });
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^data-saya-\d{4}-\d{2}-\d{2}\.json$/);
    const copy = JSON.parse(await saved[0].blob.text()) as { pointsHistory: unknown[]; user: { first_name: string } };
    expect(copy.pointsHistory).toHaveLength(27);
    expect(copy.user.first_name).toBe('Budi');

    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent(/^Unduh data saya \((60|59) detik\)$/);
    expect(screen.getByText(/Satu salinan per menit\. Bisa diunduh lagi dalam/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    // The CSV is a file of its own, with its own minute.
    await user.click(screen.getByRole('button', { name: 'Unduh riwayat poin (CSV)' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([saved[0].name, expect.stringMatching(/^riwayat-poin-.*\.csv$/)]));
  });
});

describe('deleting the account', () => {
  it('says what is lost in numbers, asks for a confirmation and a code, shows the reference and date, and signs the device out and wipes it', async () => {
    await keepMemberCard('mbr-budi', DEMO_MEMBER_TOKEN, { name: 'Budi Santoso', levelName: 'Gold', levelIconUrl: '', balance: 24750 });
    const { user, data, session } = await renderPrivacy();
    const losses = screen.getByRole('heading', { name: 'Hapus akun' }).closest('section')!;
    expect(data.losses.activeVouchers).toBeGreaterThan(0);
    expect(within(losses).getByText('24.750 poin Anda')).toBeInTheDocument();
    expect(within(losses).getByText(`${data.losses.activeVouchers} voucher aktif`)).toBeInTheDocument();
    expect(within(losses).queryByText(/Apple Wallet/)).toBeNull();

    await user.click(within(losses).getByRole('button', { name: 'Hapus akun' }));
    const send = within(losses).getByRole('button', { name: 'Kirim kode' });
    expect(send).toBeDisabled();
    await user.click(within(losses).getByRole('checkbox', { name: /ingin menghapus akun saya/ }));
    await user.type(within(losses).getByRole('textbox', { name: 'Alasan (opsional)' }), 'Pindah kota');
    await user.click(send);
    const prompt = await within(losses).findByText(/Kode OTP telah dikirim ke WhatsApp/);
    expect(prompt).toHaveTextContent(/WhatsApp 081234567890 \(\d{6}\)$/);
    const code = /\((\d+)\)/.exec(prompt.textContent ?? '')![1];
    await user.type(within(losses).getByRole('textbox', { name: 'Kode OTP' }), code);
    await user.click(within(losses).getByRole('button', { name: 'Hapus akun saya' }));

    const receipt = await screen.findByRole('heading', { name: 'Permintaan hapus akun diterima' });
    // Focused once the receipt's effect has run, which a loaded machine may not have done when it appears.
    await waitFor(() => expect(receipt).toHaveFocus());
    const deletion = getDemoStore().deletions.at(-1)!;
    expect(deletion.reason).toBe('Pindah kota');
    expect(screen.getByText(deletion.reference)).toBeInTheDocument();
    expect(screen.getByText(formatDate(deletion.due_at))).toBeInTheDocument();
    expect(budiAccount()).toBeUndefined();
    // Signed out and wiped as at logout, with no reload: the receipt stays on screen.
    expect(await screen.findByText('Anda telah keluar, dan data akun ini di perangkat ini telah dihapus.')).toBeInTheDocument();
    expect(session().status).toBe('guest');
    expect(loadToken()).toBeNull();
    expect(document.cookie).not.toContain('__goapp_token');
    expect(await readMemberCard(DEMO_MEMBER_TOKEN)).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  });

  it("a wrong code is said in the backend's words; the account stays", async () => {
    const { user } = await renderPrivacy();
    const section = screen.getByRole('heading', { name: 'Hapus akun' }).closest('section')!;
    await user.click(within(section).getByRole('button', { name: 'Hapus akun' }));
    await user.click(within(section).getByRole('checkbox'));
    await user.click(within(section).getByRole('button', { name: 'Kirim kode' }));
    const prompt = await within(section).findByText(/Kode OTP telah dikirim ke WhatsApp/);
    const wrong = /\((\d+)\)/.exec(prompt.textContent ?? '')![1] === '000000' ? '111111' : '000000';
    await user.type(within(section).getByRole('textbox', { name: 'Kode OTP' }), wrong);
    await user.click(within(section).getByRole('button', { name: 'Hapus akun saya' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Kode OTP salah');
    expect(within(section).getByRole('textbox', { name: 'Kode OTP' })).toHaveValue(wrong);
    expect(budiAccount()).toBeDefined();
    expect(loadToken()).toBe(DEMO_MEMBER_TOKEN);
  });
});

describe('against a backend without the optional calls', () => {
  it('the consents and the deletion say how to reach the brand; the data copy still works', async () => {
    server.use(...withoutOptionalCalls());
    const { user } = await renderPrivacy();
    expect(screen.getByText(CONSENTS_NOT_OFFERED)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    const section = screen.getByRole('heading', { name: 'Hapus akun' }).closest('section')!;
    await user.click(within(section).getByRole('button', { name: 'Hapus akun' }));
    await user.click(within(section).getByRole('checkbox'));
    await user.click(within(section).getByRole('button', { name: 'Kirim kode' }));
    expect(await within(section).findByText(DELETION_NOT_OFFERED)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([expect.stringMatching(/^mailto:/), expect.stringMatching(/^tel:/)]);
    expect(screen.getByRole('button', { name: 'Unduh data saya' })).toBeEnabled();
  });

  it('rendered where the server knows the backend offers no deletion: the contact from the start, no button', async () => {
    const rendered = { ...(await loadPrivacy(DEMO_MEMBER_TOKEN, 'mbr-budi')), deletionOffered: false };
    await renderPrivacy({ rendered });
    const section = screen.getByRole('heading', { name: 'Hapus akun' }).closest('section')!;
    expect(within(section).getByText(DELETION_NOT_OFFERED)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
    // What would be lost is still said; the consents, offered, are as ever.
    expect(within(section).getByText(/voucher aktif/)).toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(3);
  });
});
