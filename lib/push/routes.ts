/**
 * The reminders' routes (docs/push.md). Every answer is `private, no-store`; with push off (no keys or no
 * REDIS_URL) every one is a 404. A device's routes take the member from the session and refuse other sites'
 * pages; the notify route is the brand's backend's, with the webhook's bearer secret.
 */
import 'server-only';
import { readDeploymentConfig, readPushConfig } from '@/lib/config';
import { answer, empty } from '@/lib/server/private-answer';
import { bodyField, credentialsOf, jsonBody, jsonOrRefusal, sameSecret } from '@/lib/server/request-body';
import { fromThisSite } from '@/lib/server/same-origin';
import { MEMBER_UID, memberRoute } from '@/lib/session/gate';
import { FanoutBusy, pushFanout } from './fanout';
import { deliver, pushSender } from './send';
import { PushStoreDown, pushStore, type PushStore } from './store';
import { SubscriptionError, isEndpoint, readSubscription, readTopics } from './subscription';
import { DEFAULT_TOPICS, MAX_BODY_LENGTH, MAX_TITLE_LENGTH, PUSH_TOPICS, readPushMessage } from './topics';

/** A subscription with its topics is well under 1 KB; anything far larger is not one. */
const MAX_BODY_BYTES = 4096;

const notFound = () => answer(404, { detail: 'Not found.' });
const storeDown = () => answer(503, { detail: 'The reminders store (Redis) is unreachable: try again.' }, { 'Retry-After': '30' });

interface MemberRequest {
  store: PushStore;
  member: string;
}

/**
 * A device's route: push on, from this site, for the session's member (the gate, lib/session/gate.ts);
 * `work` gets the store and the member's uid. A store that does not answer is a 503.
 */
async function forMember(request: Request, work: (asked: MemberRequest) => Promise<Response>): Promise<Response> {
  const store = pushStore();
  if (!readPushConfig() || !store) return notFound();
  if (!fromThisSite(request)) return answer(403, { detail: "Reminders are changed from the portal's own pages only." });
  return memberRoute(request, async ({ uid }) => {
    try {
      return await work({ store, member: uid });
    } catch (error) {
      if (error instanceof SubscriptionError) return answer(400, { detail: error.message });
      if (error instanceof PushStoreDown) return storeDown();
      throw error;
    }
  });
}

/** The endpoint a request names (the body's or the query's `endpoint`), checked like a subscription's. */
function checkedEndpoint(endpoint: unknown): string {
  if (!isEndpoint(endpoint)) throw new SubscriptionError('"endpoint" must be the endpoint of this device\'s subscription.');
  return endpoint;
}

/** `GET /api/push`: the public key browsers subscribe with (the service worker asks for it), or 404. */
export function getPushKey(): Response {
  const config = pushStore() && readPushConfig();
  if (!config) return notFound();
  return Response.json({ publicKey: config.publicKey }, { headers: { 'Cache-Control': 'no-store' } });
}

/** `GET /api/push/subscription?endpoint=`: this device's topics, or 404 when it gets no reminders. */
export function getSubscription(request: Request): Promise<Response> {
  return forMember(request, async ({ store, member }) => {
    const device = await store.device(member, checkedEndpoint(new URL(request.url).searchParams.get('endpoint')));
    return device ? answer(200, { topics: device.topics }) : answer(404, { detail: 'This device gets no reminders.' });
  });
}

/**
 * `POST /api/push/subscription` `{"subscription", "topics"?, "replaces"?}`: keeps this device for the member
 * (topics: `expiring` alone unless given). 201 for a new device, 200 for a known one; 409 when the endpoint is
 * another member's device (the browser then subscribes afresh); 410 when the member's account is being
 * deleted (lib/server/deleted-members.ts). Nothing is kept from a body refused.
 */
export function postSubscription(request: Request): Promise<Response> {
  return forMember(request, async ({ store, member }) => {
    const body = await jsonBody(request, MAX_BODY_BYTES);
    const subscription = readSubscription(bodyField(body, 'subscription'));
    const given = bodyField(body, 'topics');
    const topics = given === undefined ? undefined : readTopics(given, DEFAULT_TOPICS);
    const replaces = bodyField(body, 'replaces');
    if (replaces !== undefined && !isEndpoint(replaces)) throw new SubscriptionError('"replaces", when given, must be an endpoint.');
    const known = await store.device(member, subscription.endpoint);
    const outcome = await store.subscribe(member, subscription, topics, DEFAULT_TOPICS, replaces);
    if (!outcome.kept && outcome.refused === 'deleted')
      return answer(410, { detail: 'This account is being deleted: it gets no reminders.' });
    if (!outcome.kept) return answer(409, { detail: "This subscription is another member's device: subscribe again." });
    const device = await store.device(member, subscription.endpoint);
    return answer(known ? 200 : 201, { topics: device?.topics ?? [] });
  });
}

/** `PUT /api/push/subscription` `{"endpoint", "topics"}`: this device's topics; 404 when it is not the member's. */
export function putSubscription(request: Request): Promise<Response> {
  return forMember(request, async ({ store, member }) => {
    const body = await jsonBody(request, MAX_BODY_BYTES);
    const endpoint = checkedEndpoint(bodyField(body, 'endpoint'));
    const given = bodyField(body, 'topics');
    if (given === undefined) throw new SubscriptionError('"topics" must be given: a list of "expiring" and "new_deals".');
    const topics = readTopics(given, DEFAULT_TOPICS);
    if (!(await store.setTopics(member, endpoint, topics))) return answer(404, { detail: 'This device gets no reminders.' });
    return answer(200, { topics });
  });
}

