// `npm run check-backend`: does a live backend honour contract/openapi.yaml? Makes every read-only call the
// portal makes (with a test member, the member's calls too; a redeem only when asked), validates each
// answer against the document with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 writes it), and prints one
// line per call: ok, or the first fields that break the contract (path, expected, got), and which optional
// fields the backend sends. For the calls the browser makes, a CORS preflight from the portal's origin.
//
//   API_HOST, AUTH_HOST, API_KEY   the backend, as the portal is configured (required)
//   SITE_URL                       the portal's origin for the CORS preflights (default http://localhost:3000)
//   CHECK_TOKEN                    a test member's token: the member calls are checked too
//   CHECK_PHONE                    or a test member's WhatsApp number: a code is sent, and asked for here
//   CHECK_REDEEM=<deal uid>        also redeem that deal (spends the test member's points)
//   --json                         one JSON report on stdout, for CI
// Exit code 0 only when every call made passes.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';

const CONTRACT = parse(readFileSync(new URL('../contract/openapi.yaml', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(CONTRACT, 'contract');

/**
 * The content the portal lists (every model of the contract but pages, which it reads by key only), and
 * what it reads by key (lib/api/content.ts).
 */
const LISTED_MODELS = CONTRACT.components.parameters.Model.schema.enum.filter((model) => model !== 'page');
const KEYED_MODELS = ['blog', 'member-benefit', 'help-article'];
/** The sales channel of the stores the portal shows (lib/loaders/stores.ts). */
const STORE_CHANNEL = 'offline';
/** What the portal's browser code sends beside a call (the CORS preflight asks for them). */
const BROWSER_HEADERS = ['content-type', 'x-api-key', 'authorization', 'x-service-key'];

const pointer = (...parts) => parts.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const operationOf = (path, method) => CONTRACT.paths[path][method.toLowerCase()];

/** The calls, in order: each can use what the earlier ones found (`found`). */
function plan({ token, redeem }) {
  const get = (operationId, path, extra = {}) => ({ operationId, method: 'GET', path, ...extra });
  const calls = [
    get('getApplication', '/directory/api/application/0/'),
    get('getBusiness', '/directory/api/business/0/', { browser: true, keep: (body, found) => (found.serviceKey = body?.uid) }),
    get('getScheme', '/member/api/scheme/0/', { browser: true }),
    get('listDeals', '/member/api/deal/', { browser: true, guarded: true, keep: (body, found) => (found.deal = firstOf(body)?.uid) }),
    get('getDeal', '/member/api/deal/{uid}/', { browser: true, guarded: true, needs: (found) => found.deal && { uid: found.deal } }),
    get('searchProducts', '/catalog/api/product/search/', {
      label: 'the category menu',
      browser: true,
      query: { size: 0, category_depth: 2 },
    }),
    get('searchProducts', '/catalog/api/product/search/', {
      label: 'a search',
      query: { page: 1 },
      keep: (body, found) => (found.product = body?.results?.[0]?.id),
    }),
    get('getProduct', '/catalog/api/product/{id}/', { needs: (found) => found.product !== undefined && { id: found.product } }),
    ...LISTED_MODELS.map((model) =>
      get('listContent', '/content/api/content/', {
        label: model,
        query: { model },
        keep: (body, found) => (found[`content:${model}`] = firstOf(body)?.key),
      }),
    ),
    get('getContent', '/content/api/content/{key}/', {
      label: 'page home',
      browser: true,
      query: { model: 'page' },
      params: { key: 'home' },
    }),
    ...KEYED_MODELS.map((model) =>
      get('getContent', '/content/api/content/{key}/', {
        label: model,
        query: { model },
        needs: (found) => found[`content:${model}`] && { key: found[`content:${model}`] },
      }),
    ),
  ];
  if (!token) return calls;
  const member = (operationId, path, extra = {}) => get(operationId, path, { browser: true, member: true, ...extra });
  calls.push(
    { operationId: 'getTokenInfo', method: 'POST', path: '/token-info/', auth: true, browser: true, body: { token } },
    member('getMember', '/member/api/member/0/'),
    member('getReferralSummary', '/member/api/member/0/referral_summary/'),
    member('listMyDeals', '/member/api/deal/my_deals/'),
    member('listRewards', '/member/api/reward/'),
    member('listTransactions', '/member/api/transaction/'),
    member('listStores', '/sales/api/store/', { browser: false, query: { channel: STORE_CHANNEL } }),
  );
  if (redeem) calls.push(member('redeemDeal', '/member/api/deal/{uid}/redeem/', { method: 'POST', body: {}, params: { uid: redeem } }));
  return calls;
}

const firstOf = (body) => (Array.isArray(body) ? body[0] : Array.isArray(body?.results) ? body.results[0] : undefined);

function urlOf(config, call, params) {
  const base = call.auth ? config.authHost : `${config.apiHost}/v1`;
  const path = call.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name]));
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([name, value]) => [name, String(value)]));
  return `${base.replace(/\/+$/, '')}${path}${query.size ? `?${query}` : ''}`;
}

