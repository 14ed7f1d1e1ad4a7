// Types of wallet-demo-keys.mjs for the tests that make their own key sets with it.
export const DEMO_PASS_TYPE_ID: string;
export const DEMO_TEAM_ID: string;
export const DEMO_ISSUER_ID: string;
export function makeTlsServer(hosts?: string[]): { caPem: string; certPem: string; keyPem: string };
export function makeWalletDemoKeys(folder: string): {
  env: Record<string, string>;
  files: { wwdr: string; cert: string; key: string; google: string };
  wwdrPem: string;
  certPem: string;
  keyPem: string;
  googlePublicKeyPem: string;
  clientEmail: string;
};
