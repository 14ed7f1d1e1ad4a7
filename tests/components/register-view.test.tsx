import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDemoStore } from '@/lib/demo-api/store';
import { getPendingReferral, setPendingReferral } from '@/lib/browser/referral';
import { EMAIL_INPUT_PATTERN } from '@/lib/rules/validate';
import { server } from '../msw-server';
import {
  DEMO_PHONE,
  answerAlert,
  findAlert,
  nextButton,
  openRegister,
  otpField,
  renderApp,
  resetAuthStorage,
  revealedCode,
} from './auth-harness';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

beforeEach(resetAuthStorage);
afterEach(() => server.events.removeAllListeners());

const field = (name: string) => screen.getByRole('textbox', { name });
const NEW_PHONE = '081377788899';

/** The stored member of a phone number, as the demo server keeps it. */
function storedMember(phone: string) {
  const store = getDemoStore();
  const user = store.users.find((u) => u.mobile_no === phone);
  return user ? store.members.find((m) => m.user_uid === user.uid) : undefined;
}

async function fillForm(user: ReturnType<typeof renderApp>['user'], values: { name?: string; email?: string; phone?: string }) {
  await openRegister(user);
  if (values.name) await user.type(field('Nama'), values.name);
  if (values.email) await user.type(field('Email'), values.email);
  if (values.phone) await user.type(field('Nomor (Whatsapp)'), values.phone);
}

