// The demo API's optional account calls (the contract's `x-optional`): the profile, a new number, the
// consents and deletion, each for the signed-in member only, with sign-in's attempt limits per number.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeMobile,
  deleteAccount,
  getTokenInfo,
  register,
  requestAccountDeletionOtp,
  requestLoginOtp,
  requestMobileOtp,
  requestRegisterOtp,
  updateProfile,
} from '@/lib/api/auth';
import { setAuthToken } from '@/lib/api/http';
import { getMember, listConsents, listMyDeals, updateConsents } from '@/lib/api/member';
import { notOffered } from '@/lib/api/optional';
import { ATTEMPT_LIMITS, ATTEMPT_WINDOW_MS, DELETION_DUE_DAYS, getDemoStore } from '@/lib/demo-api/store';
import { server, withoutOptionalCalls } from '../msw-server';
import { API, AUTH, BUDI, DEWI, KEY, SITI, postJson, signInAs } from './helpers';

const NEW_NUMBER = '081355557777';
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

afterEach(() => {
  vi.useRealTimers();
});

/** Every optional call, raw: method, URL and a body. */
const CALLS: [string, string, unknown][] = [
  ['PATCH', `${AUTH}/profile/`, { first_name: 'X' }],
  ['POST', `${AUTH}/profile/mobile/otp/`, { address: NEW_NUMBER, method: 'whatsapp' }],
  ['POST', `${AUTH}/profile/mobile/`, { address: NEW_NUMBER, otp_code: '123456' }],
  ['POST', `${AUTH}/account/delete/otp/`, { method: 'whatsapp' }],
  ['POST', `${AUTH}/account/delete/`, { otp_code: '123456' }],
  ['GET', `${API}/member/api/member/0/consent/`, undefined],
  ['PUT', `${API}/member/api/member/0/consent/`, [{ key: 'marketing_email', granted: true, version: '2024-10' }]],
];

