import { CmsHtml } from '@/components/content/cms-html';
import type { Faq } from '@/lib/api/types';

/**
 * Questions as disclosures (<details>/<summary>): each opens and closes with a click, Enter or Space,
 * and screen readers announce it as expanded or collapsed. Works without JavaScript.
 */
export function FaqAccordion({ items }: { items: Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <details key={item.key || index} className="group">
          <summary className="faq-question">
            {item.title}
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="shrink-0 text-slate-500 transition group-open:rotate-180">
              <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <CmsHtml html={item.body} className="px-4 pb-4" />
        </details>
      ))}
    </div>
  );
}
