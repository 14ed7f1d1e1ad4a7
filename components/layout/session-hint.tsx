'use client';
import { SESSION_HINT_SCRIPT } from '@/lib/session/hint';

/**
 * From the first paint the header shows the guest's Masuk and Daftar or the member chip's placeholder, and
 * a member page the invitation to sign in or the member's placeholder (app/globals.css), long before the
 * session itself is known: the head's inline script marks whether this device keeps a session, and asks
 * for it early (lib/session/hint.ts). A client component only so the script is in the page's HTML once,
 * not again in the RSC payload (the HTML budget, docs/performance.md); it has nothing to hydrate.
 */
export function SessionHint() {
  // Only the server's HTML carries it: the browser has run it by hydration, which neither compares nor
  // rewrites a script's text, so the browser's bundle leaves it out (Next compiles `typeof window` away).
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? SESSION_HINT_SCRIPT : '' }} />;
}
