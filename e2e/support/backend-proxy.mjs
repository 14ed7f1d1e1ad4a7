// A stand-in for "another server that honours API.md": it forwards to a running demo portal's
// /demo-api, records every request it gets, sends CORS headers like the real backend, and can be
// switched to fail: down (port closed), slow (every answer late), garbage (not JSON), expire-tokens
// (every call carrying a token is refused with 401, as when a session expires).
//
//   node e2e/support/backend-proxy.mjs --port 4010 --control 4011 --target http://127.0.0.1:3100
//
// Control: GET /log, POST /mode {"mode": "up"|"down"|"slow"|"garbage"|"expire-tokens", "delayMs": 2000}, POST /log/clear
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    control: { type: 'string', default: '4011' },
    target: { type: 'string', default: 'http://127.0.0.1:3100' },
    mode: { type: 'string', default: 'up' },
    delay: { type: 'string', default: '2000' },
  },
});

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
  log.push({ method: req.method, url: req.url, apiKey: req.headers['x-api-key'] ?? null, at: Date.now() });
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  if (mode === 'slow') await sleep(delayMs);
  if (mode === 'expire-tokens' && req.headers.authorization) {
    res.writeHead(401, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Token kedaluwarsa.' }));
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
    const text = Buffer.from(await upstream.arrayBuffer());
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
  if (req.method === 'GET' && req.url === '/health') return json(200, { mode });
  json(404, {});
});

if (mode !== 'down') await up();
control.listen(Number(values.control), '127.0.0.1', () => {
  console.log(`backend proxy on :${port} → ${target.href} (mode ${mode}), control on :${values.control}`);
});
