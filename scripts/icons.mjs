// Draws the install icons of the web app manifest from the logo's mark (the rounded square left of the
// words in public/demo/logo.svg), with Debian's Chromium, and public/favicon.ico: browsers and crawlers
// ask for /favicon.ico wherever a page names no icon (a 404 page, a PDF, a feed reader). And the
// reminders' badge: Android draws a notification's badge from its shape alone (its alpha), so it is the
// mark's letter in white on nothing, not the filled square. The files are checked in; run this again
// after changing the logo:  node scripts/icons.mjs
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
/** The favicon's size: one 48x48 image, which browsers scale down to 16 and 32. */
const FAVICON_SIZE = 48;
/** The notification badge's size (Android asks for 96x96 at most) and its shapes: the mark's letter. */
const BADGE_SIZE = 96;
const letter = [...shapes.matchAll(/<(path|rect) [^>]*\/>/g)]
  .slice(1)
  .map(([shape]) => shape.replace(/fill="[^"]*"/, 'fill="#fff"'))
  .join('');

/** An ICO file holding one PNG image (every browser since IE 11 reads PNG inside ICO). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // the image's bytes
  header.writeUInt32LE(header.length, 18); // where they start
  return Buffer.concat([header, png]);
}

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
  const badge = await browser.newPage({ viewport: { width: BADGE_SIZE, height: BADGE_SIZE } });
  await badge.setContent(
    `<html><body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_SIZE}" height="${BADGE_SIZE}" viewBox="${MARK.x + 6} ${MARK.y + 6} ${MARK.size - 12} ${MARK.size - 12}">${letter}</svg></body></html>`,
  );
  writeFileSync(`${ROOT}public/icons/badge-96.png`, await badge.screenshot({ omitBackground: true, type: 'png' }));
  await badge.close();
  console.log(`public/icons/badge-96.png (${BADGE_SIZE}x${BADGE_SIZE})`);
  const page = await browser.newPage({ viewport: { width: FAVICON_SIZE, height: FAVICON_SIZE } });
  await page.setContent(`<html><body style="margin:0">${markSvg(FAVICON_SIZE)}</body></html>`);
  const png = await page.screenshot({ omitBackground: true, type: 'png' });
  writeFileSync(`${ROOT}public/favicon.ico`, icoFromPng(png, FAVICON_SIZE));
  console.log(`public/favicon.ico (${FAVICON_SIZE}x${FAVICON_SIZE})`);
} finally {
  await browser.close();
}
