// The set-up of each file of the `dom` project (vitest.config.mts). Its files share a worker and its jsdom;
// this gives each what a worker of its own gave it: the window as the set-up left it, a new page, and the
// app's modules evaluated anew (tests/setup.ts, then the file, import them after the reset).
import { vi } from 'vitest';
import { trackTimers } from './pending-timers';

/** Vitest's jsdom environment's JSDOM instance (its `window` is the page's, the one `globalThis` copies). */
declare const jsdom: { window: object; cookieJar: { removeAllCookiesSync(): void }; reconfigure(settings: { url: string }): void };

/** Each target's properties once the first file's set-up has run in this worker. */
const AS_SET_UP = Symbol.for('portal.domAsSetUp');
type Properties = Map<PropertyKey, PropertyDescriptor | undefined>;
/** What a file may change for the next: the window, navigator, document and the DOM's prototypes. */
const targets = (): object[] => [
  globalThis,
  navigator,
  document,
  ...Reflect.ownKeys(jsdom.window).flatMap((key) => {
    const value = Reflect.getOwnPropertyDescriptor(jsdom.window, key)?.value as unknown;
    return typeof value === 'function' && typeof value.prototype === 'object' ? [value.prototype as object] : [];
  }),
];
const properties = (target: object): Properties =>
  new Map(Reflect.ownKeys(target).map((key) => [key, Reflect.getOwnPropertyDescriptor(target, key)]));
/**
 * Kept: Vitest's state, and what the packages loaded once per worker put on the window for good (Next's
 * async storages, React's and user-event's marks on the document, whose listeners stay).
 */
const SHARED = /^(?:__vitest|@next\/|_reactListening|Node prepared with document state workarounds$)/i;
const shared = (key: PropertyKey) => key === AS_SET_UP || SHARED.test(typeof key === 'symbol' ? (key.description ?? '') : String(key));
const same = (a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) =>
  Object.is(a?.value, b?.value) && a?.get === b?.get && a?.set === b?.set;

interface Worker {
  properties: Map<object, Properties>;
  /** The observers made since: the body is kept, so a file's observers are stopped before the next. */
  observers: Set<MutationObserver>;
  /** The timers set since: a file's pending ones are cleared before the next (tests/pending-timers.ts). */
  timers: ReturnType<typeof trackTimers>;
}
const kept = globalThis as unknown as Record<symbol, Worker | undefined>;

vi.useRealTimers();
kept[AS_SET_UP]?.timers.clearPending();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
for (const observer of kept[AS_SET_UP]?.observers ?? []) observer.disconnect();
kept[AS_SET_UP]?.observers.clear();
for (const [target, before] of kept[AS_SET_UP]?.properties ?? []) {
  for (const key of Reflect.ownKeys(target)) {
    if (!before.has(key) && !shared(key)) Reflect.deleteProperty(target, key);
  }
  for (const [key, descriptor] of before) {
    if (descriptor && !shared(key) && !same(descriptor, Reflect.getOwnPropertyDescriptor(target, key))) {
      Object.defineProperty(target, key, descriptor);
    }
  }
}

// The same <body> (Testing Library's `screen` holds it), emptied.
document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.head, document.body]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
window.localStorage.clear();
window.sessionStorage.clear();
jsdom.cookieJar.removeAllCookiesSync();
jsdom.reconfigure({ url: 'http://localhost:3000/' });
// A new entry drops those a file went back from: the file's own entries are added at the end, as in a new tab.
window.history.pushState(null, '', '/');

vi.resetModules();
await import('./setup');

if (!kept[AS_SET_UP]) {
  const observers = new Set<MutationObserver>();
  globalThis.MutationObserver = class extends MutationObserver {
    constructor(callback: MutationCallback) {
      super(callback);
      observers.add(this);
    }
  };
  const timers = trackTimers(globalThis);
  kept[AS_SET_UP] = { properties: new Map(targets().map((target) => [target, properties(target)])), observers, timers };
}
