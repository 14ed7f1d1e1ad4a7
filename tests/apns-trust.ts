/**
 * The portal's `node:http2` trusting the APNs stand-in's certificate (tests/wallet-service.ts), as
 * NODE_EXTRA_CA_CERTS makes a server trust it: Node reads that only at its start, before a test could make
 * the certificate, so its CA is added to each connection instead. A test file mocks with it:
 *
 *   const trust = vi.hoisted(() => ({ ca: '' }));
 *   vi.mock('node:http2', async (real) => (await import('../apns-trust')).trusting(await real(), trust));
 */
import type * as http2 from 'node:http2';

export function trusting(real: typeof http2, trust: { ca: string }) {
  const connect = (authority: string, options: http2.SecureClientSessionOptions) => real.connect(authority, { ...options, ca: trust.ca });
  return { ...real, default: { ...real, connect }, connect };
}
