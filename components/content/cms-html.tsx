import { sanitizeHtml } from '@/lib/sanitize';

/**
 * Typography for CMS HTML: the sanitiser allows no class or style, so the wrapper styles the tags.
 * Links stay underlined so they stand apart from the text without colour alone.
 */
export const CMS_PROSE =
  'text-slate-700 leading-relaxed [&_p]:mt-3 [&_p:first-child]:mt-0 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 ' +
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold ' +
  '[&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 ' +
  '[&_h4]:mt-4 [&_h4]:font-semibold [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 ' +
  '[&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand/30 [&_blockquote]:pl-4 [&_blockquote]:italic ' +
  '[&_img]:mt-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_table]:mt-3 [&_table]:w-full [&_table]:text-sm ' +
  '[&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left';

/**
 * Renders untrusted CMS HTML after the allowlist sanitiser (no script, no on* attribute, no
 * javascript: URL). A server component: the sanitiser is too heavy to ship to the browser.
 */
export function CmsHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = sanitizeHtml(html);
  if (!clean) return null;
  return <div className={`${CMS_PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
