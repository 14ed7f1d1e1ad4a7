import { sanitizeHtml } from '@/lib/server/sanitize';

/**
 * Renders untrusted CMS HTML after the allowlist sanitiser (no script, no on* attribute, no
 * javascript: URL). A server component: the sanitiser is too heavy to ship to the browser.
 * The sanitiser allows no class or style, so `.rich-text` (app/globals.css) styles the tags from the
 * wrapper; links stay underlined so they stand apart from the text without colour alone.
 */
export function CmsHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = sanitizeHtml(html);
  if (!clean) return null;
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
