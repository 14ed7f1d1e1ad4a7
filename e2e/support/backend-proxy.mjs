// A stand-in for "another server that honours contract/openapi.yaml": it forwards to a running demo portal's
// /demo-api, records every request it gets, sends CORS headers like the real backend, and can be
// switched to fail (see MODES). The portal's API key is checked and swapped for the demo's own.
//
//   node e2e/support/backend-proxy.mjs --port 4010 --control 4011 --target http://127.0.0.1:3100 \
//     --key e2e-external-key --upstream-key demo-portal-key
//
// Control:
//   GET /log, POST /log/clear
//   POST /mode {"mode": "<a MODES name>", "delayMs": 2000, "retryAfter": 30, "paths": ["/auth/token-auth/otp/"]}
//     ("paths" limits too-many to the paths ending so; "down" closes the port)
//   POST /override {"path": "/demo-api/v1/content/api/content/about/", "status": 200, "body": {...}}
//     answers that exact path (any query) with the body instead of the demo's; POST /override/clear
//   POST /switch {"guardDeals": true, "stripOptional": false, "noOptionalCalls": false}
//   POST /hold {"paths": ["/member/api/deal/"], "maxMs": 1500}
//     a request whose path ends so gets its answer as it stands now, sent only at POST /release (or
//     after maxMs): a rebuild held open with the old data while the test changes the backend
//   GET /held: how many answers are held now, and how many were held in all
//
// Switches, independent of the mode, each off unless its flag is given (--guard-deals) or set at run time:
//   guardDeals     the deal list and a deal answer 401 to a call without a token (the contract lets listDeals and getDeal refuse)
//   stripOptional  answers carry none of the contract's optional fields (a backend that sends none of them)
//   noOptionalCalls  the contract's optional calls (`x-optional`: the member's profile, number, consents and
//                  deletion) answer 404, as a backend that does not offer them
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    control: { type: 'string', default: '4011' },
    target: { type: 'string', default: 'http://127.0.0.1:3100' },
    mode: { type: 'string', default: 'up' },
    delay: { type: 'string', default: '2000' },
    key: { type: 'string', default: 'e2e-external-key' },
    'upstream-key': { type: 'string', default: 'demo-portal-key' },
    'guard-deals': { type: 'boolean', default: false },
    'strip-optional': { type: 'boolean', default: false },
    'no-optional-calls': { type: 'boolean', default: false },
  },
});

const switches = {
  guardDeals: values['guard-deals'],
  stripOptional: values['strip-optional'],
  noOptionalCalls: values['no-optional-calls'],
};

/**
 * The contract's optional calls, as they reach the demo behind this proxy: a method and the end of a path
 * (`/auth/…` on AUTH_HOST, `/v1/…` on API_HOST). Read from the contract, so a new one is switched off too.
 */
const CONTRACT = parse(readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8'));
const OPTIONAL_CALLS = Object.entries(CONTRACT.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => operation?.['x-optional'] === true)
    .map(([method]) => ({ method: method.toUpperCase(), end: `${item.servers ? '/auth' : '/v1'}${path}` })),
);
const isOptionalCall = (req, path) => OPTIONAL_CALLS.some(({ method, end }) => req.method === method && path.endsWith(end));

/** The contract's optional fields, by the path that answers them; `*` is every element of a list. */
const MEMBER_FIELDS = ['tier_points', 'account.expiring_points', 'account.card_number', 'level.min_points', 'level.description'];
const OPTIONAL_FIELDS = [
  [/\/member\/api\/scheme\/0\/$/, ['levels.*.min_points', 'levels.*.description']],
  [/\/member\/api\/member\/(0|register)\/$/, MEMBER_FIELDS],
  [/\/member\/api\/member\/0\/referral_summary\/$/, ['referrals']],
  [/\/member\/api\/transaction\/$/, ['*.type', '*.store', 'results.*.type', 'results.*.store']],
  [/\/member\/api\/deal\/my_deals\/$/, ['*.codes.*.used_at', '*.codes.*.expires_at']],
  [/\/member\/api\/deal\/[^/]+\/redeem\/$/, ['codes.*.expires_at', 'deal.codes.*.expires_at']],
];

