'use client';
import { setBrowserConfig, type PortalConfig } from '@/lib/config';

/** Hands the server's configuration to the browser's API client before any child renders. */
export function ConfigProvider({ config, children }: { config: PortalConfig; children: React.ReactNode }) {
  setBrowserConfig(config);
  return children;
}
