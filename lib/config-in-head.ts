/**
 * The configuration the server rendered with, in the head as `<meta name="portal-config">`, for code that
 * runs before the page hydrates: the providers hand it to the browser's API client only as they hydrate
 * (components/providers/config-provider.tsx). The page's own data carries the same values already.
 */
import type { PortalConfig } from './config';

export const CONFIG_META = 'portal-config';

export const configMetaContent = (config: PortalConfig) => JSON.stringify(config);

/** The configuration in the head, or null when it is missing or not what the server writes. */
export function readConfigFromHead(): PortalConfig | null {
  try {
    const content = document.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META}"]`)?.content;
    const config = JSON.parse(content ?? 'null') as Partial<PortalConfig> | null;
    const { apiHost, authHost, apiKey, demo, siteUrl } = config ?? {};
    if (typeof apiHost !== 'string' || typeof authHost !== 'string' || typeof apiKey !== 'string') return null;
    return { apiHost, authHost, apiKey, demo: demo === true, ...(typeof siteUrl === 'string' ? { siteUrl } : {}) };
  } catch {
    return null;
  }
}
