'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { REFERRAL_PARAM } from '@/lib/rules/referral-code';

/** Any page accepts `?referral=CODE`: a valid code is kept as the pending referral. Wrap in <Suspense>. */
export function ReferralCapture() {
  const search = useSearchParams();
  useEffect(() => {
    // Most visits carry no referral: the code that keeps one (and the cookie library) loads only for those that do.
    if (!search.has(REFERRAL_PARAM)) return;
    void import('@/lib/browser/referral').then(({ captureReferralFromUrl }) => captureReferralFromUrl(search.toString()));
  }, [search]);
  return null;
}
