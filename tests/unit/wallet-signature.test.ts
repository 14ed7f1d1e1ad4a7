// @vitest-environment node
// The passes as the routes issue them, checked by tools that did not make them: the .pkpass unzipped,
// its manifest's SHA-1 digests, its signature verified by `openssl smime -verify` against the test's own
// certificate set; the Google link's JWT verified with jose and the test's public key.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAuthToken } from '@/lib/api/http';
import { GET as appleCard } from '@/app/api/wallet/apple/card/route';
import { GET as googleCard } from '@/app/api/wallet/google/card/route';
import { BUDI, signInAs } from '../demo-api/helpers';
import { makeTestWalletKeys, setEnv } from '../wallet-keys';

const keys = makeTestWalletKeys();
const work = mkdtempSync(join(tmpdir(), 'pkpass-'));
const NAMES = Object.keys(keys.env);
beforeAll(() => setEnv(keys.env));
afterAll(() => {
  setEnv(Object.fromEntries(NAMES.map((name) => [name, null])));
  keys.remove();
  rmSync(work, { recursive: true, force: true });
});

async function budiToken(): Promise<string> {
  const token = await signInAs(BUDI);
  setAuthToken(null); // the server never holds a browser's token: the route reads the request's
  return token;
}

const asBudi = (token: string, path: string) => new Request(`http://portal.test${path}`, { headers: { cookie: `__goapp_token=${token}` } });

describe('the Apple pass', () => {
  it('unzips; manifest.json holds the SHA-1 of every other file; signature verifies as detached PKCS#7 of the manifest', async () => {
    const response = await appleCard(asBudi(await budiToken(), '/api/wallet/apple/card'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pkpass = join(work, 'card.pkpass');
    writeFileSync(pkpass, Buffer.from(await response.arrayBuffer()));
    const folder = join(work, 'card');
    execFileSync('unzip', ['-q', pkpass, '-d', folder]);

    const files = readdirSync(folder).sort();
    expect(files).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png', 'manifest.json', 'pass.json', 'signature']);
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Record<string, string>;
    const others = files.filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(others);
    for (const name of others)
      expect(manifest[name], name).toBe(
        createHash('sha1')
          .update(readFileSync(join(folder, name)))
          .digest('hex'),
      );

    const pass = JSON.parse(readFileSync(join(folder, 'pass.json'), 'utf8'));
    expect(pass.storeCard.primaryFields[0].value).toBe('Budi Santoso');
    expect(pass.barcodes[0].message).toBe('8800240817000024');

    // openssl, not the code that signed it: the signer is the test's pass certificate, issued by the test's WWDR.
    const verify = (content: string) =>
      execFileSync(
        'openssl',
        [
          'smime',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          join(folder, 'signature'),
          '-content',
          content,
          '-CAfile',
          keys.files.wwdr,
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ],
        { stdio: 'pipe' },
      );
    expect(() => verify(join(folder, 'manifest.json'))).not.toThrow();
    const signers = join(work, 'signers.pem');
    execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', join(folder, 'signature'), '-print_certs', '-out', signers]);
    const blob = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(blob(readFileSync(signers, 'utf8'))).toContain(blob(keys.certPem));
    // A manifest changed by one byte does not verify.
    const tampered = join(work, 'tampered.json');
    writeFileSync(tampered, readFileSync(join(folder, 'manifest.json'), 'utf8').replace('"pass.json":"', '"pass.json":"0'));
    expect(() => verify(tampered)).toThrow();
  });
});

describe('the Google link', () => {
  it('is a save link whose JWT verifies with the test public key and names the issuer class and object', async () => {
    const response = await googleCard(asBudi(await budiToken(), '/api/wallet/google/card'));
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = location.split('/').pop()!;
    const { payload, protectedHeader } = await jwtVerify(jwt, await importSPKI(keys.googlePublicKeyPem, 'RS256'), {
      issuer: keys.clientEmail,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    const issuer = keys.env.GOOGLE_WALLET_ISSUER_ID;
    const { loyaltyClasses, loyaltyObjects } = payload.payload as {
      loyaltyClasses: { id: string }[];
      loyaltyObjects: { id: string; classId: string; barcode: { value: string } }[];
    };
    expect(loyaltyClasses[0].id).toBe(`${issuer}.kartu-member`);
    expect(loyaltyObjects[0].classId).toBe(`${issuer}.kartu-member`);
    expect(loyaltyObjects[0].id.startsWith(`${issuer}.m`)).toBe(true);
    expect(loyaltyObjects[0].barcode.value).toBe('8800240817000024');
    expect(payload.typ).toBe('savetowallet');
    // Another key does not verify it.
    const other = makeTestWalletKeys();
    await expect(jwtVerify(jwt, await importSPKI(other.googlePublicKeyPem, 'RS256'))).rejects.toThrow();
    other.remove();
  });
});