const send = (method: string, url: string, body: unknown, headers: Record<string, string>) =>
  fetch(url, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('who may call them', () => {
  it.each(CALLS)('%s %s needs the key (403) and a valid token (401), and changes nothing without them', async (method, url, body) => {
    const token = await signInAs(BUDI);
    const before = JSON.stringify(getDemoStore().users);
    expect((await send(method, url, body, { Authorization: `Jwt ${token}` })).status).toBe(403);
    expect((await send(method, url, body, KEY)).status).toBe(401);
    const refused = await send(method, url, body, { ...KEY, Authorization: 'Jwt demo.not-issued' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Jwt');
    expect(JSON.stringify(getDemoStore().users)).toBe(before);
  });
});

describe('the profile', () => {
  it('changes the fields sent and leaves the others, as the next token check reads them', async () => {
    const token = await signInAs(BUDI);
    const changed = await updateProfile({ first_name: ' Budi Hartono ', email: 'Budi.Hartono@Example.com' });
    expect(changed.ok).toBe(true);
    expect(changed.data).toEqual({ first_name: 'Budi Hartono', last_name: 'Santoso', email: 'budi.hartono@example.com', mobile_no: BUDI });
    expect((await getTokenInfo(token)).data).toEqual(changed.data);
    expect((await updateProfile({ last_name: '' })).data).toMatchObject({ first_name: 'Budi Hartono', last_name: '' });
  });

  it.each([
    ['a malformed e-mail', { email: 'budi@localhost' }, { email: ['Masukkan alamat email yang valid.'] }],
    ["another account's e-mail", { email: 'SITI.RAHAYU@example.com' }, { email: ['Email sudah digunakan'] }],
    ['an empty first name', { first_name: '  ' }, { first_name: ['Nama wajib diisi.'] }],
    ['a name too long', { last_name: 'a'.repeat(151) }, { last_name: ['Nama paling banyak 150 karakter.'] }],
  ])('refuses %s with field errors, changing nothing', async (_label, changes, problem) => {
    const token = await signInAs(BUDI);
    const result = await updateProfile({ first_name: 'Bambang', ...changes });
    expect(result.status).toBe(400);
    expect(result.problem).toEqual(problem);
    expect((await getTokenInfo(token)).data).toMatchObject({ first_name: 'Budi', email: 'budi.santoso@example.com' });
  });

  it("keeps the member's own e-mail, and may leave it empty as at registration", async () => {
    await signInAs(BUDI);
    expect((await updateProfile({ email: 'budi.santoso@example.com' })).ok).toBe(true);
    expect((await updateProfile({ email: '' })).data?.email).toBe('');
  });

  it("changes only the caller's own account", async () => {
    await signInAs(SITI);
    expect((await updateProfile({ first_name: 'Sita' })).data?.first_name).toBe('Sita');
    expect(getDemoStore().users.find((u) => u.mobile_no === BUDI)?.first_name).toBe('Budi');
  });
});

describe('a new number', () => {
  it('moves the account with the code sent to the new number: the next sign-in is with it, the old number is no account', async () => {
    const token = await signInAs(BUDI);
    const otp = await requestMobileOtp('+62 813-5555-7777');
    expect(otp.ok).toBe(true);
    expect(otp.data).toMatchObject({ length: 6, otpCode: expect.stringMatching(/^\d{6}$/) });

    const moved = await changeMobile(NEW_NUMBER, otp.data!.otpCode!);
    expect(moved.ok).toBe(true);
    expect(moved.data).toMatchObject({ first_name: 'Budi', mobile_no: NEW_NUMBER });
    // The session goes on, with the member and points as they were.
    expect((await getTokenInfo(token)).data?.mobile_no).toBe(NEW_NUMBER);
    expect((await getMember()).data).toMatchObject({ uid: 'mbr-budi', balance: 24750 });

    expect((await requestLoginOtp(BUDI, 'whatsapp')).problem).toEqual({ address: { code: 'not-found', message: 'Nomor belum terdaftar' } });
    setAuthToken(null);
    await signInAs(NEW_NUMBER);
    expect((await getMember()).data?.uid).toBe('mbr-budi');
  });

  it.each([
    ["another account's number", SITI, { address: { code: 'exists', message: 'Nomor sudah terdaftar di akun lain.' } }],
    ["the member's own number", '6281234567890', { address: { code: 'same', message: 'Ini sudah nomor Anda.' } }],
    ['no number', 'budi@example.com', { address: { code: 'invalid', message: 'Nomor tidak valid' } }],
  ])('refuses %s with a coded address error, sending no code', async (_label, number, problem) => {
    await signInAs(BUDI);
    const otp = await requestMobileOtp(number);
    expect(otp.status).toBe(400);
    expect(otp.problem).toEqual(problem);
    expect([...getDemoStore().otps.keys()].some((key) => key.startsWith('mobile:'))).toBe(false);
  });

  it('refuses a wrong code, and a code sent for another member or for a sign-in', async () => {
    await signInAs(SITI);
    const sitis = await requestMobileOtp(NEW_NUMBER);
    await signInAs(BUDI);
    expect((await changeMobile(NEW_NUMBER, sitis.data!.otpCode!)).problem).toEqual({ otp_code: ['Kode OTP salah'] });
    const otp = await requestMobileOtp(NEW_NUMBER);
    expect((await changeMobile(NEW_NUMBER, wrongCode(otp.data!.otpCode!))).problem).toEqual({ otp_code: ['Kode OTP salah'] });
    const login = await requestLoginOtp(SITI, 'whatsapp');
    expect((await changeMobile(SITI, login.data!.otpCode!)).status).toBe(400);
    expect(getDemoStore().users.find((u) => u.uid === 'usr-budi')?.mobile_no).toBe(BUDI);
  });

  it('refuses the number when another account has taken it since the code was sent', async () => {
    await signInAs(BUDI);
    const otp = await requestMobileOtp(NEW_NUMBER);
    const registration = await requestRegisterOtp(NEW_NUMBER);
    expect((await register({ email: '', otp_code: registration.data!.otpCode!, mobile_no: NEW_NUMBER, first_name: 'Andi' })).status).toBe(
      201,
    );
    const moved = await changeMobile(NEW_NUMBER, otp.data!.otpCode!);
    expect(moved.problem).toEqual({ address: { code: 'exists', message: 'Nomor sudah terdaftar di akun lain.' } });
  });

  it("counts code requests against the new number's limits, shared with sign-in and registration", async () => {
    await signInAs(BUDI);
    for (let i = 0; i < ATTEMPT_LIMITS['otp-request']; i += 1) expect((await requestMobileOtp(NEW_NUMBER)).ok).toBe(true);
    const refused = await requestMobileOtp(NEW_NUMBER);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(590);
    expect(refused.error).toMatch(/^Terlalu banyak permintaan kode OTP untuk nomor ini\./);
    expect((await requestRegisterOtp(NEW_NUMBER)).status).toBe(429);
    // Another number has its own.
    expect((await requestMobileOtp('081355558888')).ok).toBe(true);
  });

  it('after five wrong codes refuses even the right one until the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await signInAs(BUDI);
    const right = (await requestMobileOtp(NEW_NUMBER)).data!.otpCode!;
    for (let i = 0; i < ATTEMPT_LIMITS['wrong-code']; i += 1) expect((await changeMobile(NEW_NUMBER, wrongCode(right))).status).toBe(400);
    const locked = await changeMobile(NEW_NUMBER, right);
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + ATTEMPT_WINDOW_MS + 1000);
    const again = await requestMobileOtp(NEW_NUMBER);
    expect((await changeMobile(NEW_NUMBER, again.data!.otpCode!)).ok).toBe(true);
  });
});

describe('deletion', () => {
  it('deletes the account with the code sent to its own number: the token is refused, the number asks to register', async () => {
    const token = await signInAs(BUDI);
    expect((await listMyDeals()).data?.length).toBeGreaterThan(0);
    const otp = await requestAccountDeletionOtp();
    expect(otp.ok).toBe(true);
    expect(otp.data?.otpCode).toMatch(/^\d{6}$/);

    const before = Date.now();
    const deleted = await deleteAccount(otp.data!.otpCode!, '  Pindah kota  ');
    expect(deleted.status).toBe(202);
    expect(deleted.data?.reference).toMatch(/^DEL-[A-Z2-9]{8}$/);
    const due = Date.parse(deleted.data!.dueAt!) - before;
    expect(due).toBeGreaterThanOrEqual(DELETION_DUE_DAYS * 24 * 3600_000 - 1000);
    expect(due).toBeLessThanOrEqual(DELETION_DUE_DAYS * 24 * 3600_000 + 1000);

    expect((await getTokenInfo(token)).status).toBe(401);
    expect((await getMember()).status).toBe(401);
    const store = getDemoStore();
    expect(store.users.some((u) => u.uid === 'usr-budi')).toBe(false);
    expect(store.members.some((m) => m.uid === 'mbr-budi')).toBe(false);
    expect(store.vouchers.some((v) => v.member_uid === 'mbr-budi')).toBe(false);
    expect(store.consents['usr-budi']).toBeUndefined();
    expect(store.deletions).toEqual([
      expect.objectContaining({ reference: deleted.data!.reference, user_uid: 'usr-budi', reason: 'Pindah kota' }),
    ]);

    setAuthToken(null);
    expect((await requestLoginOtp(BUDI, 'whatsapp')).problem).toEqual({ address: { code: 'not-found', message: 'Nomor belum terdaftar' } });
    expect((await requestRegisterOtp(BUDI)).ok).toBe(true);
  });

  it('answers the raw 202 {reference, due_at}', async () => {
    const token = await signInAs(SITI);
    const otp = await requestAccountDeletionOtp();
    const response = await postJson(`${AUTH}/account/delete/`, { otp_code: otp.data!.otpCode }, { ...KEY, Authorization: `Jwt ${token}` });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ reference: expect.any(String), due_at: expect.any(String) });
  });

  it("refuses a wrong code, and another member's code, deleting nothing", async () => {
    await signInAs(SITI);
    const sitis = (await requestAccountDeletionOtp()).data!.otpCode!;
    await signInAs(BUDI);
    expect((await deleteAccount(sitis)).problem).toEqual({ otp_code: ['Kode OTP salah'] });
    const right = (await requestAccountDeletionOtp()).data!.otpCode!;
    expect((await deleteAccount(wrongCode(right))).status).toBe(400);
    // A sign-in code for the same number is not a deletion code.
    const login = (await requestLoginOtp(BUDI, 'whatsapp')).data!.otpCode!;
    expect((await deleteAccount(login)).status).toBe(400);
    expect(getDemoStore().users.some((u) => u.uid === 'usr-budi')).toBe(true);
    expect(getDemoStore().users.some((u) => u.uid === 'usr-siti')).toBe(true);
  });

  it("shares the number's limits with sign-in: code requests, and wrong codes that lock even the right one", async () => {
    await signInAs(BUDI);
    // signInAs asked for one code already.
    for (let i = 1; i < ATTEMPT_LIMITS['otp-request']; i += 1) expect((await requestAccountDeletionOtp()).ok).toBe(true);
    expect((await requestAccountDeletionOtp()).status).toBe(429);
    expect((await requestLoginOtp(BUDI, 'whatsapp')).status).toBe(429);

    const right = getDemoStore().otps.get(`delete:${BUDI}`)!.code;
    for (let i = 0; i < ATTEMPT_LIMITS['wrong-code']; i += 1) await deleteAccount(wrongCode(right));
    expect((await deleteAccount(right)).status).toBe(429);
    expect(getDemoStore().users.some((u) => u.uid === 'usr-budi')).toBe(true);
  });
});

