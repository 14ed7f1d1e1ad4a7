// "Profil Saya" (components/account/profile-area.tsx) on the demo API, its routes run as the server runs
// them (tests/msw-server.ts): the name and e-mail saved and followed by the session; what the member typed
// kept on every refusal (the form's own rules, the backend's field errors, a backend down or answering
// garbage); the number changed with a code sent to it; and a backend without the optional calls.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProfileArea } from '@/components/account/profile-area';
import { NUMBER_NOT_OFFERED, PROFILE_INVITATION, PROFILE_NOT_OFFERED, PROFILE_NOT_SAVED, PROFILE_SAVED } from '@/components/account/words';
import { getDemoStore } from '@/lib/demo-api/store';
import { SECOND_MEMBER_PHONE } from '@/lib/demo-api/seed';
import { brandContact } from '@/lib/rules/contact';
import { FIRST_NAME_REQUIRED } from '@/lib/rules/profile';
import { REGISTER_EMAIL_INVALID } from '@/lib/rules/validate';
import { SITE } from '@/lib/site';
import { server, withoutOptionalCalls } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const budi = () => getDemoStore().users.find((u) => u.uid === 'usr-budi')!;
const field = (name: string) => screen.getByRole('textbox', { name });
const simpan = () => screen.getByRole('button', { name: 'Simpan' });

async function renderProfile() {
  const view = renderWithProviders(<ProfileArea contact={brandContact()} />, { token: DEMO_MEMBER_TOKEN });
  expect(await screen.findByRole('textbox', { name: /Nama depan/ })).toHaveValue('Budi');
  return { ...view, user: userEvent.setup() };
}

async function retype(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.clear(field(name));
  if (value) await user.type(field(name), value);
}

