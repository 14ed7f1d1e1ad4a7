import { CmsHtml } from '@/components/cms/cms-html';
import type { Faq } from '@/lib/api/types';

/**
 * Questions as disclosures (<details>/<summary>): each opens and closes with a click, Enter or Space,
 * and screen readers announce it as expanded or collapsed. Works without JavaScript.
 */
export function FaqAccordion({ items }: { items: Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <details key={`${index}:${item.key}`}>
          {/* Its chevron is drawn by the class (app/globals.css), not an inline SVG in every question. */}
          <summary className="faq-question">{item.title}</summary>
          <CmsHtml html={item.body} className="px-4 pb-4" />
        </details>
      ))}
    </div>
  );
}
