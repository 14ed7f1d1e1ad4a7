// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { walletOrder } from '@/lib/rules/wallet-order';

describe('which wallet comes first', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15', 5, ['apple', 'google']],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 5, ['apple', 'google']],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 5, ['google', 'apple']],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 0, ['apple', 'google']],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 0, ['apple', 'google']],
  ])('%s (touch points %d): %o', (agent, touch, order) => {
    expect(walletOrder(agent, touch)).toEqual(order);
  });
});