function drop(value, [head, ...rest]) {
  if (value === null || typeof value !== 'object') return;
  if (head === '*') {
    if (Array.isArray(value)) value.forEach((item) => drop(item, rest));
  } else if (rest.length === 0) delete value[head];
  else drop(value[head], rest);
}

/** The answer without the optional fields its path carries (unchanged when it has none, or is not JSON). */
function stripOptional(path, body) {
  const fields = OPTIONAL_FIELDS.find(([pattern]) => pattern.test(path))?.[1];
  if (!fields) return body;
  try {
    const data = JSON.parse(body.toString());
    for (const field of fields) drop(data, field.split('.'));
    return Buffer.from(JSON.stringify(data));
  } catch {
    return body;
  }
}

const isDealRead = (req, path) => req.method === 'GET' && /\/member\/api\/deal\/([^/]+\/)?$/.test(path);

const port = Number(values.port);
const target = new URL(values.target);
const settings = { mode: values.mode, delayMs: Number(values.delay), retryAfter: 30, paths: [] };
const overrides = new Map();
const log = [];
/** Answers held back (see POST /hold): each waits on `release`. */
const hold = { paths: [], maxMs: 1500, waiting: new Set(), count: 0 };

/** Resolves when the answer to `path` may be sent: at once, or when the test releases it. */
function heldBack(path) {
  if (!hold.paths.some((p) => path.endsWith(p))) return Promise.resolve();
  hold.count += 1;
  return new Promise((resolve) => {
    const waiter = () => {
      clearTimeout(timer);
      hold.waiting.delete(waiter);
      resolve();
    };
    const timer = setTimeout(waiter, hold.maxMs);
    hold.waiting.add(waiter);
  });
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, X-Api-Key, X-Service-Key',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  // The portal reads how long to wait after a 429 (the contract's `TooMany` response).
  'access-control-expose-headers': 'Retry-After',
  'access-control-max-age': '600',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (res, status, body, headers = {}) =>
  res.writeHead(status, { ...CORS, 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

/** What each mode does to a request before (or instead of) forwarding it; true when it answered. */
const MODES = {
  up: () => false,
  // The port is closed (handled by the control server); nothing arrives.
  down: () => false,
  slow: async () => {
    await sleep(settings.delayMs);
    return false;
  },
  garbage: (req, res) => {
    res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end('<html>oops, not json');
    return true;
  },
  // Every call carrying a token is refused, as when a session expires.
  'expire-tokens': (req, res) => {
    if (!req.headers.authorization) return false;
    json(res, 401, { detail: 'Token kedaluwarsa.' });
    return true;
  },
  // Attempt limits: 429 with the backend's words and Retry-After (only on `paths`, when given).
  'too-many': (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (settings.paths.length && !settings.paths.some((p) => path.endsWith(p))) return false;
    json(res, 429, { detail: 'Server sedang membatasi percobaan. Tunggu sebentar.' }, { 'retry-after': String(settings.retryAfter) });
    return true;
  },
};

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const api = http.createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  log.push({
    method: req.method,
    url: req.url,
    apiKey: req.headers['x-api-key'] ?? null,
    token: !!req.headers.authorization,
    // W3C trace context: a portal with traces on sends it (e2e/cluster/observability.spec.ts).
    traceparent: req.headers.traceparent ?? null,
    at: Date.now(),
  });
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  if (await MODES[settings.mode]?.(req, res)) return;
  if (switches.noOptionalCalls && isOptionalCall(req, path)) {
    json(res, 404, { detail: 'Not found.' });
    return;
  }
  if (switches.guardDeals && !req.headers.authorization && isDealRead(req, path)) {
    json(res, 401, { detail: 'Silakan masuk terlebih dahulu.' });
    return;
  }
  const override = overrides.get(path);
  if (override && req.method === 'GET') {
    const answer = JSON.stringify(override.body);
    await heldBack(path);
    res.writeHead(override.status ?? 200, { ...CORS, 'content-type': 'application/json' }).end(answer);
    return;
  }
  try {
    const body = await readBody(req);
    const headers = { ...req.headers, host: target.host };
    // This server's key is the portal's API_KEY; the demo behind it has its own.
    if (req.headers['x-api-key'] === values.key) headers['x-api-key'] = values['upstream-key'];
    const upstream = await fetch(new URL(req.url ?? '/', target), {
      method: req.method,
      headers,
      body: body.length && req.method !== 'GET' && req.method !== 'HEAD' ? body : undefined,
    });
    let text = Buffer.from(await upstream.arrayBuffer());
    if (switches.stripOptional && upstream.ok) text = stripOptional(path, text);
    await heldBack(path);
    const retryAfter = upstream.headers.get('retry-after');
    res.writeHead(upstream.status, {
      ...CORS,
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      ...(retryAfter ? { 'retry-after': retryAfter } : {}),
    });
    res.end(text);
  } catch (error) {
    json(res, 502, { detail: String(error) });
  }
});

