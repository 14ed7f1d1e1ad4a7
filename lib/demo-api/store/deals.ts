import { SEED, type RawCode, type RawDeal } from '../seed';
import { NOT_FOUND, answer } from './answers';
import { paginate } from './common';

export const findDeal = (uid: string) => SEED.deals.find((d) => d.uid === uid);

export const dealAnswer = (deal: RawDeal, codes: RawCode[] = []): RawDeal => ({ ...structuredClone(deal), codes });

export function listDeals(url: URL) {
  // Paged on purpose: exercises the client's reading of the page shape.
  return answer(
    paginate(
      SEED.deals.map((d) => dealAnswer(d)),
      url,
    ),
  );
}

export function getDeal(uid: string) {
  const deal = findDeal(uid);
  return deal ? answer(dealAnswer(deal)) : NOT_FOUND;
}
