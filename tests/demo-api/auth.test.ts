import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTokenInfo, register, requestLoginOtp, requestRegisterOtp, signIn } from '@/lib/api/auth';
import { ATTEMPT_LIMITS, ATTEMPT_WINDOW_MS, getDemoStore, requestLoginOtp as storeRequestLoginOtp } from '@/lib/demo-api/store';
import { AUTH, BUDI, KEY, SITI, postJson } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

describe('login OTP', () => {
  it('reveals a 6-digit code that expires in 5 minutes', async () => {
    const before = Date.now();
    const otp = await requestLoginOtp(BUDI, 'whatsapp');
    expect(otp.ok).toBe(true);
    expect(otp.data?.length).toBe(6);
    expect(otp.data?.otpCode).toMatch(/^\d{6}$/);
    const expiresIn = Date.parse(otp.data!.expiredAt!) - before;
    expect(expiresIn).toBeGreaterThan(4.9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000 + 1000);
  });

  it('answers the raw fields otp_code, length and expired_at', async () => {
    const response = await postJson(`${AUTH}/token-auth/otp/`, { address: BUDI, method: 'whatsapp' });
    expect(await response.json()).toEqual({ length: 6, expired_at: expect.any(String), otp_code: expect.stringMatching(/^\d{6}$/) });
  });

  it('refuses an unknown number with a not-found code', async () => {
    const otp = await requestLoginOtp('089900001111', 'whatsapp');
    expect(otp.ok).toBe(false);
    expect(otp.status).toBe(400);
    expect(otp.problem).toEqual({ address: { code: 'not-found', message: 'Nomor belum terdaftar' } });
  });

  it.each(['+62 812-3456-7890', '6281234567890', '0812 3456 7890', '81234567890', '#081234567890#'])(
    'recognises the demo member written as %s',
    async (written) => {
      const otp = await requestLoginOtp(written, 'whatsapp');
      expect(otp.ok).toBe(true);
      const token = await signIn(written, otp.data!.otpCode!);
      expect(token.ok).toBe(true);
    },
  );

  it('reads a multipart body as well as JSON', async () => {
    const form = new FormData();
    form.append('address', BUDI);
    form.append('method', 'whatsapp');
    const response = await fetch(`${AUTH}/token-auth/otp/`, { method: 'POST', headers: KEY, body: form });
    expect(response.status).toBe(200);
  });

  it('refuses a malformed number with a coded address error', async () => {
    const otp = await requestLoginOtp('12ab', 'whatsapp');
    expect(otp.status).toBe(400);
    expect(otp.problem).toMatchObject({ address: { code: 'invalid' } });
  });

  it('also accepts a registered e-mail address (method email)', async () => {
    const otp = await requestLoginOtp('Budi.Santoso@example.com');
    expect(otp.ok).toBe(true);
  });
});

describe('sign-in', () => {
  it('answers an opaque demo token for the latest code', async () => {
    await requestLoginOtp(BUDI, 'whatsapp');
    const latest = await requestLoginOtp(BUDI, 'whatsapp');
    const token = await signIn(BUDI, latest.data!.otpCode!);
    expect(token.ok).toBe(true);
    expect(token.data).toMatch(/^demo\./);
  });

  it('refuses a wrong code with an otp_code field error', async () => {
    const otp = await requestLoginOtp(BUDI, 'whatsapp');
    const wrong = otp.data!.otpCode === '000000' ? '111111' : '000000';
    const result = await signIn(BUDI, wrong);
    expect(result.status).toBe(400);
    expect(result.problem).toEqual({ otp_code: ['Kode OTP salah'] });
  });

  it('refuses a code used once already', async () => {
    const otp = await requestLoginOtp(BUDI, 'whatsapp');
    expect((await signIn(BUDI, otp.data!.otpCode!)).ok).toBe(true);
    expect((await signIn(BUDI, otp.data!.otpCode!)).status).toBe(400);
  });

  it('refuses an expired code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const otp = await requestLoginOtp(BUDI, 'whatsapp');
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const result = await signIn(BUDI, otp.data!.otpCode!);
    expect(result.status).toBe(400);
    expect(result.problem).toEqual({ otp_code: ['Kode OTP salah'] });
  });

  it("refuses another number's code", async () => {
    const otp = await requestLoginOtp(SITI, 'whatsapp');
    expect((await signIn(BUDI, otp.data!.otpCode!)).status).toBe(400);
  });
});