function headersOf(config, call, found) {
  const headers = { 'x-api-key': config.apiKey, accept: 'application/json' };
  if (call.body) headers['content-type'] = 'application/json';
  if (call.member) headers.authorization = `Jwt ${config.token}`;
  if (found.serviceKey) headers['x-service-key'] = found.serviceKey;
  return headers;
}

const typeOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function valueAt(body, instancePath) {
  let value = body;
  for (const part of instancePath.split('/').slice(1)) value = value?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  return value;
}

/**
 * The first fields that break the schema: where, what the contract expects, what came. A list's schema is
 * "bare or paged": the errors of the branch the answer took are the ones that say something.
 */
function problemsOf(errors, body) {
  const meaningful = errors.filter((error) => !['oneOf', 'anyOf'].includes(error.keyword));
  const branch = Array.isArray(body) ? meaningful.filter((e) => !e.schemaPath.includes('Paged')) : meaningful;
  const deepest = [...(branch.length ? branch : meaningful)].sort((a, b) => b.instancePath.length - a.instancePath.length);
  const seen = new Set();
  const problems = [];
  for (const error of deepest) {
    const where = error.instancePath || '(the answer)';
    if (error.keyword === 'required') {
      const field = `${error.instancePath}/${error.params.missingProperty}`;
      if (!seen.has(field)) problems.push({ path: field, expected: 'present (required)', got: 'missing' });
      seen.add(field);
    } else if (!seen.has(where)) {
      seen.add(where);
      // Every type the schema's branches allow there ("array or object" for a list, bare or paged).
      const types = deepest
        .filter((e) => e.keyword === 'type' && e.instancePath === error.instancePath)
        .flatMap((e) => [e.params.type].flat());
      const expected = error.keyword === 'type' ? [...new Set(types)].join(' or ') : error.message;
      problems.push({ path: where, expected, got: typeOf(valueAt(body, error.instancePath)) });
    }
    if (problems.length === 3) break;
  }
  return problems;
}

function resolveRef(schema) {
  let current = schema;
  while (current?.$ref)
    current = current.$ref
      .split('/')
      .slice(1)
      .reduce((node, key) => node?.[key.replaceAll('~1', '/')], CONTRACT);
  return current;
}

/** The optional fields (the contract says "Optional.") the answer carries, as dotted paths. */
function optionalFieldsIn(schema, value, prefix = '', found = new Set(), depth = 0) {
  const node = resolveRef(schema);
  if (!node || value === null || value === undefined || depth > 8) return found;
  for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])])
    optionalFieldsIn(branch, value, prefix, found, depth + 1);
  if (Array.isArray(value) && node.items)
    for (const item of value.slice(0, 50)) optionalFieldsIn(node.items, item, prefix, found, depth + 1);
  if (typeOf(value) === 'object' && node.properties) {
    for (const [name, property] of Object.entries(node.properties)) {
      if (value[name] === undefined || value[name] === null) continue;
      const field = name === 'results' && !prefix ? '' : `${prefix}${name}`;
      if (/^Optional\b/.test(resolveRef(property)?.description ?? property.description ?? '')) found.add(field);
      optionalFieldsIn(property, value[name], field ? `${field}.` : '', found, depth + 1);
    }
  }
  return found;
}