describe('consents', () => {
  it("lists the demo member's three consents with the scheme's Indonesian texts, versions and when each was changed", async () => {
    await signInAs(BUDI);
    const consents = await listConsents();
    expect(consents.data).toEqual([
      {
        key: 'marketing_whatsapp',
        granted: true,
        text: expect.stringContaining('WhatsApp'),
        version: '2024-10',
        updatedAt: expect.any(String),
      },
      { key: 'marketing_email', granted: false, text: expect.stringContaining('email'), version: '2024-10', updatedAt: expect.any(String) },
      { key: 'marketing_push', granted: false, text: expect.stringContaining('notifikasi'), version: '2024-10', updatedAt: null },
    ]);
    expect(consents.data!.every((consent) => consent.text.startsWith('Saya bersedia'))).toBe(true);
  });

  it('gives none for a user who never chose', async () => {
    await signInAs(DEWI);
    expect((await listConsents()).data?.map(({ granted, updatedAt }) => ({ granted, updatedAt }))).toEqual([
      { granted: false, updatedAt: null },
      { granted: false, updatedAt: null },
      { granted: false, updatedAt: null },
    ]);
  });

  it('stores a change, answering every consent; a consent sent unchanged keeps its date', async () => {
    await signInAs(BUDI);
    const before = (await listConsents()).data!;
    const saved = await updateConsents([
      { key: 'marketing_push', granted: true, version: '2024-10' },
      { key: 'marketing_whatsapp', granted: true, version: '2024-10' },
    ]);
    expect(saved.ok).toBe(true);
    expect(saved.data?.map((c) => [c.key, c.granted])).toEqual([
      ['marketing_whatsapp', true],
      ['marketing_email', false],
      ['marketing_push', true],
    ]);
    const push = saved.data!.find((c) => c.key === 'marketing_push')!;
    expect(Date.now() - Date.parse(push.updatedAt!)).toBeLessThan(5000);
    expect(saved.data![0].updatedAt).toBe(before[0].updatedAt);
    // Read again, as a reload would.
    expect((await listConsents()).data).toEqual(saved.data);
  });

  it('withdraws a consent whatever version is sent, and refuses to give one to a text since changed', async () => {
    await signInAs(BUDI);
    const withdrawn = await updateConsents([{ key: 'marketing_whatsapp', granted: false, version: '2023-01' }]);
    expect(withdrawn.data?.[0]).toMatchObject({ key: 'marketing_whatsapp', granted: false });
    const stale = await updateConsents([{ key: 'marketing_email', granted: true, version: '2023-01' }]);
    expect(stale.status).toBe(400);
    expect(stale.error).toBe('Teks persetujuan ini sudah diperbarui. Muat ulang halaman untuk membacanya.');
  });

  it.each([
    [
      'an unknown key',
      [
        { key: 'marketing_email', granted: true, version: '2024-10' },
        { key: 'sms', granted: true, version: '2024-10' },
      ],
    ],
    ['a choice that is no boolean', [{ key: 'marketing_email', granted: 'yes', version: '2024-10' }]],
    ['no list', { key: 'marketing_email', granted: true, version: '2024-10' }],
  ])('refuses %s with 400, storing none of the list', async (_label, body) => {
    const token = await signInAs(BUDI);
    const response = await send('PUT', `${API}/member/api/member/0/consent/`, body, { ...KEY, Authorization: `Jwt ${token}` });
    expect(response.status).toBe(400);
    expect((await listConsents()).data?.find((c) => c.key === 'marketing_email')?.granted).toBe(false);
  });

  it("are the caller's own", async () => {
    await signInAs(SITI);
    await updateConsents([{ key: 'marketing_email', granted: true, version: '2024-10' }]);
    await signInAs(BUDI);
    expect((await listConsents()).data?.find((c) => c.key === 'marketing_email')?.granted).toBe(false);
  });
});

