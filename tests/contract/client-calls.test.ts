// The client and the contract agree: every call a lib/api module makes is an operation of
// contract/openapi.yaml (path, method, host, query parameters), and every operation is a call the client
// makes. The calls are found by running each exported function of the client modules against the demo
// API and recording what leaves, so a new function is checked without being listed here. In the browser's
// environment (jsdom): on the server the demo API answers in-process, and nothing would leave to record.
// `npm run check-backend` is held to the same record: it makes only calls the client makes, and every
// read-only one. The optional operations (`x-optional`) are listed here, each with what the check does.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as auth from '@/lib/api/auth';
import * as catalog from '@/lib/api/catalog';
import * as content from '@/lib/api/content';
import * as directory from '@/lib/api/directory';
import { buildUrl } from '@/lib/api/http';
import * as member from '@/lib/api/member';
import { NOT_OFFERED_STATUSES } from '@/lib/api/optional';
import * as visitor from '@/lib/api/visitor';
import { getConfig } from '@/lib/config';
import { checkBackend, tokenByPhone } from '@/scripts/check-backend.mjs';
import { server } from '../msw-server';

interface Operation {
  id: string;
  method: string;
  path: string;
  onAuthHost: boolean;
  optional: boolean;
  /** The statuses answered by the contract's `NotOffered` response. */
  notOffered: number[];
  query: Set<string>;
  matches: (path: string) => boolean;
}

type Parameter = { name?: string; in?: string; $ref?: string };
type PathItem = Record<string, unknown> & { servers?: unknown[]; parameters?: Parameter[] };

const contract = parse(readFileSync('contract/openapi.yaml', 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function resolve(parameter: Parameter): Parameter {
  if (!parameter.$ref) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  return contract.components.parameters[name];
}

const operations: Operation[] = Object.entries(contract.paths as Record<string, PathItem>).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method] as {
      operationId: string;
      parameters?: Parameter[];
      'x-optional'?: boolean;
      responses: Record<string, { $ref?: string }>;
    };
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return {
      id: operation.operationId,
      method: method.toUpperCase(),
      path,
      onAuthHost: Boolean(item.servers),
      optional: operation['x-optional'] === true,
      notOffered: Object.entries(operation.responses)
        .filter(([, response]) => response.$ref === '#/components/responses/NotOffered')
        .map(([status]) => Number(status)),
      query: new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name!)),
      matches: (candidate: string) => pattern.test(candidate),
    };
  }),
);

interface Call {
  method: string;
  url: URL;
}
const calls: Call[] = [];
const MODULES = { auth, catalog, content, directory, member, visitor };

beforeAll(async () => {
  const record = ({ request }: { request: Request }) => {
    calls.push({ method: request.method, url: new URL(request.url) });
  };
  server.events.on('request:start', record);
  for (const clientModule of Object.values(MODULES)) {
    for (const value of Object.values(clientModule)) {
      if (typeof value !== 'function') continue;
      // Each with its defaults (an argument it needs is sent as `undefined`): what matters is where it goes.
      try {
        await (value as () => unknown)();
      } catch {
        // A helper that is not a call (a reader, a rule) may refuse no arguments.
      }
    }
  }
  server.events.removeListener('request:start', record);
});

afterAll(() => server.resetHandlers());

/** The operation a call is, with the host it went to. */
function operationOf({ method, url }: Call) {
  const apiBase = new URL(buildUrl('api', ''));
  const authBase = new URL(buildUrl('auth', ''));
  const onAuthHost = url.pathname.startsWith(authBase.pathname);
  const base = onAuthHost ? authBase : apiBase;
  const path = `/${url.pathname.slice(base.pathname.length)}`;
  // As OpenAPI says, a concrete path wins over a templated one (`deal/my_deals/` over `deal/{uid}/`).
  const templates = (op: Operation) => op.path.split('{').length;
  const operation = operations
    .filter((op) => op.method === method && op.onAuthHost === onAuthHost && op.matches(path))
    .sort((a, b) => templates(a) - templates(b))[0];
  return { path, onAuthHost, operation };
}

