// `npm run check-backend`: does a live backend honour contract/openapi.yaml? Makes every read-only call the
// portal makes (with a test member, the member's calls too; a redeem only when asked), validates each
// answer against the document with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 writes it), and prints one
// line per call: ok, or the first fields that break the contract (path, expected, got), and which optional
// fields the backend sends. For the calls the browser makes, a CORS preflight from the portal's origin.
// An optional call (the contract's `x-optional`) a backend does not offer (404, 405 or 501, its
// `NotOffered` answers) is "not offered", no failure; one it offers is held to the contract like any other.
// A host that cannot be reached or does not answer in time, and a refused key or token, stop the check
// with one line: the set-up is wrong, not the contract.
//
//   API_HOST, AUTH_HOST, API_KEY   the backend, as the portal is configured (required)
//   SITE_URL                       the portal's origin for the CORS preflights (default http://localhost:3000)
//   CHECK_TOKEN                    a test member's token: the member calls are checked too (and the
//                                  optional ones that change nothing: the consent list)
//   CHECK_PHONE                    or a test member's WhatsApp number: a code is sent, and asked for here
//   CHECK_REDEEM=<deal uid>        also redeem that deal (spends the test member's points)
//   CHECK_TIMEOUT_MS               how long a call may take (default 10000)
//   --json                         one JSON report on stdout, for CI
// Exit code 0 when every call passes, 1 when one breaks the contract, 2 when the check could not be made
// (a variable missing or wrong, a host unreachable or too slow, the key or the test member's token refused).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline/promises';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';

// A path, not a URL object: the tests that import this run where URL may be jsdom's.
const CONTRACT = parse(readFileSync(fileURLToPath(import.meta.resolve('../contract/openapi.yaml')), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(CONTRACT, 'contract');

/**
 * The content the portal lists (every model of the contract but pages, which it reads by key only), and
 * what it reads by key (lib/api/content.ts). tests/contract/client-calls.test.ts fails when the calls made
 * here and the client's differ.
 */
const LISTED_MODELS = CONTRACT.components.parameters.Model.schema.enum.filter((model) => model !== 'page');
const KEYED_MODELS = ['blog', 'member-benefit', 'help-article'];
/** The sales channel of the stores the portal shows (lib/loaders/stores.ts). */
const STORE_CHANNEL = 'offline';
/** What the portal's browser code sends beside a call (the CORS preflight asks for them). */
const BROWSER_HEADERS = ['content-type', 'x-api-key', 'authorization', 'x-service-key'];

const pointer = (...parts) => parts.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const operationOf = (path, method) => CONTRACT.paths[path][method.toLowerCase()];

/** The statuses by which a backend says it does not offer an optional operation (none for the others). */
function notOfferedStatuses(operation) {
  if (operation['x-optional'] !== true) return [];
  return Object.entries(operation.responses)
    .filter(([, response]) => response.$ref === '#/components/responses/NotOffered')
    .map(([status]) => Number(status));
}

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
    { operationId: 'getTokenInfo', method: 'POST', path: '/token-info/', auth: true, browser: true, token: true, body: { token } },
    member('getMember', '/member/api/member/0/'),
    member('getReferralSummary', '/member/api/member/0/referral_summary/'),
    member('listMyDeals', '/member/api/deal/my_deals/'),
    member('listRewards', '/member/api/reward/'),
    member('listTransactions', '/member/api/transaction/'),
    member('listStores', '/sales/api/store/', { browser: false, query: { channel: STORE_CHANNEL } }),
    // Optional, and the only optional call that changes nothing: the others are never made here.
    member('listConsents', '/member/api/member/0/consent/'),
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

/** How a connection failed, in words, when the host cannot be reached at all (else undefined). */
const UNREACHABLE = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'its name could not be looked up',
  EHOSTUNREACH: 'no route to the host',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
};
function unreachableCause(error, url) {
  const cause = error?.cause;
  if (!cause) return undefined;
  if (UNREACHABLE[cause.code]) return UNREACHABLE[cause.code];
  if (/CERT|TLS|SSL/.test(cause.code ?? '')) return `TLS: ${cause.message}`;
  // fetch never connects to the ports browsers block (1, 9, 25, 6000, …).
  if (cause.message === 'bad port') return `fetch refuses port ${new URL(url).port}, as browsers do`;
  return undefined;
}

/** Why the check of a host stopped: the set-up or the host's state, never the contract. */
class Stop extends Error {
  constructor(reason, detail) {
    super(reason);
    this.reason = reason;
    this.detail = detail;
  }
}

/** One request with the check's time limit: the answer and its text, or a Stop when no answer came. */
async function ask(fetchImpl, url, init, timeoutMs) {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { response, text: await response.text() };
  } catch (error) {
    if (error?.name === 'TimeoutError') throw new Stop('timed out');
    const cause = unreachableCause(error, url);
    if (cause) throw new Stop('unreachable', cause);
    throw error;
  }
}

