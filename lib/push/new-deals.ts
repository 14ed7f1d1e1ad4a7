/**
 * New deals from the CMS: when the webhook names a deal no server has announced, the deal is read and
 * "Deal baru: <name>" goes to every device subscribed to new deals (marketing: at most one a device a
 * day), as one fan-out every server sends (./fanout.ts). The webhook's answer never waits: the deals are
 * read one after another behind it.
 */
import 'server-only';
import { getDeal } from '@/lib/api/member';
import { dealPath } from '@/lib/paths';
import { formatPointsLabel } from '@/lib/format/number';
import { pushFanout, type PushFanout } from './fanout';
import { pushStore, type PushStore } from './store';
import { MAX_TITLE_LENGTH, type PushMessage } from './topics';

export type Announcement =
  /** Queued to every device on new deals (`reference`, its fan-out): the deal is now announced on every server. */
  | { announced: true; reference: string; devices: number }
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
export async function announceDeal(key: string, store: PushStore, fanout: PushFanout): Promise<Announcement> {
  const deal = await getDeal(key, undefined, { fresh: true });
  if (!deal.ok || !deal.data?.name.trim()) return { announced: false, reason: 'deal unreadable' };
  if (!(await store.claimDeal(key))) return { announced: false, reason: 'announced before' };
  const message: PushMessage = { topic: 'new_deals', title: titleFor(deal.data.name), body: bodyFor(deal.data.price), url: dealPath(key) };
  try {
    return { announced: true, ...(await fanout.toTopic('new_deals', message)) };
  } catch (error) {
    // Not queued (Redis gone, or the queue full): a later webhook announces it.
    await store.releaseDeal(key).catch(() => {});
    throw error;
  }
}

/** Announcements waiting behind the one under way; a burst of webhooks past this is let go (and logged). */
const MAX_WAITING = 100;
let waiting = 0;
let queue: Promise<unknown> = Promise.resolve();
/** The fan-outs this server queued, until seen done (announcementsSettled). */
const sending = new Set<string>();

/**
 * Queues the announcement of `key` and returns at once (nothing when push is off). Announcements run one at
 * a time, so a CMS saving a hundred deals does not read a hundred deals at once.
 */
export function announceDealLater(key: string): void {
  // The fan-out first: it reads the configuration alone, and with push off nothing touches Redis.
  const fanout = pushFanout();
  const store = fanout && pushStore();
  if (!fanout || !store) return;
  if (waiting >= MAX_WAITING) {
    console.warn(`[push] deal ${key} not announced: ${MAX_WAITING} announcements already waiting.`);
    return;
  }
  waiting += 1;
  queue = queue
    .then(() => announceDeal(key, store, fanout))
    .then((outcome) => {
      if (!outcome.announced) return;
      sending.add(outcome.reference);
      // Kept for tests that wait on them; a server in service keeps no more than the last few.
      if (sending.size > MAX_WAITING) sending.delete(sending.values().next().value!);
      console.info(`[push] deal ${key} queued to ${outcome.devices} devices: fan-out ${outcome.reference}.`);
    })
    .catch((error: unknown) => console.warn(`[push] deal ${key} not announced: ${error instanceof Error ? error.message : String(error)}`))
    .finally(() => {
      waiting -= 1;
    });
}

/** Resolves once every queued announcement has been sent, by whichever servers (tests), or after `ms`. */
export async function announcementsSettled(ms = 30_000): Promise<void> {
  while (waiting > 0) await queue;
  const fanout = pushFanout();
  const until = Date.now() + ms;
  for (const reference of sending) {
    while (fanout && Date.now() < until && (await fanout.progress(reference))?.status !== 'done') {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    sending.delete(reference);
  }
}
