import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createObserver } from '@/lib/observability/create-observer';
import { createMetrics } from '@/lib/observability/metrics';
import { setObserver } from '@/lib/observability/observer.mjs';
import { server } from '../msw-server';
import {
  DEMO_PHONE,
  answerAlert,
  findAlert,
  nextButton,
  openLogin,
  otpField,
  renderApp,
  resetAuthStorage,
  revealedCode,
} from './auth-harness';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

beforeEach(resetAuthStorage);
afterEach(() => server.events.removeAllListeners());

describe('login view: the phone step', () => {
  it('has the spec fields: Number (Whatsapp) as a numeric tel field, Next, and the register link', async () => {
    const { user } = renderApp();
    const phone = await openLogin(user);
    expect(screen.getByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(nextButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Belum punya akun? Daftar di sini' })).toBeInTheDocument();
  });

  it('alerts "Your phone number is invalid" and keeps what was typed', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const { user } = renderApp();
    const phone = await openLogin(user);
    await user.type(phone, '0812-abc');
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Your phone number is invalid');
    await answerAlert(user);
    expect(phone).toHaveValue('0812-abc');
    expect(requests.some((url) => url.includes('token-auth/otp/'))).toBe(false);
  });

  it('sends the number without spaces and dashes, by WhatsApp', async () => {
    let body: Promise<unknown> | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/token-auth/otp/')) body = request.clone().json();
    });
    const { user } = renderApp();
    await user.type(await openLogin(user), '0812 3456-7890');
    await user.click(nextButton());
    expect(await screen.findByText(/Kode OTP telah dikirim ke WhatsApp/)).toHaveTextContent(
      /^Kode OTP telah dikirim ke WhatsApp 081234567890 \(\d{6}\)$/,
    );
    expect(await body).toEqual({ address: '081234567890', method: 'whatsapp' });
  });

  it('an unknown number asks to create an account; OK opens register with the number filled in', async () => {
    const { user, ui } = renderApp();
    await user.type(await openLogin(user), '081999000111');
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Phone number is not registered. Do you want to create a new account?');
    await answerAlert(user, 'OK');
    expect(await screen.findByRole('heading', { name: 'Daftar' })).toBeInTheDocument();
    expect(ui().modalView).toBe('REGISTER_VIEW');
    expect(screen.getByRole('textbox', { name: 'Nomor (Whatsapp)' })).toHaveValue('081999000111');
  });

  it('Batal on that question stays on login with the number kept', async () => {
    const { user, ui } = renderApp();
    const phone = await openLogin(user);
    await user.type(phone, '081999000111');
    await user.click(nextButton());
    await answerAlert(user, 'Batal');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(screen.getByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(phone).toHaveValue('081999000111');
  });

  it('any other failure alerts "Request OTP Gagal!"', async () => {
    server.use(http.post('*/auth/token-auth/otp/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    const { user } = renderApp();
    const phone = await openLogin(user);
    await user.type(phone, DEMO_PHONE);
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Request OTP Gagal!');
    await answerAlert(user);
    expect(phone).toHaveValue(DEMO_PHONE);
  });

  it('a transport failure also alerts "Request OTP Gagal!"', async () => {
    server.use(http.post('*/auth/token-auth/otp/', () => HttpResponse.error()));
    const { user } = renderApp();
    await user.type(await openLogin(user), DEMO_PHONE);
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Request OTP Gagal!');
  });

  it('the register link switches to the register view', async () => {
    const { user, ui } = renderApp();
    await openLogin(user);
    await user.click(screen.getByRole('button', { name: 'Belum punya akun? Daftar di sini' }));
    expect(await screen.findByRole('heading', { name: 'Daftar' })).toBeInTheDocument();
    expect(ui().modalView).toBe('REGISTER_VIEW');
    expect(ui().displayModal).toBe(true);
  });
});

describe('login view: the code step', () => {
  async function toCodeStep() {
    const app = renderApp();
    await app.user.type(await openLogin(app.user), DEMO_PHONE);
    await app.user.click(nextButton());
    const code = await revealedCode();
    return { ...app, code };
  }

  it('a wrong code alerts "Kode OTP salah!" and keeps the code typed', async () => {
    const { user, code } = await toCodeStep();
    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(otpField(), wrong);
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Kode OTP salah!');
    await answerAlert(user);
    expect(otpField()).toHaveValue(wrong);
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ detail: 'Internal error' }, { status: 503 })],
    ['no connection', () => HttpResponse.error()],
    ['a success without a token', () => HttpResponse.json({ ok: true })],
  ])('a code check the server could not answer (%s) is not called wrong: "Terjadi Kesalahan!", the code kept', async (_, answer) => {
    const { user, code } = await toCodeStep();
    server.use(http.post('*/auth/token-auth/', answer));
    await user.type(otpField(), code);
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Terjadi Kesalahan!');
    await answerAlert(user);
    expect(otpField()).toHaveValue(code);
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('the right code signs in, stores the token and closes the dialog', async () => {
    const { user, code, ui } = await toCodeStep();
    await user.type(otpField(), code);
    await user.click(nextButton());
    await waitFor(() => expect(ui().displayModal).toBe(false));
    expect(await screen.findByRole('button', { name: /Budi Santoso/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('_authToken')).toMatch(/^demo\./);
    expect(document.cookie).toContain('__goapp_token=');
  });

  it('a stored callback runs instead of closing', async () => {
    const app = renderApp();
    const callback = vi.fn();
    await app.findByRole('button', { name: 'Masuk' });
    // As a redeem would: the login view opened with a job to continue after sign-in.
    act(() => app.ui().openModal('LOGIN_VIEW', { callback }));
    await app.user.type(await app.findByRole('textbox', { name: 'Number (Whatsapp)' }), DEMO_PHONE);
    await app.user.click(nextButton());
    await app.user.type(otpField(), await revealedCode());
    await app.user.click(nextButton());
    await waitFor(() => expect(callback).toHaveBeenCalledOnce());
    expect(app.ui().displayModal).toBe(true);
    expect(window.localStorage.getItem('_authToken')).toMatch(/^demo\./);
  });

  it('the callback waits through a switch to register', async () => {
    const app = renderApp();
    const callback = vi.fn();
    act(() => app.ui().openModal('LOGIN_VIEW', { callback }));
    await app.user.click(await app.findByRole('button', { name: 'Belum punya akun? Daftar di sini' }));
    await app.findByRole('heading', { name: 'Daftar' });
    expect(app.ui().callback).toBe(callback);
  });

  it('"Ubah nomor" goes back to the phone step keeping the number', async () => {
    const { user } = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Ubah nomor' }));
    expect(screen.getByRole('textbox', { name: 'Number (Whatsapp)' })).toHaveValue(DEMO_PHONE);
  });
});

describe('login view: a backend limiting attempts (429)', () => {
  const tooMany = (path: string, { detail, retryAfter }: { detail?: string; retryAfter?: string }) =>
    http.post(`*/auth/${path}`, () =>
      HttpResponse.json(detail ? { detail } : {}, { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} }),
    );
  const lockedNext = (seconds: number | string | RegExp) =>
    screen.getByRole('button', { name: typeof seconds === 'number' ? `Next (${seconds} detik)` : seconds });

  afterEach(() => vi.useRealTimers());

  it("shows the backend's words in the dialog and counts Next down, keeping the number", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(tooMany('token-auth/otp/', { detail: 'Terlalu banyak permintaan. Tunggu sebentar.', retryAfter: '3' }));
    const { user } = renderApp();
    const phone = await openLogin(user);
    await user.type(phone, DEMO_PHONE);
    await user.click(nextButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan. Tunggu sebentar.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(lockedNext(3)).toBeDisabled();
    expect(phone).toHaveValue(DEMO_PHONE);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(lockedNext(2)).toBeDisabled();

    // Once the wait is over, Next works again and the words go.
    server.resetHandlers();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(await screen.findByText(/Kode OTP telah dikirim ke WhatsApp/)).toBeInTheDocument();
  });

  it('without a detail, says how long to wait, from Retry-After', async () => {
    server.use(tooMany('token-auth/otp/', { retryAfter: '42' }));
    const { user } = renderApp();
    await user.type(await openLogin(user), DEMO_PHONE);
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Coba lagi dalam 42 detik.');
    expect(lockedNext(42)).toBeDisabled();
  });

  it('a long wait reads in minutes or hours and counts down as m:ss; one past a day is cut to a day', async () => {
    server.use(tooMany('token-auth/otp/', { retryAfter: '299' }));
    const { user, unmount } = renderApp();
    await user.type(await openLogin(user), DEMO_PHONE);
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Coba lagi dalam 5 menit.');
    expect(lockedNext('Next (4:59)')).toBeDisabled();
    unmount();
    // A date decades ahead (a backend's clock or a typo): a day, not 2,300,000,000 seconds.
    server.use(tooMany('token-auth/otp/', { retryAfter: 'Wed, 21 Oct 2099 07:28:00 GMT' }));
    const again = renderApp();
    await again.user.type(await openLogin(again.user), DEMO_PHONE);
    await again.user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Coba lagi dalam 24 jam.');
    expect(lockedNext(/^Next \((24:00:00|23:59:59)\)$/)).toBeDisabled();
  });

  it('without Retry-After either, waits a minute', async () => {
    server.use(tooMany('token-auth/otp/', {}));
    const { user } = renderApp();
    await user.type(await openLogin(user), DEMO_PHONE);
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Coba lagi dalam 60 detik.');
  });

  it('a code refused with 429 is not called wrong: Next and resend wait, the code stays', async () => {
    const { user } = renderApp();
    await user.type(await openLogin(user), DEMO_PHONE);
    await user.click(nextButton());
    const code = await revealedCode();
    server.use(tooMany('token-auth/', { detail: 'Terlalu banyak kode OTP yang salah. Coba lagi dalam 600 detik.', retryAfter: '600' }));
    await user.type(otpField(), code);
    await user.click(nextButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak kode OTP yang salah. Coba lagi dalam 600 detik.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(lockedNext('Next (10:00)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kirim ulang OTP dalam 10:00' })).toBeDisabled();
    expect(otpField()).toHaveValue(code);
  });

  it("the demo's own limit: the sixth wrong code is refused with the wait, not as wrong", async () => {
    const { user } = renderApp();
    await user.type(await openLogin(user), DEMO_PHONE);
    await user.click(nextButton());
    const code = await revealedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(otpField(), wrong);
    for (let i = 0; i < 5; i += 1) {
      await user.click(nextButton());
      expect(await findAlert()).toHaveTextContent('Kode OTP salah!');
      await answerAlert(user);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    await user.clear(otpField());
    await user.type(otpField(), code);
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Terlalu banyak kode OTP yang salah\. Coba lagi dalam (\d+ detik|\d+ menit)\.$/,
    );
    expect(lockedNext(/^Next \((\d+ detik|\d+:\d\d)\)$/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('a resend refused with 429 shows the words and keeps resend waiting that long', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp();
    await user.type(await openLogin(user), DEMO_PHONE);
    await user.click(nextButton());
    await revealedCode();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    server.use(tooMany('token-auth/otp/', { detail: 'Tunggu dulu.', retryAfter: '120' }));
    await user.click(screen.getByRole('button', { name: 'Kirim ulang OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tunggu dulu.');
    expect(screen.getByRole('button', { name: 'Kirim ulang OTP dalam 2:00' })).toBeDisabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe("login view: each code counted by the portal's server", () => {
  let metrics: ReturnType<typeof createMetrics>;
  const reports: string[] = [];
  const note = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/api/sign-in-codes'))
      void request
        .clone()
        .text()
        .then((body) => reports.push(body));
  };
  beforeEach(() => {
    metrics = createMetrics();
    setObserver(createObserver({ metrics }));
    reports.length = 0;
    server.events.on('request:start', note);
  });
  afterEach(() => setObserver(undefined));

  /** `portal_sign_in_codes_total` as `flow outcome reason` → count. */
  async function counted() {
    const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === 'portal_sign_in_codes_total');
    return Object.fromEntries(
      (metric?.values ?? []).map((v) => [[v.labels.flow, v.labels.outcome, v.labels.reason].filter(Boolean).join(' '), v.value]),
    );
  }

  it('a code sent, an unknown number, a wrong code and a failing auth service, and never the number or the code', async () => {
    const { user } = renderApp();
    const phone = await openLogin(user);
    await user.type(phone, '081999000111');
    await user.click(nextButton());
    await answerAlert(user, 'Batal');
    await user.clear(phone);
    await user.type(phone, DEMO_PHONE);
    await user.click(nextButton());
    const code = await revealedCode();
    await user.type(otpField(), code === '000000' ? '111111' : '000000');
    await user.click(nextButton());
    await answerAlert(user);
    await user.click(screen.getByRole('button', { name: 'Ubah nomor' }));
    server.use(http.post('*/auth/token-auth/otp/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    await user.click(nextButton());
    expect(await findAlert()).toHaveTextContent('Request OTP Gagal!');
    await answerAlert(user);
    await waitFor(async () =>
      expect(await counted()).toEqual({
        'login refused not_registered': 1,
        'login requested': 1,
        'login refused wrong_code': 1,
        'login failed': 1,
      }),
    );
    expect(reports).toHaveLength(4);
    for (const body of reports) {
      expect(body).not.toContain('0819');
      expect(body).not.toContain(DEMO_PHONE);
      expect(body).not.toContain(code);
    }
  });
});