/** A browser call's preflight from the portal's origin: what the backend leaves out. */
async function corsProblems(fetchImpl, url, method, origin) {
  try {
    const response = await fetchImpl(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': BROWSER_HEADERS.join(',') },
    });
    const allowOrigin = response.headers.get('access-control-allow-origin');
    const allowHeaders = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    const allowMethods = (response.headers.get('access-control-allow-methods') ?? '').toUpperCase();
    const missing = [];
    if (allowOrigin !== '*' && allowOrigin !== origin) missing.push(`Access-Control-Allow-Origin for ${origin}`);
    const headersMissing = allowHeaders.includes('*') ? [] : BROWSER_HEADERS.filter((name) => !allowHeaders.includes(name));
    if (headersMissing.length) missing.push(`Access-Control-Allow-Headers: ${headersMissing.join(', ')}`);
    if (method !== 'GET' && !allowMethods.includes('*') && !allowMethods.includes(method))
      missing.push(`Access-Control-Allow-Methods: ${method}`);
    return missing;
  } catch (error) {
    return [`the preflight failed (${error.message})`];
  }
}

/** Checks one call; the result says ok, fail or skipped, with what broke. */
async function checkCall(config, call, found, fetchImpl) {
  const name = `${call.method} ${call.auth ? 'AUTH_HOST' : 'API_HOST/v1'}${call.path}${call.label ? ` (${call.label})` : ''}`;
  const params = call.params ?? (call.needs ? call.needs(found) : {});
  if (!params)
    return { call: name, operationId: call.operationId, result: 'skipped', note: 'nothing to ask for (the list before it was empty)' };
  const url = urlOf(config, call, params);
  const result = { call: name, operationId: call.operationId, url, problems: [], optional: [] };
  let response;
  let text;
  try {
    response = await fetchImpl(url, {
      method: call.method,
      headers: headersOf(config, call, found),
      body: call.body ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    return { ...result, result: 'fail', problems: [{ path: '(the call)', expected: 'an answer', got: error.message }] };
  }
  result.status = response.status;
  const operation = operationOf(call.path, call.method);
  let body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const guarded = call.guarded && (response.status === 401 || response.status === 403);
  // Only a success status the contract gives this operation passes (and a guarded list's refusal).
  const documented = (response.status === 200 || response.status === 201) && operation.responses[response.status];
  if (guarded) {
    result.note = 'kept for members (a guest is refused)';
  } else if (!documented) {
    const successes = Object.keys(operation.responses).filter((status) => status < '300');
    result.problems.push({ path: '(status)', expected: successes.join(' or '), got: String(response.status) });
  } else if (body === undefined) {
    result.problems.push({ path: '(the answer)', expected: 'JSON', got: text ? 'not JSON' : 'nothing' });
  } else {
    const ref = `contract#/${pointer('paths', call.path, call.method.toLowerCase(), 'responses', response.status, 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(ref);
    if (!validate(body)) result.problems.push(...problemsOf(validate.errors ?? [], body));
    result.optional = [...optionalFieldsIn(operation.responses[response.status].content['application/json'].schema, body)].sort();
    call.keep?.(body, found);
  }
  if (call.browser) {
    const cors = await corsProblems(fetchImpl, url, call.method, config.origin);
    if (cors.length) result.problems.push(...cors.map((missing) => ({ path: '(CORS)', expected: missing, got: 'missing' })));
  }
  result.result = result.problems.length ? 'fail' : 'ok';
  return result;
}

/** Signs the test member in with a code sent to their number, asking for it on the terminal. */
async function tokenByPhone(config, phone, fetchImpl) {
  const post = (path, body) =>
    fetchImpl(`${config.authHost.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': config.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/token-auth/otp/', { address: phone, method: 'whatsapp' });
  const challenge = await sent.json().catch(() => ({}));
  if (!sent.ok) throw new Error(`POST AUTH_HOST/token-auth/otp/ answered ${sent.status}: ${JSON.stringify(challenge)}`);
  // As the portal does, a code the backend chose to reveal is shown beside the prompt.
  const revealed = typeof challenge.otp_code === 'string' && challenge.otp_code ? ` [${challenge.otp_code}]` : '';
  const readline = createInterface({ input: process.stdin, output: process.stderr });
  const code = (await readline.question(`The code sent to ${phone} by WhatsApp${revealed}: `)).trim();
  readline.close();
  const signedIn = await post('/token-auth/', { username: phone, otp_code: code });
  const body = await signedIn.json().catch(() => ({}));
  if (!signedIn.ok || typeof body.token !== 'string') throw new Error(`POST AUTH_HOST/token-auth/ answered ${signedIn.status}`);
  return body.token;
}

/** Runs the check; `onResult` hears each call as it ends. */
export async function checkBackend(config, { fetchImpl = fetch, onStart = () => {}, onResult = () => {} } = {}) {
  const settings = { timeoutMs: 10_000, origin: 'http://localhost:3000', ...config };
  const found = {};
  const results = [];
  for (const call of plan(settings)) {
    onStart(call);
    const result = await checkCall(settings, call, found, fetchImpl);
    results.push(result);
    onResult(result);
  }
  if (!settings.token) {
    const skipped = { call: 'the member calls', result: 'skipped', note: 'set CHECK_TOKEN or CHECK_PHONE to check them' };
    results.push(skipped);
    onResult(skipped);
  }
  return { ok: results.every((result) => result.result !== 'fail'), results };
}

export function formatResult(result) {
  const mark = { ok: 'ok  ', fail: 'FAIL', skipped: 'skip' }[result.result];
  const status = result.status ? ` ${result.status}` : '';
  const lines = [`${mark} ${result.call}${status}${result.note ? `: ${result.note}` : ''}`];
  for (const problem of result.problems ?? []) lines.push(`       ${problem.path}: expected ${problem.expected}, got ${problem.got}`);
  if (result.optional?.length) lines.push(`       optional fields sent: ${result.optional.join(', ')}`);
  return lines.join('\n');
}

async function main() {
  const json = process.argv.includes('--json');
  const { API_HOST, AUTH_HOST, API_KEY, SITE_URL, CHECK_TOKEN, CHECK_PHONE, CHECK_REDEEM } = process.env;
  const missing = ['API_HOST', 'AUTH_HOST', 'API_KEY'].filter((name) => !process.env[name]);
  if (missing.length) {
    console.error(`Set ${missing.join(', ')}: the backend to check, as the portal is configured (README, Configuration).`);
    process.exit(2);
  }
  const config = { apiHost: API_HOST, authHost: AUTH_HOST, apiKey: API_KEY, redeem: CHECK_REDEEM };
  if (SITE_URL) config.origin = new URL(SITE_URL).origin;
  try {
    config.token = CHECK_TOKEN || (CHECK_PHONE ? await tokenByPhone(config, CHECK_PHONE, fetch) : undefined);
  } catch (error) {
    console.error(`The test member could not sign in: ${error.message}`);
    process.exit(1);
  }
  const progress = !json && process.stderr.isTTY;
  const report = await checkBackend(config, {
    onStart: (call) => progress && process.stderr.write(`\r\x1b[K… ${call.method} ${call.path}${call.label ? ` (${call.label})` : ''}`),
    onResult: (result) => {
      if (progress) process.stderr.write('\r\x1b[K');
      if (!json) console.log(formatResult(result));
    },
  });
  if (json) console.log(JSON.stringify(report, null, 2));
  else {
    const failed = report.results.filter((result) => result.result === 'fail').length;
    console.log(failed ? `\n${failed} call(s) break the contract.` : '\nEvery call checked honours the contract.');
  }
  process.exit(report.ok ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
