// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBreakdown, htmlBreakdown, kb } from '../../scripts/html-size.mjs';

const RSC =
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"className\\":\\"mt-2 text-sm\\",\\"children\\":\\"Hai\\"}]\\n"])</script>';
const BUNDLE = '<script src="/_next/static/chunks/a.js" async=""></script>';
const JSON_LD = '<script type="application/ld+json">{"@type":"Product"}</script>';
const SVG = '<svg aria-hidden="true" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"></circle></svg>';
const IMG = '<img src="/a.svg?w=400&amp;q=85" alt="" width="600" height="600"/>';
const PRELOAD = '<link rel="preload" as="image" href="/a.svg?w=400&amp;q=85"/>';
const MARKUP = `<html><head>${PRELOAD}</head><body><p class="mt-2 text-sm">Hai ✓</p>${SVG}${IMG}`;
const PAGE = `${MARKUP}${BUNDLE}${RSC}${JSON_LD}</body></html>`;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('htmlBreakdown', () => {
  it('splits a page into its RSC payload, other scripts and markup, in UTF-8 bytes', () => {
    const b = htmlBreakdown(PAGE);
    expect(b.total).toBe(bytes(PAGE));
    expect(b.rscPayload).toBe(bytes(RSC));
    expect(b.otherScripts).toBe(bytes(BUNDLE) + bytes(JSON_LD));
    expect(b.markup).toBe(bytes(`${MARKUP}</body></html>`));
    expect(b.rscPayload + b.otherScripts + b.markup).toBe(b.total);
  });

  it('counts class attributes, inline SVG and images in the markup, and className props in the payload', () => {
    const b = htmlBreakdown(PAGE);
    expect(b.classAttributes).toBe(bytes(' class="mt-2 text-sm"'));
    expect(b.inlineSvg).toBe(bytes(SVG));
    expect(b.images).toBe(bytes(IMG) + bytes(PRELOAD));
    expect(b.rscClassNames).toBe(bytes('\\"className\\":\\"mt-2 text-sm\\"'));
  });

  it('finds nothing in a page without those parts', () => {
    expect(htmlBreakdown('<p>Hai</p>')).toEqual({
      total: 10,
      rscPayload: 0,
      rscClassNames: 0,
      otherScripts: 0,
      markup: 10,
      classAttributes: 0,
      inlineSvg: 0,
      images: 0,
    });
  });

  it('prints one line per page with the parts in KB', () => {
    const line = formatBreakdown('/', htmlBreakdown(PAGE));
    expect(line).toMatch(/^\/ +0\.\d KB {2}rsc 0\.\d KB/);
    expect(line).toContain('other scripts');
    expect(kb(1536)).toBe('1.5 KB');
  });
});
