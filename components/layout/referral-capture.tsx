'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { captureReferralFromUrl } from '@/lib/referral';

/** Any page accepts `?referral=CODE`: a valid code is kept as the pending referral. Wrap in <Suspense>. */
export function ReferralCapture() {
  const search = useSearchParams();
  useEffect(() => {
    captureReferralFromUrl(search.toString());
  }, [search]);
  return null;
}