const sockets = new Set();
api.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

let listening = false;
function up() {
  if (listening) return Promise.resolve();
  return new Promise((resolve) =>
    api.listen(port, '127.0.0.1', () => {
      listening = true;
      resolve();
    }),
  );
}
function down() {
  if (!listening) return Promise.resolve();
  return new Promise((resolve) => {
    api.close(() => resolve());
    for (const socket of sockets) socket.destroy();
    listening = false;
  });
}

const control = http.createServer(async (req, res) => {
  const reply = (status, data) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
  const body = () => readBody(req).then((b) => JSON.parse(b.toString() || '{}'));
  if (req.method === 'GET' && req.url === '/log') return reply(200, log);
  if (req.method === 'GET' && req.url === '/health') return reply(200, { ...settings, ...switches });
  if (req.method === 'GET' && req.url === '/held') return reply(200, { held: hold.waiting.size, count: hold.count });
  if (req.method !== 'POST') return reply(404, {});
  if (req.url === '/log/clear') {
    log.length = 0;
    return reply(200, {});
  }
  if (req.url === '/mode') {
    const { mode = 'up', delayMs, retryAfter, paths = [] } = await body();
    if (!(mode in MODES)) return reply(400, { detail: `unknown mode ${mode}` });
    Object.assign(settings, {
      mode,
      paths,
      ...(delayMs ? { delayMs: Number(delayMs) } : {}),
      ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}),
    });
    await (mode === 'down' ? down() : up());
    return reply(200, settings);
  }
  if (req.url === '/switch') {
    const given = await body();
    for (const name of Object.keys(switches)) if (typeof given[name] === 'boolean') switches[name] = given[name];
    return reply(200, switches);
  }
  if (req.url === '/override') {
    const { path, status, body: answer } = await body();
    overrides.set(path, { status, body: answer });
    return reply(200, { overrides: [...overrides.keys()] });
  }
  if (req.url === '/hold') {
    const { paths = [], maxMs = 1500 } = await body();
    Object.assign(hold, { paths, maxMs: Number(maxMs), count: 0 });
    return reply(200, { paths });
  }
  if (req.url === '/release') {
    hold.paths = [];
    for (const waiter of [...hold.waiting]) waiter();
    return reply(200, {});
  }
  if (req.url === '/override/clear') {
    overrides.clear();
    return reply(200, {});
  }
  reply(404, {});
});

if (settings.mode !== 'down') await up();
control.listen(Number(values.control), '127.0.0.1', () => {
  console.log(
    `backend proxy on :${port} → ${target.href} (mode ${settings.mode}, ${JSON.stringify(switches)}), control on :${values.control}`,
  );
});
