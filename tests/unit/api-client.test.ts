import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as auth from '@/lib/api/auth';
import * as catalog from '@/lib/api/catalog';
import * as content from '@/lib/api/content';
import * as directory from '@/lib/api/directory';
import { request, retryAfterSeconds, setAuthToken, setBusinessUid } from '@/lib/api/http';
import * as member from '@/lib/api/member';
import { MAX_WAIT_SECONDS, tooManyMessage, waitCountdown, waitInWords, waitSeconds } from '@/lib/api/too-many';
import type { ApiResult } from '@/lib/api/types';
import * as visitor from '@/lib/api/visitor';
import { server } from '../msw-server';

const API = 'http://portal.test/demo-api/v1/';
const AUTH = 'http://portal.test/demo-api/auth/';

interface Captured {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** Answers every call with `answer` and records what was sent. */
function capture(answer: () => Response = () => HttpResponse.json({})) {
  const sent: Captured[] = [];
  server.use(
    http.all('*', async ({ request: req }) => {
      const text = req.method === 'GET' ? '' : await req.text();
      sent.push({ method: req.method, url: new URL(req.url), headers: req.headers, body: text ? JSON.parse(text) : undefined });
      return answer();
    }),
  );
  return sent;
}

type Row = [name: string, call: () => Promise<unknown>, method: string, url: string, body?: unknown];

// Every client call, named by its operation in contract/openapi.yaml: what goes on the wire.
const calls: Row[] = [
  ['getApplication', () => directory.getApplication(), 'GET', `${API}directory/api/application/0/`],
  ['getBusiness', () => directory.getBusiness('v-1'), 'GET', `${API}directory/api/business/0/?visitor=v-1`],
  [
    'initVisitor',
    () => visitor.initVisitor({ _referrer: 'r', _origin: 'o', _goid: 'g' }),
    'POST',
    `${API}visitor/api/init/`,
    { _referrer: 'r', _origin: 'o', _goid: 'g' },
  ],
  [
    'registerVisitor',
    () => visitor.registerVisitor({ _goid: 'g', visitor_id: 'v' }),
    'POST',
    `${API}visitor/api/register/`,
    { _goid: 'g', visitor_id: 'v' },
  ],
  [
    'logVisitorEvent',
    () => visitor.logVisitorEvent('g', 'view', { path: '/' }),
    'POST',
    `${API}visitor/api/log_event/`,
    { _goid: 'g', event_name: 'view', event_data: { path: '/' } },
  ],
  ['listVisitorEvents', () => visitor.listVisitorEvents('go-1'), 'GET', `${API}visitor/api/event/?event_name=view&_goid=go-1`],
  ['resetVisitor', () => visitor.resetVisitor('g'), 'POST', `${API}visitor/api/reset/`, { _goid: 'g' }],
  ['getTokenInfo', () => auth.getTokenInfo('t'), 'POST', `${AUTH}token-info/`, { token: 't' }],
  [
    'updateProfile (only the fields given)',
    () => auth.updateProfile({ first_name: 'Budi', email: '', mobile_no: '0899' } as Parameters<typeof auth.updateProfile>[0]),
    'PATCH',
    `${AUTH}profile/`,
    { first_name: 'Budi', email: '' },
  ],
  ['requestMobileOtp', () => auth.requestMobileOtp('0813'), 'POST', `${AUTH}profile/mobile/otp/`, { address: '0813', method: 'whatsapp' }],
  ['changeMobile', () => auth.changeMobile('0813', '123456'), 'POST', `${AUTH}profile/mobile/`, { address: '0813', otp_code: '123456' }],
  ['requestAccountDeletionOtp', () => auth.requestAccountDeletionOtp(), 'POST', `${AUTH}account/delete/otp/`, { method: 'whatsapp' }],
  ['deleteAccount', () => auth.deleteAccount('123456'), 'POST', `${AUTH}account/delete/`, { otp_code: '123456' }],
  [
    'deleteAccount with a reason',
    () => auth.deleteAccount('123456', ' Pindah '),
    'POST',
    `${AUTH}account/delete/`,
    { otp_code: '123456', reason: 'Pindah' },
  ],
  [
    'requestLoginOtp (default email)',
    () => auth.requestLoginOtp('a@b.co'),
    'POST',
    `${AUTH}token-auth/otp/`,
    { address: 'a@b.co', method: 'email' },
  ],
  [
    'requestLoginOtp whatsapp',
    () => auth.requestLoginOtp('0812', 'whatsapp'),
    'POST',
    `${AUTH}token-auth/otp/`,
    { address: '0812', method: 'whatsapp' },
  ],
  ['signIn', () => auth.signIn('0812', '123456'), 'POST', `${AUTH}token-auth/`, { username: '0812', otp_code: '123456' }],
  [
    'requestRegisterOtp',
    () => auth.requestRegisterOtp('0812', 'whatsapp'),
    'POST',
    `${AUTH}register/otp/`,
    { address: '0812', method: 'whatsapp' },
  ],
  [
    'register',
    () => auth.register({ email: 'a@b.co', otp_code: '1', mobile_no: '0812', first_name: 'A' }),
    'POST',
    `${AUTH}register/`,
    { email: 'a@b.co', otp_code: '1', mobile_no: '0812', first_name: 'A' },
  ],
  ['getScheme', () => member.getScheme(), 'GET', `${API}member/api/scheme/0/`],
  ['getMember', () => member.getMember(), 'GET', `${API}member/api/member/0/`],
  ['getReferralSummary', () => member.getReferralSummary(), 'GET', `${API}member/api/member/0/referral_summary/`],
  ['registerMember', () => member.registerMember('BUDI24'), 'POST', `${API}member/api/member/register/`, { referral_code: 'BUDI24' }],
  ['listDeals', () => member.listDeals(), 'GET', `${API}member/api/deal/`],
  ['getDeal', () => member.getDeal('d 1'), 'GET', `${API}member/api/deal/d%201/`],
  ['redeemDeal', () => member.redeemDeal('d1'), 'POST', `${API}member/api/deal/d1/redeem/`, {}],
  ['listMyDeals', () => member.listMyDeals(), 'GET', `${API}member/api/deal/my_deals/`],
  ['listRewards', () => member.listRewards(), 'GET', `${API}member/api/reward/`],
  ['listTransactions', () => member.listTransactions(), 'GET', `${API}member/api/transaction/`],
  ['listTransactions page 2', () => member.listTransactions(2), 'GET', `${API}member/api/transaction/?page=2`],
  ['listStores', () => member.listStores('online'), 'GET', `${API}sales/api/store/?channel=online`],
  ['listConsents', () => member.listConsents(), 'GET', `${API}member/api/member/0/consent/`],
  [
    'updateConsents (only the key, choice and version)',
    () => member.updateConsents([{ key: 'marketing_email', granted: true, version: '2024-10', text: 'x' } as never]),
    'PUT',
    `${API}member/api/member/0/consent/`,
    [{ key: 'marketing_email', granted: true, version: '2024-10' }],
  ],
  [
    'searchProducts',
    () => catalog.searchProducts({ q: 'sepatu', category: 'lari', brand: 'nike', size: 12, sort: '-price', page: 2 }),
    'GET',
    `${API}catalog/api/product/search/?q=sepatu&category=lari&brand=nike&size=12&sort=-price&page=2`,
  ],
  ['getCategoryTree', () => catalog.getCategoryTree(), 'GET', `${API}catalog/api/product/search/?size=0&category_depth=2`],
  ['getProduct', () => catalog.getProduct('42'), 'GET', `${API}catalog/api/product/42/`],
  ['listBanners', () => content.listBanners(), 'GET', `${API}content/api/content/?model=banner`],
  ['getPage home', () => content.getPage('home'), 'GET', `${API}content/api/content/home/?model=page`],
  ['getPage about', () => content.getPage('about'), 'GET', `${API}content/api/content/about/?model=page`],
  ['getPage register', () => content.getPage('register'), 'GET', `${API}content/api/content/register/?model=page`],
  ['getPage member-home', () => content.getPage('member-home'), 'GET', `${API}content/api/content/member-home/?model=page`],
  ['getPage portal-home', () => content.getPage('portal-home'), 'GET', `${API}content/api/content/portal-home/?model=page`],
  [
    'listBlogPosts',
    () => content.listBlogPosts({ q: 'lari', tags: 'tips', size: 6 }),
    'GET',
    `${API}content/api/content/?model=blog&q=lari&tags=tips&size=6`,
  ],
  ['getBlogPost', () => content.getBlogPost('tips-lari'), 'GET', `${API}content/api/content/tips-lari/?model=blog`],
  ['listBlogCategories', () => content.listBlogCategories(), 'GET', `${API}content/api/content/?model=blog-category`],
  [
    'listStoreLocations',
    () => content.listStoreLocations('Bandung'),
    'GET',
    `${API}content/api/content/?model=store-location&city_f=Bandung`,
  ],
  ['listProductCategories', () => content.listProductCategories(), 'GET', `${API}content/api/content/?model=product-category`],
  [
    'listContentProducts',
    () =>
      content.listContentProducts({
        q: 'a',
        category_f: 'b',
        protection_type_f: 'c',
        product_type_f: 'd',
        installation_f: 'e',
        phase_f: 'f',
      }),
    'GET',
    `${API}content/api/content/?model=product&q=a&category_f=b&protection_type_f=c&product_type_f=d&installation_f=e&phase_f=f`,
  ],
  ['listFaqs', () => content.listFaqs('poin'), 'GET', `${API}content/api/content/?model=faq&q=poin`],
  ['listPromotions', () => content.listPromotions(), 'GET', `${API}content/api/content/?model=promotion`],
  ['listBenefits', () => content.listBenefits(), 'GET', `${API}content/api/content/?model=member-benefit`],
  ['getBenefit', () => content.getBenefit('gratis-ongkir'), 'GET', `${API}content/api/content/gratis-ongkir/?model=member-benefit`],
  ['listHelpCategories', () => content.listHelpCategories(), 'GET', `${API}content/api/content/?model=help-category`],
  [
    'getHelpArticle',
    () => content.getHelpArticle('otp-tidak-masuk'),
    'GET',
    `${API}content/api/content/otp-tidak-masuk/?model=help-article`,
  ],
  [
    'listHelpArticles',
    () => content.listHelpArticles({ topic: 't', q: 'q', tags: 'x', size: 3 }),
    'GET',
    `${API}content/api/content/?model=help-article&topic=t&q=q&tags=x&size=3`,
  ],
  [
    'listHelpTopics',
    () => content.listHelpTopics({ category_f: 'c', q: 'q', tags: 'x', size: 3 }),
    'GET',
    `${API}content/api/content/?model=help-topic&category_f=c&q=q&tags=x&size=3`,
  ],
];

describe('API client: every call', () => {
  it.each(calls)('%s sends %s %s', async (_name, call, method, url, body) => {
    const sent = capture();
    await call();
    expect(sent).toHaveLength(1);
    const [req] = sent;
    expect(req.method).toBe(method);
    expect(req.url.href).toBe(url);
    expect(req.body).toEqual(body);
    expect(req.headers.get('x-api-key')).toBe('test-key');
    expect(req.headers.get('content-type')).toBe(body === undefined ? null : 'application/json');
    expect(req.headers.get('authorization')).toBeNull();
    expect(req.headers.get('x-service-key')).toBeNull();
  });

  it.each(calls)('%s carries the token and business uid when present', async (_name, call) => {
    setAuthToken('tok-123');
    setBusinessUid('biz-9');
    const sent = capture();
    await call();
    expect(sent[0].headers.get('authorization')).toBe('Jwt tok-123');
    expect(sent[0].headers.get('x-service-key')).toBe('biz-9');
    expect(sent[0].headers.get('x-api-key')).toBe('test-key');
  });
});

describe('API client: answers and failures', () => {
  it('sends form data as multipart without a JSON content type', async () => {
    const sent: { type: string | null; field: FormDataEntryValue | null }[] = [];
    server.use(
      http.post('*/v1/upload/', async ({ request: req }) => {
        sent.push({ type: req.headers.get('content-type'), field: (await req.formData()).get('name') });
        return HttpResponse.json({ ok: true });
      }),
    );
    const form = new FormData();
    form.set('name', 'Budi');
    const result = await request('upload/', { method: 'POST', body: form });
    expect(result.ok).toBe(true);
    expect(sent[0].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0].field).toBe('Budi');
  });

  it("trims the application's name and title: one of spaces is none (no blank page title or heading)", async () => {
    server.use(
      http.get('*/v1/directory/api/application/0/', () =>
        HttpResponse.json({ uid: 'a', name: '   ', app_settings: { 'app.title': ' \n' } }),
      ),
    );
    const { data } = await directory.getApplication();
    expect(data?.name).toBe('');
    expect(data?.settings.title).toBe('');
  });

  it("trims a reward's name and description: one of spaces is none, and the card says Reward", async () => {
    server.use(http.get('*/v1/member/api/reward/', () => HttpResponse.json([{ uid: 'r', name: ' ', description: ' Bonus ', points: 5 }])));
    const { data } = await member.listRewards();
    expect(data?.[0]).toMatchObject({ name: '', description: 'Bonus' });
  });

  it("trims the business's contact texts: one of spaces is none, so the footer keeps the site's own", async () => {
    server.use(
      http.get('*/v1/directory/api/business/0/', () =>
        HttpResponse.json({ uid: 'b', name: ' Arena ', email: '  ', phone: ' 021-5088-1234 ', address: '\n' }),
      ),
    );
    const { data } = await directory.getBusiness();
    expect(data).toEqual({ uid: 'b', name: 'Arena', email: '', phone: '021-5088-1234', address: '' });
  });

  it('maps a transport failure to status 500 with the message', async () => {
    server.use(http.get('*/v1/directory/api/application/0/', () => HttpResponse.error()));
    const result = await directory.getApplication();
    expect(result).toMatchObject({ ok: false, status: 500, data: undefined });
    expect(result.error).toBeTruthy();
  });

  it('maps a timeout to status 500 with a message', async () => {
    server.use(http.get('*/v1/ping/', () => new Promise<Response>(() => {})));
    const result = await request('ping/', { timeoutMs: 50 });
    expect(result).toEqual({ ok: false, status: 500, data: undefined, error: 'Request timed out after 50 ms' });
  });

  it('gives up at its timeout even when the fetch it joined does not listen to the abort', async () => {
    // As Next's server fetch does when it joins an identical call already under way (deduplication).
    const deaf = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    try {
      const started = Date.now();
      const result = await request('ping/', { timeoutMs: 50 });
      expect(result).toEqual({ ok: false, status: 500, data: undefined, error: 'Request timed out after 50 ms' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      deaf.mockRestore();
    }
  });

  it('gives undefined data for a body that is not JSON', async () => {
    server.use(http.get('*/v1/ping/', () => new HttpResponse('<html>nope</html>', { status: 200 })));
    expect(await request('ping/')).toEqual({ ok: true, status: 200, data: undefined });
  });

  it('treats any status >= 400 as a failure and keeps detail and the error body', async () => {
    server.use(http.post('*/v1/member/api/deal/d1/redeem/', () => HttpResponse.json({ detail: 'Poin tidak cukup' }, { status: 400 })));
    const result = await member.redeemDeal('d1');
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      data: undefined,
      error: 'Poin tidak cukup',
      problem: { detail: 'Poin tidak cukup' },
    });
  });

  it('keeps a coded field error for the caller', async () => {
    server.use(
      http.post('*/auth/token-auth/otp/', () =>
        HttpResponse.json({ address: { code: 'not-found', message: 'Nomor belum terdaftar' } }, { status: 400 }),
      ),
    );
    const result = await auth.requestLoginOtp('0899', 'whatsapp');
    expect(result.ok).toBe(false);
    expect(result.problem?.address).toEqual({ code: 'not-found', message: 'Nomor belum terdaftar' });
  });

  it('reads the code length the server states when it is a whole number from 1 to 12, else 6: a billion boxes would take the tab down', async () => {
    const lengthRead = async (length: unknown) => {
      server.use(http.post('*/auth/token-auth/otp/', () => HttpResponse.json({ length, expired_at: '2026-11-25T10:00:00Z' })));
      return (await auth.requestLoginOtp('0812', 'whatsapp')).data?.length;
    };
    expect(await lengthRead(4)).toBe(4);
    expect(await lengthRead('8')).toBe(8);
    expect(await lengthRead(12)).toBe(12);
    for (const garbage of [1e9, 13, 0, -5, 2.5, 'enam', null, {}]) expect(await lengthRead(garbage)).toBe(6);
  });

  it('reads a bare list and a page alike', async () => {
    const deal = { uid: 'd1', name: 'Voucher', price: 500, description: '<p>x</p>', images: [{ image_url: '/a.svg' }] };
    server.use(http.get('*/v1/member/api/deal/', () => HttpResponse.json([deal])));
    const bare = await member.listDeals();
    server.use(http.get('*/v1/member/api/deal/', () => HttpResponse.json({ count: 1, next: null, previous: null, results: [deal] })));
    const page = await member.listDeals();
    expect(bare.data).toEqual(page.data);
    expect(page.data?.[0]).toEqual({
      uid: 'd1',
      name: 'Voucher',
      price: 500,
      description: '<p>x</p>',
      images: [{ url: '/a.svg' }],
      codes: [],
    });
  });

  it('reads the points history as pages: a next page means more, a bare list is the whole history', async () => {
    const row = { uid: 't1', created_at: '2026-11-01T10:00:00+07:00', description: 'Belanja', points: 100 };
    const TRANSACTIONS = '*/v1/member/api/transaction/';
    server.use(
      http.get(TRANSACTIONS, () =>
        HttpResponse.json({ count: 21, next: 'https://api.example/v1/member/api/transaction/?page=2', previous: null, results: [row] }),
      ),
    );
    expect((await member.listTransactions()).data).toEqual({
      transactions: [expect.objectContaining({ uid: 't1' })],
      hasMore: true,
      count: 21,
    });
    server.use(http.get(TRANSACTIONS, () => HttpResponse.json({ count: 21, next: null, previous: 'x', results: [row] })));
    expect((await member.listTransactions(2)).data).toMatchObject({ hasMore: false, count: 21 });
    server.use(http.get(TRANSACTIONS, () => HttpResponse.json([row, row])));
    expect((await member.listTransactions()).data).toEqual({ transactions: [expect.anything(), expect.anything()], hasMore: false });
    // Neither a list nor a page: a failure (the history offers a retry), not an empty history.
    server.use(http.get(TRANSACTIONS, () => HttpResponse.json({ detail: 'ok' })));
    expect(await member.listTransactions()).toMatchObject({ ok: false, data: undefined });
  });

  it('reads a member whose balance is a decimal string', async () => {
    server.use(
      http.get('*/v1/member/api/member/0/', () =>
        HttpResponse.json({
          uid: 'm',
          level: { uid: 'g', name: 'Gold', icon: { image_url: '/gold.svg' } },
          account: { balance: '24750.00', referral_code: 'BUDI24' },
        }),
      ),
    );
    expect((await member.getMember()).data).toEqual({
      uid: 'm',
      level: { uid: 'g', name: 'Gold', iconUrl: '/gold.svg' },
      balance: 24750,
      referralCode: 'BUDI24',
      expiringPoints: [],
    });
  });

  it('survives an answer with every field missing or null', async () => {
    server.use(
      http.get('*/v1/member/api/member/0/', () => HttpResponse.json({ level: null, account: null })),
      http.get('*/v1/content/api/content/', () => HttpResponse.json({ results: [null, 3, { name: 'Only a name' }] })),
    );
    // A member answer without its balance has none to show: unknown, never 0.
    expect((await member.getMember()).data).toEqual({ uid: '', level: null, balance: null, expiringPoints: [] });
    expect((await content.listBenefits()).data).toEqual([{ key: '', title: 'Only a name', body: '', images: [], tags: [], extra: {} }]);
  });

  it('hands a 429 its detail and Retry-After in seconds', async () => {
    server.use(
      http.post('*/auth/token-auth/', () =>
        HttpResponse.json({ detail: 'Tunggu 30 detik.' }, { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    );
    expect(await auth.signIn('0812', '123456')).toMatchObject({ ok: false, status: 429, error: 'Tunggu 30 detik.', retryAfter: 30 });
  });

  /** When the dates below were written: each test reads them at that time, however long the file took to reach it. */
  const tableWrittenAt = Date.now();
  it.each<[string | null, number | undefined]>([
    ['120', 120],
    [' 0 ', 0],
    [new Date(tableWrittenAt + 90_000).toUTCString(), 90],
    [new Date(tableWrittenAt - 5_000).toUTCString(), 0],
    ['soon', undefined],
    ['-5', undefined],
    [null, undefined],
  ])('reads Retry-After %s as %s seconds', (value, seconds) => {
    vi.useFakeTimers({ toFake: ['Date'], now: tableWrittenAt });
    let read: number | undefined;
    try {
      read = retryAfterSeconds(value);
    } finally {
      vi.useRealTimers();
    }
    if (seconds === undefined) {
      expect(read).toBeUndefined();
    } else {
      expect(read).toBeGreaterThanOrEqual(seconds - 1);
      expect(read).toBeLessThanOrEqual(seconds);
    }
  });

  it.each<[ApiResult<unknown>, string | null]>([
    [{ ok: false, status: 429, data: undefined, error: 'Kata backend.', problem: { detail: 'Kata backend.' } }, 'Kata backend.'],
    [{ ok: false, status: 429, data: undefined, retryAfter: 12 }, 'Terlalu banyak percobaan. Coba lagi dalam 12 detik.'],
    [{ ok: false, status: 429, data: undefined }, 'Terlalu banyak percobaan. Coba lagi dalam 60 detik.'],
    [{ ok: false, status: 400, data: undefined, error: 'x' }, null],
  ])('tells the person about a 429: %o → %s', (result, message) => {
    expect(tooManyMessage(result)).toBe(message);
  });

  it("reads the account calls' answers at the edge: garbage is a failure, an accepted deletion is accepted", async () => {
    server.use(
      http.patch('*/auth/profile/', () => HttpResponse.json({ first_name: 'Budi' })),
      http.post('*/auth/profile/mobile/', () => HttpResponse.json({ user: { first_name: 'Budi', mobile_no: 813 } })),
      http.post('*/auth/account/delete/', () => new HttpResponse(null, { status: 202 })),
      http.get('*/v1/member/api/member/0/consent/', () => HttpResponse.json({ detail: 'ok' })),
      http.put('*/v1/member/api/member/0/consent/', () =>
        HttpResponse.json({
          count: 4,
          next: null,
          previous: null,
          results: [
            { key: ' marketing_email ', granted: 'yes', text: ' Email ', version: 3, updated_at: '' },
            { key: 'marketing_email', granted: true },
            { granted: true },
            'x',
            { key: 'marketing_push', granted: false, updated_at: '2026-01-02T03:04:05Z' },
          ],
        }),
      ),
    );
    // No `user`: the change cannot be read, and nothing is assumed.
    expect(await auth.updateProfile({ first_name: 'Budi' })).toMatchObject({ ok: false, status: 200, error: 'Unexpected answer' });
    expect((await auth.changeMobile('0813', '1')).data).toEqual({ first_name: 'Budi', last_name: '', email: '', mobile_no: '813' });
    // 202 with no body: the account is going all the same.
    expect(await auth.deleteAccount('1')).toMatchObject({ ok: true, status: 202, data: { reference: '', dueAt: null } });
    // Not a list: no "nothing to agree to".
    expect(await member.listConsents()).toMatchObject({ ok: false, error: 'Unexpected answer' });
    expect((await member.updateConsents()).data).toEqual([
      // A choice that is no boolean is not known, never "not given".
      { key: 'marketing_email', granted: null, text: 'Email', version: '3', updatedAt: null },
      { key: 'marketing_push', granted: false, text: '', version: '', updatedAt: '2026-01-02T03:04:05Z' },
    ]);
  });

  it("sends a token given to an account call in place of the session's", async () => {
    setAuthToken('tok-session');
    const sent = capture(() => HttpResponse.json([]));
    await member.listConsents('tok-route');
    await auth.requestAccountDeletionOtp('tok-route');
    expect(sent.map((req) => req.headers.get('authorization'))).toEqual(['Jwt tok-route', 'Jwt tok-route']);
  });

  it('reads a token-less sign-in answer as a failure', async () => {
    server.use(http.post('*/auth/token-auth/', () => HttpResponse.json({})));
    expect((await auth.signIn('0812', '123456')).ok).toBe(false);
  });
});

describe('API client: an expired session', () => {
  it('tells the unauthorized handler when an API call with a token answers 401', async () => {
    const { setUnauthorizedHandler } = await import('@/lib/api/http');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    setAuthToken('demo-expired.abc');
    await member.getMember();
    expect(handler).toHaveBeenCalledOnce();
    setUnauthorizedHandler(null);
  });

  it('stays quiet for a 401 without a token, and for the auth host (token-info answers it at start-up)', async () => {
    const { setUnauthorizedHandler } = await import('@/lib/api/http');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await member.getMember();
    setAuthToken('demo-expired.abc');
    await auth.getTokenInfo('demo-expired.abc');
    expect(handler).not.toHaveBeenCalled();
    setUnauthorizedHandler(null);
  });
});

describe('the wait after an attempt limit (429)', () => {
  it('reads in seconds up to a minute, then whole minutes, then whole hours, rounded up', () => {
    expect([1, 42, 60, 61, 299, 600, 3600, 3601, 86400].map(waitInWords)).toEqual([
      '1 detik',
      '42 detik',
      '60 detik',
      '2 menit',
      '5 menit',
      '10 menit',
      '60 menit',
      '2 jam',
      '24 jam',
    ]);
  });

  it('counts down in seconds up to a minute, then as m:ss and h:mm:ss', () => {
    expect([5, 60, 61, 599, 3600, 3661].map(waitCountdown)).toEqual(['5 detik', '60 detik', '1:01', '9:59', '1:00:00', '1:01:01']);
  });

  it('is at least a second and at most a day, whatever Retry-After says', () => {
    const tooMany = (retryAfter?: number) => ({
      ok: false,
      status: 429,
      data: undefined,
      ...(retryAfter === undefined ? {} : { retryAfter }),
    });
    expect(waitSeconds(tooMany(0))).toBe(1);
    expect(waitSeconds(tooMany())).toBe(60);
    expect(waitSeconds(tooMany(2_300_672_145))).toBe(MAX_WAIT_SECONDS);
    expect(tooManyMessage(tooMany(2_300_672_145))).toBe('Terlalu banyak percobaan. Coba lagi dalam 24 jam.');
  });
});

describe('the catalog search answer', () => {
  it('keeps each brand and category once, and none without a key (each is a filter by its key)', async () => {
    server.use(
      http.get('*/v1/catalog/api/product/search/', () =>
        HttpResponse.json({
          results: [],
          brands: [
            { key: 'nike', value: 'Nike' },
            { key: 'nike', value: 'Nike lagi' },
            { key: '', value: 'Tanpa kunci' },
          ],
          categories: [
            { key: 'sepatu', child_categories: [{ key: 'lari' }, { key: 'lari' }, { key: '' }] },
            { key: 'sepatu', child_categories: [] },
            { key: '' },
          ],
        }),
      ),
    );
    const { data } = await catalog.searchProducts();
    expect(data?.brands.map((b) => b.value)).toEqual(['Nike']);
    expect(data?.categories.map((c) => [c.key, c.childCategories.map((child) => child.key)])).toEqual([['sepatu', ['lari']]]);
  });
});