describe('a backend without them (tests/msw-server.ts withoutOptionalCalls)', () => {
  it.each([404, 405, 501] as const)('answers each %i, which notOffered() reads; the other calls answer as ever', async (status) => {
    await signInAs(BUDI);
    server.use(...withoutOptionalCalls(status));
    const results = [
      await updateProfile({ first_name: 'X' }),
      await requestMobileOtp(NEW_NUMBER),
      await changeMobile(NEW_NUMBER, '123456'),
      await requestAccountDeletionOtp(),
      await deleteAccount('123456'),
      await listConsents(),
      await updateConsents([{ key: 'marketing_email', granted: true, version: '2024-10' }]),
    ];
    expect(results.map((result) => [result.status, notOffered(result)])).toEqual(results.map(() => [status, true]));
    expect((await getMember()).ok).toBe(true);
    expect(getDemoStore().users.find((u) => u.uid === 'usr-budi')?.first_name).toBe('Budi');
  });

  it('notOffered() is false for an answer and for every other failure', async () => {
    expect(notOffered(await listConsents())).toBe(false); // 401: no token
    await signInAs(BUDI);
    expect(notOffered(await listConsents())).toBe(false);
    expect(notOffered(await requestMobileOtp(SITI))).toBe(false); // 400
    for (const status of [400, 409, 429, 500, 502, 503]) expect(notOffered({ ok: false, status, data: undefined })).toBe(false);
  });
});

describe('signing in after a deletion', () => {
  it('asks the old number to register, and registering makes a new account with nothing of the old', async () => {
    await signInAs(SITI);
    await deleteAccount((await requestAccountDeletionOtp()).data!.otpCode!);
    setAuthToken(null);
    const login = await requestLoginOtp(SITI, 'whatsapp');
    expect(login.problem).toMatchObject({ address: { code: 'not-found' } });
    const otp = await requestRegisterOtp(SITI);
    const token = await register({ email: '', otp_code: otp.data!.otpCode!, mobile_no: SITI, first_name: 'Siti' });
    expect(token.status).toBe(201);
    setAuthToken(token.data!);
    expect((await getMember()).status).toBe(404);
    expect((await getTokenInfo(token.data!)).data).toMatchObject({ first_name: 'Siti', last_name: '', email: '' });
  });
});
