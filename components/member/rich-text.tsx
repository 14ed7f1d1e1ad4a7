'use client';
import { useMemo, useSyncExternalStore } from 'react';
import { sanitizeHtmlInBrowser } from '@/lib/browser/sanitize';

const noSubscription = () => () => undefined;

/**
 * Untrusted CMS HTML (a level's benefits), sanitised in the browser before it is shown: after hydration,
 * so a page the server rendered (which cannot run the browser's sanitiser) hydrates without a mismatch.
 * The CMS sends bare tags (no classes survive sanitising): `.rich-text-compact` (app/globals.css) styles them.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const safe = useMemo(() => (hydrated ? sanitizeHtmlInBrowser(html) : ''), [hydrated, html]);
  if (!safe) return null;
  return <div className={className ? `rich-text-compact ${className}` : 'rich-text-compact'} dangerouslySetInnerHTML={{ __html: safe }} />;
}
