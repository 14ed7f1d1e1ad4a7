// The one reading of "online" (lib/browser/online.ts) the member's data, the wallets and the kept copies share.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline } from '@/lib/browser/online';

afterEach(() => vi.restoreAllMocks());

describe('isOnline', () => {
  it("follows the browser's word", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    onLine.mockReturnValue(true);
    expect(isOnline()).toBe(true);
    onLine.mockReturnValue(false);
    expect(isOnline()).toBe(false);
  });

  it('counts an unknown state as online (no navigator: the server rendering a client part)', () => {
    vi.stubGlobal('navigator', undefined);
    try {
      expect(isOnline()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
