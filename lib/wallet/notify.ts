/**
 * `POST /api/wallet/notify`: the backend says a member changed (points, level, a voucher used). Their
 * passes are marked changed and each device registered for them gets one push; the device then fetches
 * the pass, which is made afresh from the backend. A pass whose member the backend now answers with what
 * the portal cannot fully read (a balance that is no number) is left as last issued: not marked, not pushed.
 */
import 'server-only';
import { readDeploymentConfig } from '@/lib/config';
import { bodyField, credentialsOf, jsonOrRefusal, sameSecret } from '@/lib/server/request-body';
import { answer } from '@/lib/server/private-answer';
import { MEMBER_UID, MemberRefusal } from '@/lib/session/gate';
import { pushPassUpdates } from './apns';
import { walletCredentials, type AppleCredentials } from './credentials';
import { contentFor, targetOf } from './issue';
import { walletStore, WalletStoreDown, type PassRecord, type WalletStore } from './registrations';
import { observer } from '@/lib/observability/observer.mjs';

const MAX_BODY_BYTES = 4096;

export async function notifyMember(request: Request): Promise<Response> {
  const { revalidateSecret } = readDeploymentConfig();
  const apple = walletCredentials().apple;
  const store = walletStore();
  // Off unless there is something to keep up to date and a secret to guard it.
  if (!revalidateSecret || !apple || !store) return answer(404, { detail: 'Not found.' });

  const secret = credentialsOf(request, 'Bearer');
  if (!secret || !sameSecret(secret, revalidateSecret)) {
    return answer(401, { detail: 'A valid "Authorization: Bearer <secret>" is required.' }, { 'WWW-Authenticate': 'Bearer' });
  }
  const body = await jsonOrRefusal(request, MAX_BODY_BYTES);
  if (body instanceof Response) return body;
  const member = bodyField(body, 'member');
  if (typeof member !== 'string' || !MEMBER_UID.test(member)) {
    return answer(400, { detail: '"member" must be the uid of member/api/member/0/.' });
  }

  try {
    return answer(200, await updatePasses(store, apple, member));
  } catch (error) {
    if (error instanceof WalletStoreDown) {
      return answer(503, { detail: 'The registrations store (Redis) is unreachable: send it again.' }, { 'Retry-After': '30' });
    }
    throw error;
  }
}

export interface PassUpdate {
  passes: number;
  devices: number;
  pushed: number;
  failed: number;
}

/**
 * The member's passes marked changed and each of their devices pushed once (throws WalletStoreDown). The
 * backend's webhook calls it, and so does the member's own account after a change to their name or number.
 */
export async function updatePasses(store: WalletStore, apple: AppleCredentials, member: string): Promise<PassUpdate> {
  const { passes, devices } = await store.memberChanged(member, readable);
  const outcomes = await pushPassUpdates(apple, [...new Set(devices.map((d) => d.pushToken))]);
  // A push token APNs no longer knows is forgotten, so it is not pushed again.
  const gone = new Set(outcomes.filter((o) => o.status === 410 || o.reason === 'BadDeviceToken').map((o) => o.pushToken));
  for (const { device, pushToken } of devices) if (gone.has(pushToken)) await store.forgetDevice(device, pushToken);
  const pushed = outcomes.filter((o) => o.status === 200).length;
  observer()?.walletPushes?.(pushed, outcomes.length - pushed);
  if (pushed < outcomes.length) console.warn(`[wallet] ${outcomes.length - pushed} of ${outcomes.length} pushes failed.`);
  return { passes, devices: devices.length, pushed, failed: outcomes.length - pushed };
}

/**
 * The passes of the session's member made afresh on their devices, where this server keeps passes up to
 * date (Apple Wallet and Redis); nothing otherwise. Never throws: the change it follows is already made.
 */
export async function memberPassesChanged(member: string): Promise<PassUpdate | null> {
  const apple = walletCredentials().apple;
  const store = walletStore();
  if (!apple || !store) return null;
  try {
    return await updatePasses(store, apple, member);
  } catch (error) {
    console.warn(`[wallet] the member's passes were not updated: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Whether the backend's answer for this pass, now, is one a pass can be made from. Only an answer it cannot
 * read says no: a backend down or a session ended still marks the pass, whose fetch then answers as ever.
 */
async function readable(pass: PassRecord): Promise<boolean> {
  try {
    await contentFor(pass.session, targetOf(pass));
    return true;
  } catch (error) {
    return !(error instanceof MemberRefusal && error.kind === 'bad-backend');
  }
}
