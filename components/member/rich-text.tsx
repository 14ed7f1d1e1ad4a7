'use client';
import { useMemo } from 'react';
import { sanitizeHtmlInBrowser } from '@/lib/browser/sanitize';

/**
 * Untrusted CMS HTML (a deal's description, a benefit's body), sanitised in the browser before it is shown.
 * The CMS sends bare tags (no classes survive sanitising): `.rich-text-compact` (app/globals.css) styles them.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtmlInBrowser(html), [html]);
  if (!safe) return null;
  return <div className={className ? `rich-text-compact ${className}` : 'rich-text-compact'} dangerouslySetInnerHTML={{ __html: safe }} />;
}
