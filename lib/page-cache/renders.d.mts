export const RENDER_BOUND_MS: number;

/** Next's work on one page: its lookup, and the render that may follow. */
export interface PageWork {
  page: string;
  /** Date.now() at its lookup. */
  startedAt: number;
  /** Date.now() after which it is no longer waited for. */
  deadline: number;
  ended: boolean;
}

export function resetPageWork(): void;
/** `/route-cache/APP_PAGE/<hash>/$/index` → `/index`; any other key is its own page. */
export function pageOfKey(key: string): string;
/** A request's path as Next keys its page: `/` → `/index`, `/deals/` → `/deals`. */
export function pageOfPath(path: string): string;
export function pageWorkBegins(key: string): PageWork;
export function pageWorkEnds(work: PageWork): void;
/** Next's `waitUntil`: ends the page's work begun in the same step when `promise` settles. */
export function waitUntil(promise: Promise<unknown>): void;
export function installPageWorkWatch(): void;
export function pageWorkUnderWay(page: string): PageWork | undefined;
export function pageWorkEnded(work: PageWork): Promise<void>;
export function noteRevalidationHere(at?: number): void;
export function lastRevalidationHere(): number;
