/**
 * A session's code, loaded only when a session needs it: a guest's first load carries none of it.
 * A leaf: the providers import it, and it imports none of them.
 */

/**
 * Whether the device keeps a session, as the head's hint tells before any storage code has loaded
 * (components/layout/session-hint.tsx).
 */
export const deviceKeepsSession = () => document.documentElement.dataset.session === 'stored';

/** Where the token is kept (cookie and localStorage). */
export const tokenStore = () => import('@/lib/browser/storage');

/** What checks a token and sends the session's calls. */
export const sessionCode = () => Promise.all([import('@/lib/api/auth'), import('@/lib/api/http')]);