describe('register view: the form', () => {
  it('has Nama and Nomor (Whatsapp) required with an asterisk, Email with the input pattern, and the login link', async () => {
    const { user } = renderApp();
    await openRegister(user);
    expect(screen.getByRole('heading', { name: 'Daftar' })).toBeInTheDocument();
    for (const name of ['Nama', 'Nomor (Whatsapp)']) {
      const input = field(name);
      expect(input).toBeRequired();
      const label = document.querySelector(`label[for="${input.id}"]`);
      expect(label).toHaveTextContent(`${name}*`);
      expect(label?.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
    }
    expect(field('Email')).not.toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('pattern', EMAIL_INPUT_PATTERN);
    expect(field('Nomor (Whatsapp)')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Sudah punya akun? Login di sini' })).toBeInTheDocument();
  });

  it('shows the first image of the first section of the register page, sized', async () => {
    const { user } = renderApp();
    await openRegister(user);
    const image = await screen.findByRole('img', { name: 'Gabung Gratis Sekarang' });
    expect(image.getAttribute('src')).toMatch(/\/demo\/pages\/daftar\.webp\?w=\d+&q=85$/);
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('Next is disabled while Nama or Nomor is empty', async () => {
    const { user } = renderApp();
    await openRegister(user);
    expect(nextButton()).toBeDisabled();
    await user.type(field('Nama'), 'Rina');
    expect(nextButton()).toBeDisabled();
    await user.type(field('Nomor (Whatsapp)'), NEW_PHONE);
    expect(nextButton()).toBeEnabled();
    await user.clear(field('Nama'));
    await user.type(field('Nama'), '   ');
    expect(nextButton()).toBeDisabled();
  });

  it('a bad e-mail alerts "Email anda tidak valid" and keeps every field', async () => {
    const { user } = renderApp();
    await fillForm(user, { name: 'Rina', email: 'rina@contoh', phone: NEW_PHONE });
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Email anda tidak valid');
    await answerAlert(user);
    expect(field('Nama')).toHaveValue('Rina');
    expect(field('Email')).toHaveValue('rina@contoh');
    expect(field('Nomor (Whatsapp)')).toHaveValue(NEW_PHONE);
  });

  it('an empty e-mail is not checked', async () => {
    const { user } = renderApp();
    await fillForm(user, { name: 'Rina', phone: NEW_PHONE });
    await user.click(nextButton());
    expect(await screen.findByRole('textbox', { name: 'Kode OTP' })).toBeInTheDocument();
  });

  it('a bad number alerts "Your phone number is invalid"', async () => {
    const { user } = renderApp();
    await fillForm(user, { name: 'Rina', phone: '08x1' });
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Your phone number is invalid');
  });

  it('a refused OTP request alerts the server address.message', async () => {
    const { user } = renderApp();
    await fillForm(user, { name: 'Budi', phone: DEMO_PHONE });
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Nomor sudah terdaftar');
  });

  it('a failure without a message alerts "Request OTP Failed!"', async () => {
    server.use(http.post('*/auth/register/otp/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    const { user } = renderApp();
    await fillForm(user, { name: 'Rina', phone: NEW_PHONE });
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Request OTP Failed!');
    await answerAlert(user);
    expect(field('Nama')).toHaveValue('Rina');
  });

  it('the login link switches to the login view with the number', async () => {
    const { user, ui } = renderApp();
    await fillForm(user, { phone: NEW_PHONE });
    await user.click(screen.getByRole('button', { name: 'Sudah punya akun? Login di sini' }));
    expect(await screen.findByRole('textbox', { name: 'Number (Whatsapp)' })).toHaveValue(NEW_PHONE);
    expect(ui().modalView).toBe('LOGIN_VIEW');
  });
});

describe('register view: the referral code', () => {
  it('is hidden when the scheme has no referral level', async () => {
    server.use(
      http.get('*/v1/member/api/scheme/0/', () => HttpResponse.json({ uid: 's', name: 'Skema', referral_level: null, levels: [] })),
    );
    let schemeAnswered = false;
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/member/api/scheme/0/')) schemeAnswered = true;
    });
    const { user } = renderApp();
    await openRegister(user);
    await waitFor(() => expect(schemeAnswered).toBe(true));
    // Give the answer a moment to reach the view.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('textbox', { name: 'Referral Kode' })).not.toBeInTheDocument();
  });

  it('is shown with a referral level, pre-filled with the pending referral', async () => {
    setPendingReferral('BUDI24');
    const { user } = renderApp();
    await openRegister(user);
    expect(await screen.findByRole('textbox', { name: 'Referral Kode' })).toHaveValue('BUDI24');
  });
});

describe('register view: the code step and the new member', () => {
  async function toCodeStep(values: { name: string; email?: string; phone: string }) {
    const app = renderApp();
    await fillForm(app.user, values);
    await app.user.click(nextButton());
    const code = await revealedCode();
    return { ...app, code };
  }

  it('a taken e-mail alerts the first email error and keeps the code', async () => {
    const { user, code } = await toCodeStep({ name: 'Rina', email: 'siti.rahayu@example.com', phone: NEW_PHONE });
    await user.type(otpField(), code);
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Email sudah digunakan');
    await answerAlert(user);
    expect(otpField()).toHaveValue(code);
  });

  it('a failure without an email error alerts "register failed!"', async () => {
    server.use(http.post('*/auth/register/', () => HttpResponse.json({ first_name: ['Nama wajib diisi.'] }, { status: 400 })));
    const { user, code } = await toCodeStep({ name: 'Rina', phone: NEW_PHONE });
    await user.type(otpField(), code);
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('register failed!');
  });

  it('sends the registration, signs in, registers the member with the pending referral and clears it', async () => {
    setPendingReferral('BUDI24');
    let body: Promise<unknown> | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/register/')) body = request.clone().json();
    });
    const { user, code, ui } = await toCodeStep({ name: 'Rina Wati', email: 'rina@contoh.id', phone: '0813-7778 8899' });
    await user.type(otpField(), code);
    await user.click(nextButton());
    await waitFor(() => expect(ui().displayModal).toBe(false));
    expect(await body).toEqual({ email: 'rina@contoh.id', otp_code: code, mobile_no: NEW_PHONE, first_name: 'Rina Wati' });
    // The header shows the new member with the welcome bonus.
    expect(await screen.findByRole('button', { name: /Rina Wati.*5\.000 Pts/ })).toBeInTheDocument();
    expect(storedMember(NEW_PHONE)?.referred_by).toBe('BUDI24');
    expect(getPendingReferral()).toBeNull();
  });

  it('a referral code typed in the field replaces the pending one', async () => {
    setPendingReferral('BUDI24');
    const app = renderApp();
    await fillForm(app.user, { name: 'Rina', phone: NEW_PHONE });
    const referral = await screen.findByRole('textbox', { name: 'Referral Kode' });
    await app.user.clear(referral);
    await app.user.type(referral, 'SITI77');
    await app.user.click(nextButton());
    await app.user.type(otpField(), await revealedCode());
    await app.user.click(nextButton());
    await waitFor(() => expect(storedMember(NEW_PHONE)?.referred_by).toBe('SITI77'));
    expect(getPendingReferral()).toBeNull();
  });

  it('an emptied referral field registers without a referral', async () => {
    setPendingReferral('BUDI24');
    const app = renderApp();
    await fillForm(app.user, { name: 'Rina', phone: NEW_PHONE });
    await app.user.clear(await screen.findByRole('textbox', { name: 'Referral Kode' }));
    await app.user.click(nextButton());
    await app.user.type(otpField(), await revealedCode());
    await app.user.click(nextButton());
    await waitFor(() => expect(storedMember(NEW_PHONE)).toBeDefined());
    expect(storedMember(NEW_PHONE)?.referred_by).toBeNull();
  });
});

describe('register view: a backend limiting attempts (429)', () => {
  it("the demo's limit on OTP requests: the sixth shows the wait in the dialog and loses nothing typed", async () => {
    const { user } = renderApp();
    await fillForm(user, { name: 'Rina', email: 'rina@example.com', phone: NEW_PHONE });
    for (let i = 0; i < 5; i += 1) {
      await user.click(nextButton());
      await revealedCode();
      await user.click(screen.getByRole('button', { name: 'Ubah nomor' }));
    }
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Terlalu banyak permintaan kode OTP untuk nomor ini\. Coba lagi dalam (\d+ detik|\d+ menit)\.$/,
    );
    expect(screen.getByRole('button', { name: /^Next \((\d+ detik|\d+:\d\d)\)$/ })).toBeDisabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field('Nama')).toHaveValue('Rina');
    expect(field('Email')).toHaveValue('rina@example.com');
    expect(field('Nomor (Whatsapp)')).toHaveValue(NEW_PHONE);
  });

  it('a registration refused with 429 keeps the code, with Next and resend waiting', async () => {
    const { user } = renderApp();
    await fillForm(user, { name: 'Rina', phone: NEW_PHONE });
    await user.click(nextButton());
    const code = await revealedCode();
    server.use(http.post('*/auth/register/', () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '30' } })));
    await user.type(otpField(), code);
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Coba lagi dalam 30 detik.');
    expect(screen.getByRole('button', { name: 'Next (30 detik)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Kirim ulang OTP dalam \d+ detik$/ })).toBeDisabled();
    expect(otpField()).toHaveValue(code);
  });
});
