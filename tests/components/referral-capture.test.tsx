import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReferralCapture } from '@/components/layout/referral-capture';
import { clearPendingReferral, getPendingReferral, setPendingReferral } from '@/lib/browser/referral';

let search = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

/** The capture loads its module first: let that and the capture run (an already loaded module: no network). */
const captureSettled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('referral capture', () => {
  beforeEach(() => clearPendingReferral());

  it.each(['BUDI24', 'abc-DEF_123', 'A'.repeat(32)])('keeps the valid code %s as the pending referral', async (code) => {
    search = `referral=${code}&utm_source=wa`;
    render(<ReferralCapture />);
    await waitFor(() => expect(getPendingReferral()).toBe(code));
  });

  it.each(['A'.repeat(33), 'bad code', '<script>', 'kode!', ''])('ignores %j', async (code) => {
    search = `referral=${encodeURIComponent(code)}`;
    render(<ReferralCapture />);
    await captureSettled();
    expect(getPendingReferral()).toBeNull();
  });

  it('leaves an earlier pending code in place when the link carries none or an invalid one', async () => {
    setPendingReferral('SITI88');
    search = 'referral=%3Cx%3E';
    render(<ReferralCapture />);
    await captureSettled();
    expect(getPendingReferral()).toBe('SITI88');
    search = 'utm_source=wa';
    render(<ReferralCapture />);
    await captureSettled();
    expect(getPendingReferral()).toBe('SITI88');
  });
});
