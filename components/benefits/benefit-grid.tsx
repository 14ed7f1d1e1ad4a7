import type { Benefit } from '@/lib/api/types';
import { sanitizeHtml } from '@/lib/server/sanitize';
import { BenefitCard } from '@/components/benefits/benefit-card';

/**
 * A benefit is handed to a client component only with clean HTML, and without the raw fields
 * the card and its view never read (they would travel to the browser unsanitised).
 */
export function benefitForClient(benefit: Benefit): Benefit {
  return { ...benefit, body: sanitizeHtml(benefit.body), extra: {} };
}

interface BenefitGridProps {
  benefits: Benefit[];
  headingLevel?: 2 | 3;
  /** How many images load eagerly: the first row is above the fold on a phone where the grid leads the page. */
  eager?: number;
}

export function BenefitGrid({ benefits, headingLevel = 2, eager = 0 }: BenefitGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {benefits.map((benefit, index) => (
        <li key={`${index}:${benefit.key}`}>
          <BenefitCard benefit={benefitForClient(benefit)} headingLevel={headingLevel} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
}
