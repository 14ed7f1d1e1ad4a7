import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER_TOKEN } from '@/lib/demo-api/seed';
import { API, AUTH, KEY, postJson } from './helpers';

const EVERY_GET = [
  `${API}/directory/api/application/0/`,
  `${API}/directory/api/business/0/?visitor=v`,
  `${API}/visitor/api/event/?event_name=view&_goid=go-1`,
  `${API}/member/api/scheme/0/`,
  `${API}/member/api/member/0/`,
  `${API}/member/api/member/0/referral_summary/`,
  `${API}/member/api/deal/`,
  `${API}/member/api/deal/kaos-kaki-gratis/`,
  `${API}/member/api/deal/my_deals/`,
  `${API}/member/api/reward/`,
  `${API}/member/api/transaction/`,
  `${API}/sales/api/store/?channel=offline`,
  `${API}/catalog/api/product/search/?size=0&category_depth=2`,
  `${API}/catalog/api/product/101/`,
  `${API}/content/api/content/?model=banner`,
  `${API}/content/api/content/home/?model=page`,
];

const EVERY_POST = [
  `${API}/visitor/api/init/`,
  `${API}/visitor/api/register/`,
  `${API}/visitor/api/log_event/`,
  `${API}/visitor/api/reset/`,
  `${API}/member/api/member/register/`,
  `${API}/member/api/deal/kaos-kaki-gratis/redeem/`,
  `${AUTH}/token-info/`,
  `${AUTH}/token-auth/otp/`,
  `${AUTH}/token-auth/`,
  `${AUTH}/register/otp/`,
  `${AUTH}/register/`,
];

const MEMBER_GETS = [
  `${API}/member/api/member/0/`,
  `${API}/member/api/member/0/referral_summary/`,
  `${API}/member/api/deal/my_deals/`,
  `${API}/member/api/reward/`,
  `${API}/member/api/transaction/`,
  `${API}/sales/api/store/`,
];

describe('API key', () => {
  it.each(EVERY_GET)('GET %s without X-Api-Key is 403 with a detail', async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Jwt ${DEMO_MEMBER_TOKEN}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  });

  it.each(EVERY_POST)('POST %s without X-Api-Key is 403 with a detail', async (url) => {
    const response = await postJson(url, {}, { Authorization: `Jwt ${DEMO_MEMBER_TOKEN}` });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  });

  it('an empty X-Api-Key is refused too', async () => {
    const response = await postJson(`${API}/visitor/api/init/`, {}, { 'X-Api-Key': '  ' });
    expect(response.status).toBe(403);
  });

  it.each([...EVERY_GET.map((url) => ['GET', url]), ...EVERY_POST.map((url) => ['POST', url])])(
    "%s %s with a key other than the portal's is 403",
    async (method, url) => {
      const headers = { 'X-Api-Key': 'whatever', Authorization: `Jwt ${DEMO_MEMBER_TOKEN}`, 'Content-Type': 'application/json' };
      const response = await fetch(url, { method, headers, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ detail: 'Kunci API (X-Api-Key) tidak valid.' });
    },
  );

  it('token-info tells nothing about a token to a caller without the key', async () => {
    const response = await postJson(`${AUTH}/token-info/`, { token: DEMO_MEMBER_TOKEN }, { 'X-Api-Key': 'guessed' });
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).not.toContain('Budi');
  });

  it("the portal's key opens the public calls", async () => {
    const response = await fetch(`${API}/member/api/scheme/0/`, { headers: KEY });
    expect(response.status).toBe(200);
  });
});

describe('member token', () => {
  it.each(MEMBER_GETS)('GET %s without a token is 401', async (url) => {
    const response = await fetch(url, { headers: KEY });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  });

  it.each(['demo.unknown-token', 'demo-expired.abc', `Bearer ${DEMO_MEMBER_TOKEN}`])('refuses the credential %s', async (token) => {
    const header = token.startsWith('Bearer') ? token : `Jwt ${token}`;
    const response = await fetch(`${API}/member/api/member/0/`, { headers: { ...KEY, Authorization: header } });
    expect(response.status).toBe(401);
  });

  it.each([`${API}/member/api/deal/`, `${API}/member/api/deal/kaos-kaki-gratis/`])(
    'lets a guest browse %s without a token',
    async (url) => {
      const response = await fetch(url, { headers: KEY });
      expect(response.status).toBe(200);
    },
  );

  it('refuses a redeem without a token', async () => {
    const response = await postJson(`${API}/member/api/deal/kaos-kaki-gratis/redeem/`, {});
    expect(response.status).toBe(401);
  });

  it('accepts the seeded demo token', async () => {
    const response = await fetch(`${API}/member/api/member/0/`, { headers: { ...KEY, Authorization: `Jwt ${DEMO_MEMBER_TOKEN}` } });
    expect(response.status).toBe(200);
  });
});

describe('routing', () => {
  it('answers any origin', async () => {
    const response = await fetch('https://elsewhere.example/some/prefix/v1/member/api/scheme/0/', { headers: KEY });
    expect(response.status).toBe(200);
  });

  it('does not let auth register/ swallow member/register/', async () => {
    const response = await postJson(`${API}/member/api/member/register/`, { referral_code: '' });
    // A member call: refused for want of a token, not answered as an auth field error.
    expect(response.status).toBe(401);
  });
});
