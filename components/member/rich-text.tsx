'use client';
import { useMemo } from 'react';
import { sanitizeHtmlInBrowser } from '@/lib/sanitize-client';

// The CMS sends bare tags (no classes survive sanitising), so the look is set here for each tag.
const STYLE = [
  'text-[15px] leading-relaxed text-slate-700',
  '[&_p]:mt-2 [&_p:first-child]:mt-0',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold',
  '[&_ul]:mt-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
  '[&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold',
  '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:mt-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3',
  '[&_img]:mt-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:mt-2 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2',
].join(' ');

/** Untrusted CMS HTML (a deal's description, a benefit's body), sanitised in the browser before it is shown. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtmlInBrowser(html), [html]);
  if (!safe) return null;
  return <div className={`${STYLE} ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
