/**
 * The brand on a pass: the name and logo from the app settings, the brand colour, the portal's address
 * and contact for the back of the pass. A pass is still issued when the settings cannot be had (the
 * site's own name and icon stand in).
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getApplication } from '@/lib/api/directory';
import { getConfig } from '@/lib/config';
import { SITE } from '@/lib/site';

export interface Brand {
  organization: string;
  /** The portal's public origin: SITE_URL, else the request's. */
  origin: string;
  /** An absolute URL of the logo (Google fetches it), or of the portal's own icon. */
  logoUrl: string;
  /** Hex colours: the brand colour behind white text. */
  background: string;
  foreground: string;
  label: string;
}

/** The installed app's icon (public/icons), for a logo that is not a PNG (Wallet takes PNG only). */
const ICON_PATH = '/icons/icon-192.png';
const LOGO_TIMEOUT_MS = 2000;
const LOGO_MAX_BYTES = 512 * 1024;
const LOGO_KEPT_MS = 10 * 60_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function loadBrand(request: Request): Promise<Brand> {
  const origin = getConfig().siteUrl ?? new URL(request.url).origin;
  const app = await getApplication();
  const settings = app.ok ? app.data?.settings : undefined;
  const logo = settings?.logoUrl ? absolute(settings.logoUrl, origin) : null;
  return {
    organization: settings?.title || app.data?.name || SITE.appName,
    origin,
    logoUrl: logo && /\.png($|\?)/i.test(logo) ? logo : `${origin}${ICON_PATH}`,
    background: SITE.themeColor,
    foreground: '#ffffff',
    label: '#c9d7f2',
  };
}

function absolute(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const kept = new Map<string, { png: Buffer; at: number }>();

/** The portal's own icon, read from public/ (the standalone server has its copy). */
async function ownIcon(): Promise<Buffer> {
  return readFile(join(process.cwd(), 'public', ICON_PATH));
}

/**
 * The logo's PNG bytes for an Apple pass: the app settings' logo when it is a PNG answered within 2 s and
 * 512 KB, else the portal's icon. Kept 10 minutes, so a burst of passes asks once.
 */
export async function logoPng(brand: Brand): Promise<Buffer> {
  if (brand.logoUrl.endsWith(ICON_PATH) && brand.logoUrl.startsWith(brand.origin)) return ownIcon();
  const hit = kept.get(brand.logoUrl);
  if (hit && Date.now() - hit.at < LOGO_KEPT_MS) return hit.png;
  let png: Buffer | null = null;
  try {
    const answer = await fetch(brand.logoUrl, { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS), cache: 'no-store' });
    const length = Number(answer.headers.get('content-length') ?? 0);
    if (answer.ok && length <= LOGO_MAX_BYTES) {
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (bytes.length <= LOGO_MAX_BYTES && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) png = bytes;
    }
  } catch {
    // slow, down or not an image: the icon stands in
  }
  png ??= await ownIcon();
  kept.set(brand.logoUrl, { png, at: Date.now() });
  if (kept.size > 20) kept.delete(kept.keys().next().value as string);
  return png;
}