describe('Profil Saya', () => {
  it('invites a guest to sign in', async () => {
    renderWithProviders(<ProfileArea contact={brandContact()} />);
    expect(await screen.findByText(PROFILE_INVITATION)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves the name and e-mail with Simpan; the session (the header, Akun Saya, the card) has the new name at once', async () => {
    const { user, session } = await renderProfile();
    expect(field('Nama belakang')).toHaveValue('Santoso');
    expect(screen.getByText('081234567890')).toBeInTheDocument();
    await retype(user, 'Nama depan', 'Budiman');
    await retype(user, 'Email', 'budiman@example.com');
    await user.click(simpan());
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(budi()).toMatchObject({ first_name: 'Budiman', email: 'budiman@example.com' });
    await waitFor(() => expect(session().user?.first_name).toBe('Budiman'));
  });

  it("the form's own rules: a bad e-mail or no first name is said under its field, nothing is sent, the rest is kept", async () => {
    const { user } = await renderProfile();
    const saves = countRequests('PATCH', /\/api\/account\/profile$/);
    await retype(user, 'Nama belakang', 'Santoso Baru');
    await retype(user, 'Email', 'budi@example');
    await user.click(simpan());
    expect(field('Email')).toHaveAccessibleDescription(REGISTER_EMAIL_INVALID);
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    await retype(user, 'Nama depan', '');
    await user.click(simpan());
    expect(field('Nama depan')).toHaveAccessibleDescription(FIRST_NAME_REQUIRED);
    expect(saves()).toBe(0);
    expect([field('Nama depan'), field('Nama belakang'), field('Email')].map((input) => (input as HTMLInputElement).value)).toEqual([
      '',
      'Santoso Baru',
      'budi@example',
    ]);
    expect(budi()).toMatchObject({ first_name: 'Budi', last_name: 'Santoso' });
  });

  it("the backend's field error is said under its field in its words; what was typed stays", async () => {
    const { user } = await renderProfile();
    await retype(user, 'Nama depan', 'Budiman');
    await retype(user, 'Email', 'siti.rahayu@example.com');
    await user.click(simpan());
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Email sudah digunakan'));
    expect(field('Nama depan')).toHaveValue('Budiman');
    expect(field('Email')).toHaveValue('siti.rahayu@example.com');
    expect(budi().first_name).toBe('Budi');
  });

  it.each([
    ['down', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })],
    ['garbage', () => new HttpResponse('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['unreachable', () => HttpResponse.error()],
  ])('a backend %s: a clear word, and nothing typed is lost', async (_, answer) => {
    const { user } = await renderProfile();
    server.use(http.patch('*/demo-api/auth/profile/', answer));
    await retype(user, 'Nama depan', 'Budiman');
    await user.click(simpan());
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_NOT_SAVED);
    expect(field('Nama depan')).toHaveValue('Budiman');
    expect(simpan()).toBeEnabled();
  });

  it("changes the number with a code sent to it: another account's number in the backend's words, then the change", async () => {
    const { user, session } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Ganti nomor' }));
    await user.type(field('Nomor WhatsApp baru'), SECOND_MEMBER_PHONE);
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await waitFor(() => expect(field('Nomor WhatsApp baru')).toHaveAccessibleDescription('Nomor sudah terdaftar di akun lain.'));
    expect(field('Nomor WhatsApp baru')).toHaveValue(SECOND_MEMBER_PHONE);

    await retype(user, 'Nomor WhatsApp baru', '0813 7777 8888');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    const prompt = await screen.findByText(/Kode OTP telah dikirim ke WhatsApp/);
    expect(prompt).toHaveTextContent(/081377778888 \(\d{6}\)/);
    const code = /\((\d+)\)/.exec(prompt.textContent ?? '')![1];
    const codeField = screen.getByRole('textbox', { name: 'Kode OTP' });
    expect(codeField).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: /^Kirim ulang OTP dalam/ })).toBeDisabled();
    await user.type(codeField, code);
    await user.click(screen.getByRole('button', { name: 'Ganti nomor' }));
    expect(await screen.findByText(/Nomor WhatsApp Anda sekarang 081377778888/)).toBeInTheDocument();
    expect(budi().mobile_no).toBe('081377778888');
    await waitFor(() => expect(session().user?.mobile_no).toBe('081377778888'));
    expect(screen.getByText('081377778888', { selector: '[data-current-number]' })).toBeInTheDocument();
  });

  it('a wrong code is said, and the code typed stays', async () => {
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Ganti nomor' }));
    await user.type(field('Nomor WhatsApp baru'), '081377778888');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    const prompt = await screen.findByText(/Kode OTP telah dikirim ke WhatsApp/);
    const wrong = /\((\d+)\)/.exec(prompt.textContent ?? '')![1] === '000000' ? '111111' : '000000';
    await user.type(screen.getByRole('textbox', { name: 'Kode OTP' }), wrong);
    await user.click(screen.getByRole('button', { name: 'Ganti nomor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode OTP salah');
    expect(screen.getByRole('textbox', { name: 'Kode OTP' })).toHaveValue(wrong);
    expect(budi().mobile_no).toBe('081234567890');
  });

  it("against a backend without the optional calls: the fields as typed, read-only, and the brand's contact; no dead button", async () => {
    server.use(...withoutOptionalCalls());
    const { user } = await renderProfile();
    await retype(user, 'Nama depan', 'Budiman');
    await user.click(simpan());
    expect(await screen.findByText(PROFILE_NOT_OFFERED)).toBeInTheDocument();
    expect(field('Nama depan')).toHaveValue('Budiman');
    expect(field('Nama depan')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    const notice = screen.getByText(PROFILE_NOT_OFFERED).closest('[data-not-offered]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: SITE.contact.email })).toHaveAttribute('href', `mailto:${SITE.contact.email}`);
    expect(within(notice).getByRole('link', { name: SITE.contact.phone })).toHaveAttribute('href', SITE.contact.phoneHref);

    await user.click(screen.getByRole('button', { name: 'Ganti nomor' }));
    await user.type(field('Nomor WhatsApp baru'), '081377778888');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByText(NUMBER_NOT_OFFERED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ganti nomor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kirim kode' })).toBeNull();
    await act(async () => undefined);
  });

  it('rendered where the server knows the backend offers neither change: read-only, the contact, nothing to tap', async () => {
    const changes = [countRequests('PATCH', /\/api\/account\//), countRequests('POST', /\/api\/account\//)];
    renderWithProviders(<ProfileArea contact={brandContact()} offered={{ profile: false, number: false, deletion: true }} />, {
      token: DEMO_MEMBER_TOKEN,
    });
    expect(await screen.findByRole('textbox', { name: /Nama depan/ })).toHaveValue('Budi');
    expect(field('Nama depan')).toHaveAttribute('readonly');
    expect(screen.getByText(PROFILE_NOT_OFFERED)).toBeInTheDocument();
    expect(screen.getByText(NUMBER_NOT_OFFERED)).toBeInTheDocument();
    expect(screen.getByText('081234567890')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(changes.map((count) => count())).toEqual([0, 0]);
  });
});
