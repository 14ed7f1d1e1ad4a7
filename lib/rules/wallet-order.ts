/**
 * Which wallet's button comes first: Apple's on an iPhone or iPad, Google's on Android, both on a
 * computer (Apple's first). Both are shown everywhere a wallet is configured: a member may carry a phone
 * other than the device they browse on.
 */
export type WalletName = 'apple' | 'google';

export function walletOrder(userAgent: string, maxTouchPoints = 0): WalletName[] {
  // iPadOS asks for desktop pages as a Mac; a Mac with a touch screen is an iPad.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!ios && /Android/.test(userAgent)) return ['google', 'apple'];
  return ['apple', 'google'];
}
