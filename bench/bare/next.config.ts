import { join } from 'node:path';
import type { NextConfig } from 'next';

// The repository's root: its package-lock.json and node_modules (the same Next as the portal's). Named
// explicitly, so Turbopack neither guesses it nor warns about a project nested in another one.
const root = join(__dirname, '..', '..');

// Next's serving defaults otherwise (ETags, gzip, the X-Powered-By header): the bare page is what Next costs as
// shipped, whatever levers the portal pulls.
const config: NextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
  // As the portal's build: `npm run typecheck` checks these files (the repository's tsconfig includes them).
  typescript: { ignoreBuildErrors: true },
};

export default config;
