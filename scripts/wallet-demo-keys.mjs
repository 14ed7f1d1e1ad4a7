// `npm run wallet:demo-keys`: a throwaway set of wallet keys, so a newcomer sees the wallet buttons and gets
// passes that are complete in every part but the one that matters to the phones. Apple Wallet accepts only a
// pass signed with the brand's own pass certificate, issued by Apple; Google Wallet only a link signed by a
// service account of the brand's issuer account (docs/wallet.md says how to get both). Made here:
//
//   wwdr.pem                    a self-signed "demo WWDR" standing in for Apple's intermediate
//   pass-cert.pem pass-key.pem  a pass certificate for pass.id.arenasport.demo, issued by that demo WWDR
//   google-service-account.json a service account key of no Google project
//   wallet.env                  the variables to set (also printed)
//
// Usage: node scripts/wallet-demo-keys.mjs [--out <folder>] (default .wallet-demo/, which git ignores).
// The tests make their own sets with the same functions.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import forge from 'node-forge';

export const DEMO_PASS_TYPE_ID = 'pass.id.arenasport.demo';
export const DEMO_TEAM_ID = 'DEMOTEAM00';
export const DEMO_ISSUER_ID = '3388000000022990000';
const UID_OID = '0.9.2342.19200300.100.1.1';

/** An RSA key pair as PEM (PKCS#1 for the private key, which every signer reads) and as node-forge keys. */
export function rsaKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return {
    privateKeyPem: privateKey,
    publicKeyPem: publicKey,
    forgePrivate: forge.pki.privateKeyFromPem(privateKey),
    forgePublic: forge.pki.publicKeyFromPem(publicKey),
  };
}

/**
 * An X.509 certificate for `keys`, issued by `issuer` ({ cert, keys } as this returns) or self-signed.
 * `ca` marks a certificate authority; `hosts` names a TLS server (DNS names or IP addresses).
 */
export function makeCertificate({ subject, keys, issuer = null, ca = false, hosts = [], days = 365 }) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.forgePublic;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + days * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  const extensions = [
    { name: 'basicConstraints', cA: ca },
    ca
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true }
      : { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'subjectKeyIdentifier' },
  ];
  if (hosts.length > 0) {
    extensions.push({ name: 'extKeyUsage', serverAuth: true, clientAuth: true });
    extensions.push({
      name: 'subjectAltName',
      altNames: hosts.map((host) => (/^[\d.]+$/.test(host) ? { type: 7, ip: host } : { type: 2, value: host })),
    });
  }
  cert.setExtensions(extensions);
  cert.sign(issuer ? issuer.keys.forgePrivate : keys.forgePrivate, forge.md.sha256.create());
  return { cert, keys, pem: forge.pki.certificateToPem(cert) };
}

/** A certificate authority and a TLS server certificate it issued, for a local HTTPS or HTTP/2 server. */
export function makeTlsServer(hosts = ['127.0.0.1', 'localhost']) {
  const root = makeCertificate({ subject: [{ name: 'commonName', value: 'Portal test CA' }], keys: rsaKeyPair(), ca: true });
  const server = makeCertificate({ subject: [{ name: 'commonName', value: hosts[0] }], keys: rsaKeyPair(), issuer: root, hosts });
  return { caPem: root.pem, certPem: server.pem, keyPem: server.keys.privateKeyPem };
}

/** Writes a demo set of wallet keys into `folder`; answers the variables that configure both wallets. */
export function makeWalletDemoKeys(folder) {
  mkdirSync(folder, { recursive: true });
  const wwdr = makeCertificate({
    subject: [
      { name: 'commonName', value: 'Demo WWDR (not Apple): passes signed under it open in no Wallet' },
      { name: 'organizationName', value: 'Arena Sport demo' },
    ],
    keys: rsaKeyPair(),
    ca: true,
  });
  const pass = makeCertificate({
    subject: [
      { type: UID_OID, value: DEMO_PASS_TYPE_ID },
      { name: 'commonName', value: `Pass Type ID: ${DEMO_PASS_TYPE_ID}` },
      { name: 'organizationalUnitName', value: DEMO_TEAM_ID },
      { name: 'organizationName', value: 'Arena Sport demo' },
    ],
    keys: rsaKeyPair(),
    issuer: wwdr,
  });
  const google = rsaKeyPair();
  const pkcs8 = forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(google.forgePrivate)));
  const account = {
    type: 'service_account',
    project_id: 'portal-wallet-demo',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: pkcs8,
    client_email: 'wallet-demo@portal-wallet-demo.iam.gserviceaccount.com',
    client_id: '100000000000000000000',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  const files = {
    wwdr: join(folder, 'wwdr.pem'),
    cert: join(folder, 'pass-cert.pem'),
    key: join(folder, 'pass-key.pem'),
    google: join(folder, 'google-service-account.json'),
  };
  writeFileSync(files.wwdr, wwdr.pem);
  writeFileSync(files.cert, pass.pem);
  writeFileSync(files.key, pass.keys.privateKeyPem, { mode: 0o600 });
  writeFileSync(files.google, `${JSON.stringify(account, null, 2)}\n`, { mode: 0o600 });
  const env = {
    APPLE_WALLET_PASS_TYPE_ID: DEMO_PASS_TYPE_ID,
    APPLE_WALLET_TEAM_ID: DEMO_TEAM_ID,
    APPLE_WALLET_CERT: files.cert,
    APPLE_WALLET_KEY: files.key,
    APPLE_WALLET_WWDR: files.wwdr,
    GOOGLE_WALLET_ISSUER_ID: DEMO_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT: files.google,
  };
  writeFileSync(
    join(folder, 'wallet.env'),
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
  return {
    env,
    files,
    wwdrPem: wwdr.pem,
    certPem: pass.pem,
    keyPem: pass.keys.privateKeyPem,
    googlePublicKeyPem: google.publicKeyPem,
    clientEmail: account.client_email,
  };
}

// Run as a command; no import.meta here: Playwright loads this file too (e2e/support/push-service.ts).
if (process.argv[1] && /[\\/]wallet-demo-keys\.mjs$/.test(resolve(process.argv[1]))) {
  const at = process.argv.indexOf('--out');
  const folder = resolve(at > 0 && process.argv[at + 1] ? process.argv[at + 1] : '.wallet-demo');
  const { env } = makeWalletDemoKeys(folder);
  console.log(`Demo wallet keys written to ${folder}/ (kept out of git).\n`);
  console.log('Set these when starting the portal (or `set -a; . ' + join(folder, 'wallet.env') + '; set +a`):\n');
  for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
  console.log(
    '\nThe buttons then show and the passes are complete, but no phone will add them: Apple Wallet accepts only a pass' +
      "\nsigned with the brand's own pass certificate from Apple, Google Wallet only a link signed for the brand's issuer" +
      '\naccount. How to get both: docs/wallet.md.',
  );
}
