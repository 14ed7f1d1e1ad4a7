/**
 * Issuing a pass to the member of the session: the Apple `.pkpass` or the Google "Save" link of their card
 * or of a voucher they own. The member is the one the backend answers for with the session's token; a
 * guest gets 401, a voucher code the member does not own 404, a failing backend 502 or 503.
 */
import 'server-only';
import { PRIVATE_NO_STORE, answer, empty } from '@/lib/server/private-answer';
import { PKPASS_TYPE, passJson, signPass, type PassWebService } from './apple-pass';
import { loadBrand, logoPng, type Brand } from './brand';
import { walletCredentials } from './credentials';
import { saveUrl } from './google-pass';
import { cardContent, voucherContent, type PassContent } from './pass-content';
import { MemberDeleted, walletStore, WalletStoreDown } from './registrations';
import { MemberRefusal, answerRefusal, memberOfToken } from '@/lib/session/gate';
import { requestToken } from '@/lib/session/token';
import { myDealsOf, passMember } from './session';

export type Wallet = 'apple' | 'google';
export type PassTarget = { kind: 'card' } | { kind: 'voucher'; code: string };

/** A voucher code as the backend sends it is short; a longer one in a URL is not one of them. */
const MAX_CODE_LENGTH = 2400;

/** What a recorded pass is of: the member's card, or the voucher with its code. */
export const targetOf = (pass: { kind: PassContent['kind']; code: string }): PassTarget =>
  pass.kind === 'card' ? { kind: 'card' } : { kind: 'voucher', code: pass.code };

/**
 * The content of the pass asked for, for the member of `token` (the gate, lib/session/gate.ts) as the
 * backend answers now; throws MemberRefusal.
 */
export async function contentFor(token: string, target: PassTarget): Promise<PassContent> {
  if (target.kind === 'card') {
    const holder = await memberOfToken(token);
    return cardContent(holder.user, passMember(holder));
  }
  // Asked at once: one round trip.
  const [holder, deals] = await Promise.all([memberOfToken(token), myDealsOf(token)]);
  const voucher = voucherContent(passMember(holder).uid, deals, target.code);
  if (!voucher) throw new MemberRefusal('not-theirs', 'No voucher of yours has this code.');
  return voucher;
}

/** The web service of a pass this server can keep up to date (Redis), or null (issued without updates). */
async function webService(content: PassContent, token: string, brand: Brand): Promise<PassWebService | null> {
  const store = walletStore();
  if (!store) return null;
  try {
    const { authenticationToken } = await store.issued(content, token);
    return { url: `${brand.origin}/api/wallet`, authenticationToken };
  } catch (error) {
    if (error instanceof MemberDeleted) throw new MemberRefusal('deleted', 'This account is being deleted: no pass is issued.');
    if (!(error instanceof WalletStoreDown)) throw error;
    // The member still gets a pass that works at the till; it will not update.
    console.warn('[wallet] Redis unreachable: a pass was issued without updates.');
    return null;
  }
}

/** The signed `.pkpass` of this content (the web service's pass fetch uses it too). */
export async function pkpassResponse(
  content: PassContent,
  brand: Brand,
  service: PassWebService | null,
  headers: Record<string, string> = {},
) {
  const apple = walletCredentials().apple;
  if (!apple) return answer(404, { detail: 'Apple Wallet is not configured on this server.' });
  const bytes = signPass(passJson(content, brand, apple.config, service), await logoPng(brand), apple);
  const name = content.kind === 'card' ? 'kartu-member' : 'voucher';
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': PKPASS_TYPE,
      'Content-Disposition': `attachment; filename="${name}.pkpass"`,
      'Cache-Control': PRIVATE_NO_STORE,
      ...headers,
    },
  });
}

export async function issuePass(request: Request, wallet: Wallet, target: PassTarget): Promise<Response> {
  const credentials = walletCredentials();
  if (!credentials[wallet])
    return answer(404, { detail: `${wallet === 'apple' ? 'Apple' : 'Google'} Wallet is not configured on this server.` });
  const { token } = requestToken(request);
  if (!token) return answerRefusal(new MemberRefusal('signed-out', 'Sign in to the portal to add your pass.'));
  if (target.kind === 'voucher' && (!target.code || target.code.length > MAX_CODE_LENGTH)) {
    return answer(404, { detail: 'No voucher of yours has this code.' });
  }
  try {
    const [content, brand] = await Promise.all([contentFor(token, target), loadBrand(request)]);
    if (content.kind === 'voucher' && content.state !== 'active') {
      return answer(410, { detail: content.state === 'used' ? 'This voucher has been used.' : 'This voucher has expired.' });
    }
    if (wallet === 'google') {
      const google = credentials.google!;
      return empty(303, { Location: await saveUrl(content, brand, google) });
    }
    return pkpassResponse(content, brand, await webService(content, token, brand));
  } catch (error) {
    if (error instanceof MemberRefusal) return answerRefusal(error);
    console.error('[wallet] a pass could not be made:', error);
    return answer(500, { detail: 'The pass could not be made.' });
  }
}
