// Draws the install icons of the web app manifest from the logo's mark (the rounded square left of the
// words in public/demo/logo.svg), with Debian's Chromium. The PNGs are checked in; run this again after
// changing the logo:  node scripts/icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { ROOT } from './servers.mjs';

/** The mark's box inside the logo's 240x64 drawing. */
const MARK = { x: 4, y: 6, size: 52 };
/** Maskable icons are cropped to a circle of 80% of their width: the mark fills 60%, on the brand colour. */
const MASKABLE_MARK_SHARE = 0.6;
const BRAND = '#0f3d91';

const logo = readFileSync(`${ROOT}public/demo/logo.svg`, 'utf8');
// The mark's shapes: everything drawn before the words.
const shapes = logo.slice(logo.indexOf('</title>') + '</title>'.length, logo.indexOf('<text'));
const markSvg = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${MARK.x} ${MARK.y} ${MARK.size} ${MARK.size}">${shapes}</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const mark = maskable ? Math.round(size * MASKABLE_MARK_SHARE) : size;
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${
        maskable ? BRAND : 'transparent'
      }">${markSvg(mark)}</body></html>`,
    );
    writeFileSync(`${ROOT}public/icons/${file}`, await page.screenshot({ omitBackground: !maskable, type: 'png' }));
    await page.close();
    console.log(`public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