/** A browser call's preflight from the portal's origin: what the backend leaves out. */
async function corsProblems(fetchImpl, url, method, config) {
  const { origin } = config;
  let response;
  try {
    ({ response } = await ask(
      fetchImpl,
      url,
      {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': BROWSER_HEADERS.join(',') },
      },
      config.timeoutMs,
    ));
  } catch (error) {
    if (error instanceof Stop) throw error;
    return [`the preflight failed (${error.cause?.message ?? error.message})`];
  }
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
}

/** What a 401 or 403 to a call means: the key refused, the test member's token refused, or a guest kept out. */
const refusalOf = (call) => (call.guarded ? 'guarded' : call.member || call.token ? 'token refused' : 'key refused');

/**
 * Checks one call; the result says ok, fail or skipped, with what broke, or `stop` when the call says
 * nothing about the contract (no answer, the key or token refused).
 */
async function checkCall(config, call, found, fetchImpl) {
  const notOffered = notOfferedStatuses(operationOf(call.path, call.method));
  const label = [call.label, notOffered.length && 'optional'].filter(Boolean).join(', ');
  const name = `${call.method} ${call.auth ? 'AUTH_HOST' : 'API_HOST/v1'}${call.path}${label ? ` (${label})` : ''}`;
  const params = call.params ?? (call.needs ? call.needs(found) : {});
  if (!params)
    return { call: name, operationId: call.operationId, result: 'skipped', note: 'nothing to ask for (the list before it was empty)' };
  const url = urlOf(config, call, params);
  const result = { call: name, operationId: call.operationId, url, problems: [], optional: [] };
  const init = { method: call.method, headers: headersOf(config, call, found), body: call.body ? JSON.stringify(call.body) : undefined };
  try {
    const { response, text } = await ask(fetchImpl, url, init, config.timeoutMs);
    result.status = response.status;
    const refused = response.status === 401 || response.status === 403;
    if (refused && refusalOf(call) !== 'guarded') return { ...result, result: 'stopped', stop: refusalOf(call) };
    if (notOffered.includes(response.status)) return { ...result, result: 'not offered', note: 'not offered (the portal does without it)' };
    judge(call, result, response.status, text, found);
    if (call.browser) {
      const cors = await corsProblems(fetchImpl, url, call.method, config);
      if (cors.length) result.problems.push(...cors.map((missing) => ({ path: '(CORS)', expected: missing, got: 'missing' })));
    }
  } catch (error) {
    if (error instanceof Stop) return { ...result, result: 'stopped', stop: error.reason, cause: error.detail };
    // An answer broken off (the host hung up mid-call): the call failed, the host is there.
    result.problems.push({ path: '(the call)', expected: 'an answer', got: error.cause?.message ?? error.message });
  }
  result.result = result.problems.length ? 'fail' : 'ok';
  return result;
}

/** Holds an answer to the contract: its status, that it is JSON, its schema; notes the optional fields. */
function judge(call, result, status, text, found) {
  const operation = operationOf(call.path, call.method);
  let body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  // Only a success status the contract gives this operation passes (and a guarded list's refusal).
  const documented = (status === 200 || status === 201) && operation.responses[status];
  if (call.guarded && (status === 401 || status === 403)) {
    result.note = 'kept for members (a guest is refused)';
  } else if (!documented) {
    const successes = Object.keys(operation.responses).filter((code) => code < '300');
    result.problems.push({ path: '(status)', expected: successes.join(' or '), got: String(status) });
  } else if (body === undefined) {
    result.problems.push({ path: '(the answer)', expected: 'JSON', got: text ? 'not JSON' : 'nothing' });
  } else {
    const ref = `contract#/${pointer('paths', call.path, call.method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(ref);
    if (!validate(body)) result.problems.push(...problemsOf(validate.errors ?? [], body));
    result.optional = [...optionalFieldsIn(operation.responses[status].content['application/json'].schema, body)].sort();
    call.keep?.(body, found);
  }
}

const DEFAULTS = { timeoutMs: 10_000, origin: 'http://localhost:3000' };
const inTime = (ms) => (ms % 1000 ? `${ms} ms` : `${ms / 1000} s`);

/** The one line a stop is told in, naming the host, the call and what to look at. */
function stopLine(stop, config, notMade) {
  const host = stop.host === 'AUTH_HOST' ? config.authHost : config.apiHost;
  const rest = notMade ? `; ${notMade} more call(s) not made` : '';
  switch (stop.reason) {
    case 'unreachable':
      return `cannot reach ${stop.host} ${host} (${stop.cause})`;
    case 'timed out':
      return `${stop.host} ${host} timed out: no answer to ${stop.call} within ${inTime(config.timeoutMs)} (CHECK_TIMEOUT_MS)${rest}`;
    case 'key refused':
      return `the API key is refused: ${stop.call} answered ${stop.status} (check API_KEY)${rest}`;
    default:
      return `the test member's token is refused: ${stop.call} answered ${stop.status}${rest}`;
  }
}

