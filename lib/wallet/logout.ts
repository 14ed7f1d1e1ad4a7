/**
 * `DELETE /api/wallet/session`, called by the browser's logout before it forgets the token: the session of
 * the request (by the token rule: `Authorization: Jwt`, else the `__goapp_token` cookie) is removed from
 * every pass issued with it. The passes stay as last issued until the member adds them again. Nothing is
 * asked of the backend: holding the token is what it takes to stop it being used here.
 */
import 'server-only';
import { answer } from '@/lib/server/private-answer';
import { walletCredentials } from './credentials';
import { walletStore, WalletStoreDown } from './registrations';
import { fromThisSite } from '@/lib/server/same-origin';
import { MemberRefusal, answerRefusal } from '@/lib/session/gate';
import { requestToken } from '@/lib/session/token';

export async function answerWalletLogout(request: Request): Promise<Response> {
  const store = walletStore();
  // Nothing kept, nothing to forget. A success, not a 404: a browser logs every 4xx in the console, and
  // most servers keep no passes up to date.
  if (!walletCredentials().apple || !store) return answer(200, { passes: 0 });
  // Only the portal's own pages end a session here.
  if (!fromThisSite(request)) return answer(403, { detail: 'Only the portal ends its own sessions.' });
  const { token } = requestToken(request);
  if (!token) return answerRefusal(new MemberRefusal('signed-out', 'There is no session to end.'));
  try {
    return answer(200, { passes: await store.forgetSession(token) });
  } catch (error) {
    if (!(error instanceof WalletStoreDown)) throw error;
    return answer(503, { detail: error.message }, { 'Retry-After': '30' });
  }
}
