// The client and the contract agree: every call a lib/api module makes is an operation of
// contract/openapi.yaml (path, method, host, query parameters), and every operation is a call the client
// makes. The calls are found by running each exported function of the client modules against the demo
// API and recording what leaves, so a new function is checked without being listed here. In the browser's
// environment (jsdom): on the server the demo API answers in-process, and nothing would leave to record.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as auth from '@/lib/api/auth';
import * as catalog from '@/lib/api/catalog';
import * as content from '@/lib/api/content';
import * as directory from '@/lib/api/directory';
import { buildUrl } from '@/lib/api/http';
import * as member from '@/lib/api/member';
import * as visitor from '@/lib/api/visitor';
import { server } from '../msw-server';

interface Operation {
  method: string;
  path: string;
  onAuthHost: boolean;
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
    const operation = item[method] as { parameters?: Parameter[] };
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return {
      method: method.toUpperCase(),
      path,
      onAuthHost: Boolean(item.servers),
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