const originOf = (config, call) => new URL(call.auth ? config.authHost : config.apiHost).origin;

/**
 * The calls a stop leaves out: a refused key every call; a refused token the member's; a host that is
 * unreachable or too slow every call to its origin (AUTH_HOST is often API_HOST's origin).
 */
function stopsCall(stop, call, config) {
  if (stop.reason === 'key refused') return true;
  if (stop.reason === 'token refused') return Boolean(call.member || call.token);
  return originOf(config, call) === stop.origin;
}

/**
 * The test member's token, by a code sent to their number: `askCode` is asked for it (shown the code when
 * the backend reveals it, as the portal shows it). Throws a stop's line when AUTH_HOST does not answer or
 * refuses the key, else what went wrong.
 */
export async function tokenByPhone(config, phone, { fetchImpl = fetch, askCode }) {
  const settings = { ...DEFAULTS, ...config };
  const post = async (path, body, { refusedMeansKey = false } = {}) => {
    const call = `POST AUTH_HOST${path}`;
    const stopped = (stop) => new Error(stopLine({ host: 'AUTH_HOST', call, ...stop }, settings, 0), { cause: stop });
    let answered;
    try {
      answered = await ask(
        fetchImpl,
        `${settings.authHost.replace(/\/+$/, '')}${path}`,
        { method: 'POST', headers: { 'x-api-key': settings.apiKey, 'content-type': 'application/json' }, body: JSON.stringify(body) },
        settings.timeoutMs,
      );
    } catch (error) {
      throw error instanceof Stop ? stopped({ reason: error.reason, cause: error.detail }) : error;
    }
    const { response, text } = answered;
    if (refusedMeansKey && (response.status === 401 || response.status === 403))
      throw stopped({ reason: 'key refused', status: response.status });
    let answer = {};
    try {
      answer = JSON.parse(text);
    } catch {
      // Not JSON: no challenge, no token.
    }
    return { status: response.status, ok: response.ok, answer: answer ?? {} };
  };
  const sent = await post('/token-auth/otp/', { address: phone, method: 'whatsapp' }, { refusedMeansKey: true });
  if (!sent.ok) throw new Error(`POST AUTH_HOST/token-auth/otp/ answered ${sent.status}: ${JSON.stringify(sent.answer)}`);
  const revealed = typeof sent.answer.otp_code === 'string' && sent.answer.otp_code ? sent.answer.otp_code : undefined;
  const code = String(await askCode(revealed)).trim();
  // A wrong code may be refused with 401: the sign-in's own answer, not the key's.
  const signedIn = await post('/token-auth/', { username: phone, otp_code: code });
  if (!signedIn.ok || typeof signedIn.answer.token !== 'string') throw new Error(`POST AUTH_HOST/token-auth/ answered ${signedIn.status}`);
  return signedIn.answer.token;
}

/** Runs the check; `onResult` hears each call as it ends, `onStop` each stop's line. */
export async function checkBackend(config, { fetchImpl = fetch, onStart = () => {}, onResult = () => {}, onStop = () => {} } = {}) {
  const settings = { ...DEFAULTS, ...config };
  const found = {};
  const results = [];
  const stops = [];
  const calls = plan(settings);
  for (const [index, call] of calls.entries()) {
    if (stops.some((stop) => stopsCall(stop, call, settings))) continue;
    onStart(call);
    const result = await checkCall(settings, call, found, fetchImpl);
    if (result.result !== 'stopped') {
      results.push(result);
      onResult(result);
      continue;
    }
    const stop = {
      reason: result.stop,
      host: call.auth ? 'AUTH_HOST' : 'API_HOST',
      origin: originOf(settings, call),
      call: result.call,
      ...(result.status ? { status: result.status } : {}),
      ...(result.cause ? { cause: result.cause } : {}),
    };
    const notMade = calls
      .slice(index + 1)
      .filter((later) => !stops.some((earlier) => stopsCall(earlier, later, settings)) && stopsCall(stop, later, settings)).length;
    stop.line = stopLine(stop, settings, notMade);
    stops.push(stop);
    onStop(stop);
  }
  if (!settings.token && !stops.length) {
    const skipped = { call: 'the member calls', result: 'skipped', note: 'set CHECK_TOKEN or CHECK_PHONE to check them' };
    results.push(skipped);
    onResult(skipped);
  }
  const failed = results.some((result) => result.result === 'fail');
  const exitCode = failed ? 1 : stops.length ? 2 : 0;
  return { ok: exitCode === 0, exitCode, results, stops };
}

