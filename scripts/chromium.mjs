// Finds the Chromium the tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, else installs it
// when running as root. Playwright never downloads a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot) {
    console.log('Chromium not found: installing Debian\'s chromium package…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    'No Chromium found. Install Debian\'s Chromium with:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
}

/** Flags this machine needs: no sandbox as root, and no calls home through a closed network. */
export const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'));

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromium());
}