/** `DELETE /api/push/subscription` `{"endpoint"}`: this device gets no more reminders (Matikan, logout). */
export function deleteSubscription(request: Request): Promise<Response> {
  return forMember(request, async ({ store, member }) => {
    const body = await jsonBody(request, MAX_BODY_BYTES);
    const removed = await store.unsubscribe(member, checkedEndpoint(bodyField(body, 'endpoint')));
    return removed ? empty(204) : answer(404, { detail: 'This device gets no reminders.' });
  });
}

/** `DELETE /api/push/devices`: every device of the member's (the account being deleted). */
export function deleteDevices(request: Request): Promise<Response> {
  return forMember(request, async ({ store, member }) => answer(200, { removed: await store.forgetMember(member) }));
}

/** Members a batch names at most. */
export const MAX_BATCH_MEMBERS = 1000;
/** A batch of 1,000 uids is about 30 KB. */
const MAX_NOTIFY_BYTES = 64 * 1024;

/** The bearer of the notify routes (REVALIDATE_SECRET): null when it holds, else the answer. */
function notifyRefusal(request: Request, revalidateSecret: string): Response | null {
  const secret = credentialsOf(request, 'Bearer');
  if (secret && sameSecret(secret, revalidateSecret)) return null;
  return answer(401, { detail: 'A valid "Authorization: Bearer <secret>" is required.' }, { 'WWW-Authenticate': 'Bearer' });
}

/** The batch's uids, or a message saying what is wrong with them. */
function readMembers(members: unknown): string[] | string {
  if (!Array.isArray(members) || members.length === 0 || members.length > MAX_BATCH_MEMBERS) {
    return `"members" must be a list of 1 to ${MAX_BATCH_MEMBERS} uids of member/api/member/0/.`;
  }
  if (!members.every((uid): uid is string => typeof uid === 'string' && MEMBER_UID.test(uid))) {
    return '"members" must hold uids of member/api/member/0/ only.';
  }
  return members;
}

/**
 * `POST /api/push/notify`, bearer REVALIDATE_SECRET, `{"member" | "members", "topic", "title", "body", "url"}`:
 * the brand's backend reminds members (points or a voucher about to expire, points arrived). One `member`:
 * sent now to that member's devices subscribed to the topic; answers how many were asked, sent to, removed
 * (gone), failed, and held back (a second marketing push in a day). `members` (up to 1,000): queued as one
 * fan-out every server sends (./fanout.ts); answers 202 at once with its reference.
 */
export async function notifyPush(request: Request): Promise<Response> {
  const { revalidateSecret } = readDeploymentConfig();
  const store = pushStore();
  const sender = pushSender();
  if (!revalidateSecret || !store || !sender) return notFound();
  const refused = notifyRefusal(request, revalidateSecret);
  if (refused) return refused;
  const body = await jsonOrRefusal(request, MAX_NOTIFY_BYTES);
  if (body instanceof Response) return body;
  const member = bodyField(body, 'member');
  const members = bodyField(body, 'members');
  if (member !== undefined && members !== undefined) return answer(400, { detail: 'Give "member" or "members", not both.' });
  const batch = members === undefined ? null : readMembers(members);
  if (typeof batch === 'string') return answer(400, { detail: batch });
  if (!batch && (typeof member !== 'string' || !MEMBER_UID.test(member))) {
    return answer(400, { detail: '"member" must be the uid of member/api/member/0/ (or "members", a list of them).' });
  }
  const message = readPushMessage(body);
  if (!message) {
    return answer(400, {
      detail: `"topic" must be one of ${PUSH_TOPICS.join(', ')}; "title" (at most ${MAX_TITLE_LENGTH} characters) and "body" (${MAX_BODY_LENGTH}) text; "url" a path of the portal, starting with one "/".`,
    });
  }
  try {
    if (batch) {
      const fanout = pushFanout();
      if (!fanout) return notFound();
      const { reference } = await fanout.toMembers(batch, message);
      const progress = await fanout.progress(reference);
      return answer(202, { ...progress, members: new Set(batch).size }, { Location: `/api/push/notify/${reference}` });
    }
    const devices = (await store.devicesOf(member as string)).filter((device) => device.topics.includes(message.topic));
    return answer(200, await deliver(store, sender, devices, message));
  } catch (error) {
    if (error instanceof PushStoreDown) return storeDown();
    if (error instanceof FanoutBusy) return answer(503, { detail: error.message }, { 'Retry-After': '60' });
    throw error;
  }
}

/** `GET /api/push/notify/<reference>`, bearer REVALIDATE_SECRET: a batch's progress (queued, sent, removed, failed). */
export async function notifyProgress(request: Request, reference: string): Promise<Response> {
  const { revalidateSecret } = readDeploymentConfig();
  const fanout = pushFanout();
  if (!revalidateSecret || !fanout) return notFound();
  const refused = notifyRefusal(request, revalidateSecret);
  if (refused) return refused;
  try {
    const progress = await fanout.progress(reference);
    return progress ? answer(200, progress) : answer(404, { detail: 'No batch of reminders has this reference (kept 2 days).' });
  } catch (error) {
    if (error instanceof PushStoreDown) return storeDown();
    throw error;
  }
}