describe('token-info', () => {
  it('answers the user of a valid token', async () => {
    const otp = await requestLoginOtp(BUDI, 'whatsapp');
    const token = (await signIn(BUDI, otp.data!.otpCode!)).data!;
    const info = await getTokenInfo(token);
    expect(info.ok).toBe(true);
    expect(info.data).toEqual({ first_name: 'Budi', last_name: 'Santoso', email: 'budi.santoso@example.com', mobile_no: BUDI });
  });

  it.each(['demo.not-issued', 'demo-expired.whatever', ''])('answers 401 for the token "%s"', async (token) => {
    const info = await getTokenInfo(token);
    expect(info.ok).toBe(false);
    expect(info.status).toBe(401);
  });
});

describe('registration', () => {
  const NEW_PHONE = '081355551234';

  it('refuses a register OTP for a number already registered', async () => {
    const otp = await requestRegisterOtp('+62 812 3456 7890');
    expect(otp.status).toBe(400);
    expect(otp.problem).toEqual({ address: { code: 'exists', message: 'Nomor sudah terdaftar' } });
  });

  it('registers a new user with the revealed code (201 token), who is not a member yet', async () => {
    const otp = await requestRegisterOtp(NEW_PHONE);
    expect(otp.ok).toBe(true);
    expect(otp.data).toMatchObject({ length: 6, otpCode: expect.stringMatching(/^\d{6}$/) });

    const response = await postJson(`${AUTH}/register/`, {
      email: 'andi.wijaya@example.com',
      otp_code: otp.data!.otpCode,
      mobile_no: NEW_PHONE,
      first_name: 'Andi Wijaya',
    });
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };
    expect(token).toMatch(/^demo\./);

    const info = await getTokenInfo(token);
    expect(info.data).toMatchObject({ first_name: 'Andi Wijaya', email: 'andi.wijaya@example.com', mobile_no: NEW_PHONE });
    const user = getDemoStore().users.find((u) => u.mobile_no === NEW_PHONE)!;
    expect(getDemoStore().members.some((m) => m.user_uid === user.uid)).toBe(false);

    // The number is now taken for another registration, and can sign in.
    expect((await requestRegisterOtp(NEW_PHONE)).problem).toMatchObject({ address: { code: 'exists' } });
    expect((await requestLoginOtp(NEW_PHONE, 'whatsapp')).ok).toBe(true);
  });

  it('accepts an empty e-mail (the portal only checks it when filled)', async () => {
    const otp = await requestRegisterOtp(NEW_PHONE);
    const result = await register({ email: '', otp_code: otp.data!.otpCode!, mobile_no: NEW_PHONE, first_name: 'Andi' });
    expect(result.status).toBe(201);
  });

  it('refuses a wrong code', async () => {
    const otp = await requestRegisterOtp(NEW_PHONE);
    const wrong = otp.data!.otpCode === '000000' ? '111111' : '000000';
    const result = await register({ email: 'andi@example.com', otp_code: wrong, mobile_no: NEW_PHONE, first_name: 'Andi' });
    expect(result.status).toBe(400);
    expect(result.problem).toEqual({ otp_code: ['Kode OTP salah'] });
  });

  it('refuses a login code for registration', async () => {
    const otp = await requestLoginOtp(BUDI, 'whatsapp');
    const result = await register({ email: 'x@example.com', otp_code: otp.data!.otpCode!, mobile_no: NEW_PHONE, first_name: 'X' });
    expect(result.status).toBe(400);
  });

  it.each([
    ['a taken e-mail', 'SITI.RAHAYU@example.com', { email: ['Email sudah digunakan'] }],
    ['a malformed e-mail', 'andi@localhost', { email: [expect.any(String)] }],
  ])('refuses %s with an email field error', async (_label, email, problem) => {
    const otp = await requestRegisterOtp(NEW_PHONE);
    const result = await register({ email, otp_code: otp.data!.otpCode!, mobile_no: NEW_PHONE, first_name: 'Andi' });
    expect(result.status).toBe(400);
    expect(result.problem).toEqual(problem);
  });

  it('refuses an existing number with a mobile_no field error', async () => {
    const result = await register({ email: 'new@example.com', otp_code: '123456', mobile_no: SITI, first_name: 'Siti' });
    expect(result.status).toBe(400);
    expect(result.problem).toEqual({ mobile_no: [expect.any(String)] });
  });

  it('refuses a missing name', async () => {
    const result = await register({ email: '', otp_code: '123456', mobile_no: NEW_PHONE, first_name: ' ' });
    expect(result.status).toBe(400);
    expect(result.problem).toHaveProperty('first_name');
  });
});

