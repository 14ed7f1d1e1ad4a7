/**
 * New deals from the CMS: when the webhook names a deal no server has announced, the deal is read and
 * "Deal baru: <name>" goes to every device subscribed to new deals (marketing: at most one a device a
 * day). The webhook's answer never waits: announcements run one after another behind it.
 */
import 'server-only';
import { getDeal } from '@/lib/api/member';
import { dealPath } from '@/lib/paths';
import { formatPointsLabel } from '@/lib/format/number';
import { addDelivery, deliver, noDelivery, pushSender, type Delivery, type PushSender } from './send';
import { pushStore, type PushStore } from './store';
import { MAX_TITLE_LENGTH, type PushMessage } from './topics';

export type Announcement =
  /** Sent (or nobody subscribed): the deal is now announced on every server. */
  | { announced: true; delivery: Delivery }
  /** Already announced by this or another server, or not to be read now (then a later webhook tries again). */
  | { announced: false; reason: 'announced before' | 'deal unreadable' };

const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** The deal's name as one short line: no control characters, runs of spaces as one, cut with an ellipsis. */
function titleFor(name: string): string {
  const title = `Deal baru: ${name.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()}`;
  return title.length <= MAX_TITLE_LENGTH ? title : `${title.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…`;
}

function bodyFor(price: number | null): string {
  if (price === null) return 'Lihat deal-nya di portal member.';
  return Math.trunc(price) === 0 ? 'Gratis untuk member. Lihat deal-nya sekarang.' : `Tukar dengan ${formatPointsLabel(price)}.`;
}

/**
 * Announces the deal `key` once across every server. The deal is read first (as a guest: a backend that
 * keeps its deals for members gives nothing to announce), so a deal not yet readable is not marked.
 */
export async function announceDeal(key: string, store: PushStore, sender: PushSender): Promise<Announcement> {
  const deal = await getDeal(key, undefined, { fresh: true });
  if (!deal.ok || !deal.data?.name.trim()) return { announced: false, reason: 'deal unreadable' };
  if (!(await store.claimDeal(key))) return { announced: false, reason: 'announced before' };
  const message: PushMessage = { topic: 'new_deals', title: titleFor(deal.data.name), body: bodyFor(deal.data.price), url: dealPath(key) };
  let delivery = noDelivery();
  for await (const devices of store.devicesOn('new_deals'))
    delivery = addDelivery(delivery, await deliver(store, sender, devices, message));
  return { announced: true, delivery };
}

/** Announcements waiting behind the one under way; a burst of webhooks past this is let go (and logged). */
const MAX_WAITING = 100;
let waiting = 0;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Queues the announcement of `key` and returns at once (nothing when push is off). Announcements run one at
 * a time, so a CMS saving a hundred deals does not read a hundred deals at once.
 */
export function announceDealLater(key: string): void {
  // The sender first: it reads the configuration alone, and with push off nothing touches Redis.
  const sender = pushSender();
  const store = sender && pushStore();
  if (!sender || !store) return;
  if (waiting >= MAX_WAITING) {
    console.warn(`[push] deal ${key} not announced: ${MAX_WAITING} announcements already waiting.`);
    return;
  }
  waiting += 1;
  queue = queue
    .then(() => announceDeal(key, store, sender))
    .then((outcome) => {
      if (outcome.announced) console.info(`[push] deal ${key} announced: ${JSON.stringify(outcome.delivery)}`);
    })
    .catch((error: unknown) => console.warn(`[push] deal ${key} not announced: ${error instanceof Error ? error.message : String(error)}`))
    .finally(() => {
      waiting -= 1;
    });
}

/** Resolves once every queued announcement has run (tests; a shutdown could wait on it too). */
export async function announcementsSettled(): Promise<void> {
  while (waiting > 0) await queue;
}
