/** What a device is, told from what its browser says of itself. */

/** An iPhone, iPod or iPad (iPadOS asks for desktop pages as a Mac; a Mac with a touch screen is an iPad). */
export function isAppleMobile(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Whether this iPhone or iPad can get web push once the portal is on its Home Screen: iOS and iPadOS 16.4
 * and later. An iPad asking as a Mac names no version: a recent one.
 */
export function appleMobileHasWebPush(userAgent: string): boolean {
  const version = /OS (\d+)_(\d+)/.exec(userAgent);
  if (!version || !/iPhone|iPad|iPod/.test(userAgent)) return true;
  const [major, minor] = [Number(version[1]), Number(version[2])];
  return major > 16 || (major === 16 && minor >= 4);
}