describe('attempt limits (5 OTP requests and 5 wrong codes per number per 10 minutes)', () => {
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers the sixth OTP request with 429, the backend words and Retry-After', async () => {
    for (let i = 0; i < ATTEMPT_LIMITS['otp-request']; i += 1) expect((await requestLoginOtp(BUDI, 'whatsapp')).ok).toBe(true);
    const refused = await requestLoginOtp(BUDI, 'whatsapp');
    expect(refused.status).toBe(429);
    // The wait in words: 600 s is "10 menit".
    expect(refused.error).toMatch(/^Terlalu banyak permintaan kode OTP untuk nomor ini\. Coba lagi dalam (9|10) menit\.$/);
    expect(refused.retryAfter).toBeGreaterThan(590);
    expect(refused.retryAfter).toBeLessThanOrEqual(600);

    const raw = await postJson(`${AUTH}/token-auth/otp/`, { address: BUDI, method: 'whatsapp' });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBe(refused.retryAfter);
  });

  it('counts a number however it is written, and each number on its own', async () => {
    for (const written of ['081234567890', '6281234567890', '+62 812-3456-7890', '81234567890', '#081234567890#']) {
      expect((await requestLoginOtp(written, 'whatsapp')).ok).toBe(true);
    }
    expect((await requestLoginOtp('0812 3456 7890', 'whatsapp')).status).toBe(429);
    expect((await requestLoginOtp(SITI, 'whatsapp')).ok).toBe(true);
  });

  it('counts register OTP requests against the same number, whatever the answer', async () => {
    const fresh = '081377778888';
    for (let i = 0; i < 5; i += 1) expect((await requestRegisterOtp(fresh)).ok).toBe(true);
    expect((await requestRegisterOtp(fresh)).status).toBe(429);
    // An unknown number asked to log in counts too, so probing which numbers exist is limited as well.
    expect((await requestLoginOtp(fresh, 'whatsapp')).status).toBe(429);
  });

  it('allows requests again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 5; i += 1) await requestLoginOtp(BUDI, 'whatsapp');
    expect((await requestLoginOtp(BUDI, 'whatsapp')).status).toBe(429);
    vi.setSystemTime(Date.now() + ATTEMPT_WINDOW_MS - 2000);
    expect((await requestLoginOtp(BUDI, 'whatsapp')).retryAfter).toBeLessThanOrEqual(2);
    vi.setSystemTime(Date.now() + 2001);
    expect((await requestLoginOtp(BUDI, 'whatsapp')).ok).toBe(true);
  });

  it('after five wrong codes refuses even the right one, until the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const otp = await requestLoginOtp(BUDI, 'whatsapp');
    const right = otp.data!.otpCode!;
    for (let i = 0; i < ATTEMPT_LIMITS['wrong-code']; i += 1) {
      expect((await signIn(BUDI, wrongCode(right))).problem).toEqual({ otp_code: ['Kode OTP salah'] });
    }
    const locked = await signIn(BUDI, right);
    expect(locked.status).toBe(429);
    expect(locked.error).toMatch(/^Terlalu banyak kode OTP yang salah\. Coba lagi dalam (\d+ detik|\d+ menit)\.$/);
    expect(locked.retryAfter).toBeGreaterThan(0);

    vi.setSystemTime(Date.now() + ATTEMPT_WINDOW_MS + 1000);
    // The code itself has expired by then: a new one signs in.
    const again = await requestLoginOtp(BUDI, 'whatsapp');
    expect((await signIn(BUDI, again.data!.otpCode!)).ok).toBe(true);
  });

  it('limits wrong codes when registering too', async () => {
    const fresh = '081399990000';
    const otp = await requestRegisterOtp(fresh);
    const body = { email: '', mobile_no: fresh, first_name: 'Tebak' };
    for (let i = 0; i < 5; i += 1) expect((await register({ ...body, otp_code: wrongCode(otp.data!.otpCode!) })).status).toBe(400);
    const locked = await register({ ...body, otp_code: otp.data!.otpCode! });
    expect(locked.status).toBe(429);
    expect(getDemoStore().users.some((u) => u.mobile_no === fresh)).toBe(false);
  });

  it('remembers a bounded number of numbers, so spraying numbers cannot grow the store', () => {
    for (let i = 0; i < 10_050; i += 1) storeRequestLoginOtp(`0813${String(i).padStart(8, '0')}`);
    expect(getDemoStore().attempts.size).toBeLessThanOrEqual(10_000);
  });
});
