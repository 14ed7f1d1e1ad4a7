/**
 * Which wallet's button comes first: Apple's on an iPhone or iPad, Google's on Android, both on a
 * computer (Apple's first). Both are shown everywhere a wallet is configured: a member may carry a phone
 * other than the device they browse on.
 */
import { isAppleMobile } from './device';

export type WalletName = 'apple' | 'google';

export function walletOrder(userAgent: string, maxTouchPoints = 0): WalletName[] {
  if (!isAppleMobile(userAgent, maxTouchPoints) && /Android/.test(userAgent)) return ['google', 'apple'];
  return ['apple', 'google'];
}