export function formatResult(result) {
  const mark = { ok: 'ok  ', fail: 'FAIL', skipped: 'skip', 'not offered': 'n/a ' }[result.result];
  const status = result.status ? ` ${result.status}` : '';
  const lines = [`${mark} ${result.call}${status}${result.note ? `: ${result.note}` : ''}`];
  for (const problem of result.problems ?? []) lines.push(`       ${problem.path}: expected ${problem.expected}, got ${problem.got}`);
  if (result.optional?.length) lines.push(`       optional fields sent: ${result.optional.join(', ')}`);
  return lines.join('\n');
}

/** The check's settings from the environment, or the line that says which variable is wrong. */
export function configFrom(env) {
  const missing = ['API_HOST', 'AUTH_HOST', 'API_KEY'].filter((name) => !env[name]);
  if (missing.length)
    return { error: `Set ${missing.join(', ')}: the backend to check, as the portal is configured (README, Configuration).` };
  for (const name of ['API_HOST', 'AUTH_HOST', 'SITE_URL']) {
    if (env[name] === undefined) continue;
    const url = URL.canParse(env[name]) ? new URL(env[name]) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol)) return { error: `${name} is not an http(s) URL: ${env[name]}` };
  }
  const config = { apiHost: env.API_HOST, authHost: env.AUTH_HOST, apiKey: env.API_KEY, redeem: env.CHECK_REDEEM, token: env.CHECK_TOKEN };
  if (env.SITE_URL) config.origin = new URL(env.SITE_URL).origin;
  if (env.CHECK_TIMEOUT_MS !== undefined) {
    const ms = Number(env.CHECK_TIMEOUT_MS);
    if (!Number.isInteger(ms) || ms <= 0) return { error: `CHECK_TIMEOUT_MS is not a number of milliseconds: ${env.CHECK_TIMEOUT_MS}` };
    config.timeoutMs = ms;
  }
  return { config };
}

async function askOnTerminal(phone, revealed) {
  const readline = createInterface({ input: process.stdin, output: process.stderr });
  const code = await readline.question(`The code sent to ${phone} by WhatsApp${revealed ? ` [${revealed}]` : ''}: `);
  readline.close();
  return code;
}

async function main() {
  const json = process.argv.includes('--json');
  const { config, error } = configFrom(process.env);
  if (error) {
    console.error(error);
    process.exit(2);
  }
  const phone = process.env.CHECK_PHONE;
  if (!config.token && phone) {
    try {
      config.token = await tokenByPhone(config, phone, { askCode: (revealed) => askOnTerminal(phone, revealed) });
    } catch (failure) {
      // A stop is the whole story; any other refusal is the sign-in's.
      console.error(failure.cause?.reason ? failure.message : `The test member could not sign in: ${failure.message}`);
      process.exit(2);
    }
  }
  const progress = !json && process.stderr.isTTY;
  const clear = () => progress && process.stderr.write('\r\x1b[K');
  const report = await checkBackend(config, {
    onStart: (call) => progress && process.stderr.write(`\r\x1b[K… ${call.method} ${call.path}${call.label ? ` (${call.label})` : ''}`),
    onResult: (result) => {
      clear();
      if (!json) console.log(formatResult(result));
    },
    onStop: (stop) => {
      clear();
      if (!json) console.log(stop.line);
    },
  });
  if (json) console.log(JSON.stringify(report, null, 2));
  else {
    const failed = report.results.filter((result) => result.result === 'fail').length;
    const unfinished = report.stops.length ? '; not every call was made (above)' : '';
    if (failed) console.log(`\n${failed} call(s) break the contract${unfinished}.`);
    else if (!report.stops.length) console.log('\nEvery call checked honours the contract.');
  }
  process.exit(report.exitCode);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
