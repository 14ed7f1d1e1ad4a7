// @vitest-environment node
// The demo API's handlers are typed by contract/openapi.yaml (openapi-msw, lib/demo-api/handlers/common.ts):
// a handler that answers a shape the contract does not allow, or serves a path it lacks, fails `tsc`. The
// `@ts-expect-error` lines below are those failures: were they to type-check, `tsc` (in npm test) would
// fail on the unused directive instead.
import { readFileSync } from 'node:fs';
import { HttpHandler, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { api, auth } from '@/lib/demo-api/handlers/common';
import { handlers } from '@/lib/demo-api/handlers';
import { accountHandlers } from '@/lib/demo-api/handlers/account';

it('refuses, at type-check time, a handler outside the contract', () => {
  const allowed = [
    api.get('/member/api/member/0/', () => HttpResponse.json({ uid: 'm', account: { balance: '12500.00' } })),
    auth.post('/token-auth/', () => HttpResponse.json({ token: 'demo.token' })),
    api.get('/member/api/member/0/consent/', () => HttpResponse.json([{ key: 'marketing_email', granted: true }])),
    auth.post('/account/delete/', () => HttpResponse.json({ reference: 'DEL-1', due_at: null }, { status: 202 })),
  ];
  const refused = [
    // @ts-expect-error `account.balance` is a decimal in a string (or a number), never an object.
    api.get('/member/api/member/0/', () => HttpResponse.json({ uid: 'm', account: { balance: { amount: 12500 } } })),
    // @ts-expect-error a deal in a list needs its `uid`.
    api.get('/member/api/deal/', () => HttpResponse.json([{ name: 'Voucher' }])),
    // @ts-expect-error a consent's choice is a boolean.
    api.get('/member/api/member/0/consent/', () => HttpResponse.json([{ key: 'marketing_email', granted: 'yes' }])),
    // @ts-expect-error the profile answers the user changed, `{"user"}`.
    auth.patch('/profile/', () => HttpResponse.json([{ first_name: 'Budi' }])),
    // @ts-expect-error the contract has no such path.
    api.get('/member/api/wallet/', () => HttpResponse.json({})),
  ];
  for (const handler of [...allowed, ...refused]) expect(handler).toBeInstanceOf(HttpHandler);
});

it('serves every operation of the demo API through those typed handlers', () => {
  const paths = handlers.map((handler) => String(handler.info.path));
  expect(paths).toContain('*/v1/member/api/deal/:uid/');
  expect(paths).toContain('*/auth/token-auth/otp/');
  expect(handlers.every((handler) => handler instanceof HttpHandler)).toBe(true);
});

it("serves the contract's optional operations (x-optional) as one set, the set a test switches off", () => {
  const contract = parse(readFileSync('contract/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const optional = Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => (operation as { 'x-optional'?: boolean })?.['x-optional'] === true)
      .map(([method]) => `${method.toUpperCase()} ${item.servers ? '*/auth' : '*/v1'}${path}`),
  );
  const served = accountHandlers.map(({ info }) => `${String(info.method)} ${String(info.path)}`);
  expect(served.sort()).toEqual(optional.sort());
});
