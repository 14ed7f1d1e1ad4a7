/**
 * What Redis keeps of a member for their passes (the session that makes a pass afresh, the pass's content:
 * name, number, points, voucher code), sealed with AES-256-GCM under a key the server holds and Redis does
 * not (lib/wallet/credentials.ts `sealKeys`), so whoever reads Redis or its backups reads neither. A
 * sealed text names its key, so a rotation still opens what an older key sealed, and carries what it is
 * (its pass's serial and field) as additional data, so it opens only there.
 *
 * Form: `s1.<key id>.<iv>.<ciphertext>.<tag>`, base64url parts.
 */
import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type SealKey, walletCredentials } from './credentials';

const FORM = 's1';
const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** `text` sealed for `place` (e.g. `<serial>:session`) with the key that seals now. */
export function seal(text: string, place: string, keys: SealKey[] = walletCredentials().sealKeys): string {
  const [key] = keys;
  if (!key) throw new Error('No key seals what the wallet keeps: set WALLET_SEAL_KEYS or configure Apple Wallet.');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(place));
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [FORM, key.id, base64url(iv), base64url(sealed), base64url(cipher.getAuthTag())].join('.');
}

/**
 * The text, and whether the key that seals now sealed it (else it should be sealed again); null when no key
 * of this server opens it, it was sealed for another place, or it was altered.
 */
export function unseal(
  sealed: string,
  place: string,
  keys: SealKey[] = walletCredentials().sealKeys,
): { text: string; current: boolean } | null {
  const [form, id, iv, data, tag, ...rest] = sealed.split('.');
  const index = keys.findIndex((key) => key.id === id);
  if (form !== FORM || rest.length > 0 || tag === undefined || index < 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys[index].key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(place));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    return { text, current: index === 0 };
  } catch {
    return null;
  }
}
