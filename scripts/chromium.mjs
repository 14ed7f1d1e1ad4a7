// Finds the Chromium the tests and the bench drive: CHROME_PATH, else Debian's package, installed when
// running as root. Playwright never downloads a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEBIAN_CHROMIUM = { path: '/usr/bin/chromium', pkg: 'chromium' };
// Chromium's headless shell (the old headless mode, no browser UI behind it), which Playwright itself runs
// for headless tests: the same suite takes a third less time on it than on the full browser (decision 0019).
const DEBIAN_HEADLESS_SHELL = { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' };

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function installed({ path, pkg }, install) {
  if (existsSync(path)) return path;
  if (!install || !isRoot()) return undefined;
  console.log(`${path} not found: installing Debian's ${pkg} package…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
  } catch {
    // No package source: the caller falls back (the tests to the full browser) or says what to install.
    console.log(`Could not install ${pkg}.`);
  }
  return existsSync(path) ? path : undefined;
}

function fromEnv() {
  const path = process.env.CHROME_PATH;
  if (path && !existsSync(path)) throw new Error(`CHROME_PATH is set to ${path}, but no file is there.`);
  return path;
}

function missing(pkg) {
  return new Error(
    `No Chromium found. Install Debian's with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
}

/** The full browser (Lighthouse, the bench, the icons): CHROME_PATH, else Debian's chromium, installed if missing. */
export function findChromium({ install = true } = {}) {
  const path = fromEnv() ?? installed(DEBIAN_CHROMIUM, install);
  if (!path) throw missing(DEBIAN_CHROMIUM.pkg);
  return path;
}

/**
 * The browser the end-to-end tests drive: CHROME_PATH, else Debian's headless shell (installed if missing),
 * else the full browser.
 */
export function findTestChromium({ install = true } = {}) {
  const path = fromEnv() ?? installed(DEBIAN_HEADLESS_SHELL, install) ?? installed(DEBIAN_CHROMIUM, install);
  if (!path) throw missing(DEBIAN_HEADLESS_SHELL.pkg);
  return path;
}

/** Flags this machine needs: no sandbox as root, and no calls home through a closed network. */
export const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'));

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(process.argv.includes('--test') ? findTestChromium() : findChromium());
}
