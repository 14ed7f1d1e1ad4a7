// A stand-in for "another server that honours API.md": it forwards to a running demo portal's
// /demo-api, records every request it gets, sends CORS headers like the real backend, and can be
// switched to fail: down (port closed), slow (every answer late), garbage (not JSON), expire-tokens
// (every call carrying a token is refused with 401, as when a session expires).
//
//   node e2e/support/backend-proxy.mjs --port 4010 --control 4011 --target http://127.0.0.1:3100
//
// Control: GET /log, POST /mode {"mode": "up"|"down"|"slow"|"garbage"|"expire-tokens", "delayMs": 2000}, POST /log/clear
//
// Switches, independent of the mode, each off unless its flag is given (--guard-deals) or set at run time
// (POST /switch {"guardDeals": true}):
//   guardDeals     the deal list and a deal answer 401 to a call without a token (API.md: deals may be guarded)
//   stripOptional  answers carry none of API.md's optional fields (a backend that sends none of them)
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    control: { type: 'string', default: '4011' },
    target: { type: 'string', default: 'http://127.0.0.1:3100' },
    mode: { type: 'string', default: 'up' },
    delay: { type: 'string', default: '2000' },
    'guard-deals': { type: 'boolean', default: false },
    'strip-optional': { type: 'boolean', default: false },
  },
});

const switches = { guardDeals: values['guard-deals'], stripOptional: values['strip-optional'] };

/** API.md's optional fields, by the path that answers them; `*` is every element of a list. */
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
let mode = values.mode;
let delayMs = Number(values.delay);
const log = [];

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, X-Api-Key, X-Service-Key',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '600',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const api = http.createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://proxy').pathname;
  log.push({ method: req.method, url: req.url, apiKey: req.headers['x-api-key'] ?? null, token: !!req.headers.authorization, at: Date.now() });
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  if (mode === 'slow') await sleep(delayMs);
  if (mode === 'expire-tokens' && req.headers.authorization) {
    res.writeHead(401, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Token kedaluwarsa.' }));
    return;
  }
  if (switches.guardDeals && !req.headers.authorization && isDealRead(req, path)) {
    res.writeHead(401, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Silakan masuk terlebih dahulu.' }));
    return;
  }
  if (mode === 'garbage') {
    res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end('<html>oops, not json');
    return;
  }
  try {
    const body = await readBody(req);
    const headers = { ...req.headers, host: target.host };
    const upstream = await fetch(new URL(req.url ?? '/', target), {
      method: req.method,
      headers,
      body: body.length && req.method !== 'GET' && req.method !== 'HEAD' ? body : undefined,
    });
    let text = Buffer.from(await upstream.arrayBuffer());
    if (switches.stripOptional && upstream.ok) text = stripOptional(path, text);
    res.writeHead(upstream.status, { ...CORS, 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(text);
  } catch (error) {
    res.writeHead(502, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ detail: String(error) }));
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
  return new Promise((resolve) => api.listen(port, '127.0.0.1', () => { listening = true; resolve(); }));
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
  const json = (status, data) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
  if (req.method === 'GET' && req.url === '/log') return json(200, log);
  if (req.method === 'POST' && req.url === '/log/clear') {
    log.length = 0;
    return json(200, {});
  }
  if (req.method === 'POST' && req.url === '/mode') {
    const body = JSON.parse((await readBody(req)).toString() || '{}');
    mode = body.mode ?? 'up';
    if (body.delayMs) delayMs = Number(body.delayMs);
    if (mode === 'down') await down();
    else await up();
    return json(200, { mode, delayMs });
  }
  if (req.method === 'POST' && req.url === '/switch') {
    const body = JSON.parse((await readBody(req)).toString() || '{}');
    for (const name of Object.keys(switches)) if (typeof body[name] === 'boolean') switches[name] = body[name];
    return json(200, switches);
  }
  if (req.method === 'GET' && req.url === '/health') return json(200, { mode, ...switches });
  json(404, {});
});

if (mode !== 'down') await up();
control.listen(Number(values.control), '127.0.0.1', () => {
  console.log(`backend proxy on :${port} → ${target.href} (mode ${mode}, ${JSON.stringify(switches)}), control on :${values.control}`);
});