describe('the client and contract/openapi.yaml', () => {
  it('finds the calls: every client module makes some', () => {
    expect(calls.length).toBeGreaterThan(25);
    const paths = new Set(calls.map((call) => call.url.pathname));
    for (const part of ['/token-auth/', '/member/api/', '/catalog/api/', '/content/api/', '/directory/api/', '/visitor/api/']) {
      expect(
        [...paths].some((path) => path.includes(part)),
        part,
      ).toBe(true);
    }
  });

  it('every call is an operation of the contract, on its host, with query parameters it declares', () => {
    const problems: string[] = [];
    for (const call of calls) {
      const { path, onAuthHost, operation } = operationOf(call);
      const where = `${call.method} ${onAuthHost ? 'AUTH_HOST' : 'API_HOST/v1'}${path}`;
      if (!operation) {
        problems.push(`${where}: not in the contract`);
        continue;
      }
      for (const name of call.url.searchParams.keys()) {
        if (!operation.query.has(name)) problems.push(`${where}: query parameter ${name} not declared`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every operation of the contract is a call the client makes', () => {
    const made = new Set(calls.map((call) => operationOf(call).operation).filter(Boolean));
    const unused = operations.filter((op) => !made.has(op)).map((op) => `${op.method} ${op.path}`);
    expect(unused).toEqual([]);
  });

  it('names each operation after the client function that makes it', () => {
    const names = new Set(Object.values(MODULES).flatMap((clientModule) => Object.keys(clientModule)));
    const ids = Object.values(contract.paths as Record<string, PathItem>).flatMap((item) =>
      METHODS.filter((method) => item[method]).map((method) => (item[method] as { operationId: string }).operationId),
    );
    expect(ids.filter((id) => !names.has(id))).toEqual([]);
  });
});

/**
 * A call as the portal tells calls apart: its operation, and for the content operations the model, which
 * says what is read (a list of pages is not a list of FAQs).
 */
function keyOf(call: Call) {
  const { path, onAuthHost, operation } = operationOf(call);
  const model = call.url.searchParams.get('model');
  return `${call.method} ${onAuthHost ? 'AUTH_HOST' : 'API_HOST/v1'}${operation?.path ?? path}${model ? ` (model ${model})` : ''}`;
}

/**
 * The contract's optional operations (`x-optional`: a backend may leave them out), and what check-backend
 * does with each. It checks the read-only ones only: checking a backend must change nothing.
 */
const OPTIONAL: Record<string, 'checked' | 'changes data'> = {
  listConsents: 'checked',
  updateConsents: 'changes data',
  updateProfile: 'changes data',
  requestMobileOtp: 'changes data',
  changeMobile: 'changes data',
  requestAccountDeletionOtp: 'changes data',
  deleteAccount: 'changes data',
};

describe('the optional operations', () => {
  const optional = operations.filter((op) => op.optional);

  it('are the ones listed here, each answered 404, 405 or 501 when not offered, as notOffered() reads', () => {
    expect(optional.map((op) => op.id).sort()).toEqual(Object.keys(OPTIONAL).sort());
    for (const op of optional) expect(op.notOffered, op.id).toEqual([...NOT_OFFERED_STATUSES]);
    // A required operation has no such answer: its 404 is a failure.
    expect(operations.filter((op) => !op.optional && op.notOffered.length)).toEqual([]);
  });
});

/** Read-only calls of the client that check-backend leaves out, and why. */
const NOT_CHECKED: Record<string, string> = {
  listVisitorEvents: 'needs a visitor session, which only a write (initVisitor) starts',
};

describe('npm run check-backend and the client', () => {
  const checked: Call[] = [];
  beforeAll(async () => {
    // Its calls as it makes them: to the demo API here, with a test member, a redeem and a sign-in by code.
    const fetchImpl = (url: string, init: RequestInit) => {
      // A preflight is the browser's, not a call of the client: answered here, not recorded.
      if (init.method === 'OPTIONS') return Promise.resolve(new Response(null, { status: 204 }));
      checked.push({ method: init.method ?? 'GET', url: new URL(url) });
      return fetch(url, init);
    };
    const config = { apiHost: 'http://portal.test/demo-api', authHost: 'http://portal.test/demo-api/auth', apiKey: getConfig().apiKey };
    const token = await tokenByPhone(config, '081234567890', { fetchImpl, askCode: (revealed) => revealed ?? '' });
    const report = await checkBackend({ ...config, token, redeem: 'any-deal' }, { fetchImpl });
    expect(report.stops).toEqual([]);
  });

  it('makes the optional calls listed as checked, and none that changes data', () => {
    const optional = new Set(checked.map((call) => operationOf(call).operation).filter((op) => op?.optional));
    expect([...optional].map((op) => op!.id).sort()).toEqual(Object.keys(OPTIONAL).filter((id) => OPTIONAL[id] === 'checked'));
  });

  it('makes only calls a client function makes', () => {
    expect(checked.length).toBeGreaterThan(25);
    const made = new Set(calls.map(keyOf));
    expect([...new Set(checked.map(keyOf))].filter((key) => !made.has(key))).toEqual([]);
  });

  it("checks every read-only call of the client's", () => {
    const made = new Set(checked.map(keyOf));
    const readOnly = calls.filter((call) => {
      const { operation } = operationOf(call);
      if (!operation || NOT_CHECKED[operation.id]) return false;
      // Called here without its model (listContent(), getContent()): no call the portal makes.
      if (operation.query.has('model') && !call.url.searchParams.has('model')) return false;
      return call.method === 'GET' || operation.id === 'getTokenInfo';
    });
    expect([...new Set(readOnly.map(keyOf))].filter((key) => !made.has(key))).toEqual([]);
  });
});
