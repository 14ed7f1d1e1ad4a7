import { describe, expect, it } from 'vitest';
import { sanitizeHtmlInBrowser } from '@/lib/browser/sanitize';

// The browser's sanitiser (DOMPurify) for deal descriptions and benefit bodies that reach the browser
// unsanitised: the same allowlist as the server's lib/server/sanitize.ts (whose cases these mirror).

const EXECUTABLE =
  /<script|<svg|<iframe|<object|<embed|<form|<style|<math|<meta|<base|<link|<template|\son\w+\s*=|javascript:|vbscript:|data:/;

describe('sanitizeHtmlInBrowser: attacks leave nothing executable', () => {
  it.each([
    ['script', '<p>a</p><script>alert(1)</script><p>b</p>'],
    ['uppercase script', '<SCRIPT>alert(1)</SCRIPT>ok'],
    ['style element', '<style>body{display:none}</style><p>x</p>'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded scheme', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['hex entity scheme', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
    ['tab inside scheme', '<a href="java\tscript:alert(1)">x</a>'],
    ['leading space and control character', '<a href=" \u0001javascript:alert(1)">x</a>'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">'],
    ['javascript: image', '<img src="javascript:alert(1)">'],
    ['svg onload', '<svg onload=alert(1)><circle r="1"></circle></svg>after'],
    ['svg with script inside', '<svg><script>alert(1)</script></svg>'],
    ['iframe', '<iframe src="https://evil.test/"></iframe><p>x</p>'],
    ['srcdoc iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object', '<object data="evil.swf">fallback</object>'],
    ['embed', '<embed src="evil.swf">'],
    ['form', '<form action="https://evil.test/"><input name="p"><button>Go</button></form>'],
    ['event handlers on an allowed tag', '<p onclick="alert(1)" onmouseover="x()">t</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">x'],
    ['base', '<base href="https://evil.test/">x'],
    ['link', '<link rel="stylesheet" href="https://evil.test/x.css">x'],
    ['noscript', '<noscript><img src=x onerror=alert(1)></noscript>x'],
    ['template', '<template><script>alert(1)</script></template>x'],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>after'],
    ['nested', '<div><p onclick=alert(1)><a href="javascript:void(0)" onfocus=alert(1) autofocus>x</a></p></div>'],
  ])('%s', (_case, html) => {
    expect(sanitizeHtmlInBrowser(html).toLowerCase()).not.toMatch(EXECUTABLE);
  });
});

describe('sanitizeHtmlInBrowser: the allowlist', () => {
  it.each<[string, string, string]>([
    [
      'keeps formatting, lists and headings',
      '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul>',
      '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul>',
    ],
    ['drops style, class and id', '<p style="position:fixed" class="c" id="i">t</p>', '<p>t</p>'],
    ['drops headings outside the list, keeping their text', '<h1>Big</h1><h5>small</h5>', 'Bigsmall'],
    ['drops the content of form fields', '<textarea><b>x</b></textarea>ok', 'ok'],
    [
      'keeps relative, http, mailto and tel links',
      '<a href="/deals">a</a><a href="https://a.test/">b</a><a href="mailto:x@a.test">c</a><a href="tel:0812">d</a>',
      '<a href="/deals">a</a><a href="https://a.test/">b</a><a href="mailto:x@a.test">c</a><a href="tel:0812">d</a>',
    ],
    [
      'keeps an image from the web with its size',
      '<img src="https://img.test/a.png" alt="a" width="10" height="5">',
      '<img src="https://img.test/a.png" alt="a" width="10" height="5">',
    ],
    ['drops a mailto image source', '<img src="mailto:a@b.co" alt="a">', '<img alt="a">'],
    [
      'drops attributes a tag does not take',
      '<img src="/a.png" title="t"><a href="/x" alt="y">x</a><td colspan="2" href="/z">',
      '<img src="/a.png"><a href="/x">x</a>',
    ],
    ['drops an odd target', '<a href="/x" target="evil">x</a>', '<a href="/x">x</a>'],
    [
      'adds noopener noreferrer to a new tab',
      '<a href="/x" target="_blank" rel="help">x</a>',
      '<a href="/x" target="_blank" rel="help noopener noreferrer">x</a>',
    ],
    [
      'keeps table cells with their spans',
      '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
      '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
    ],
  ])('%s', (_case, html, expected) => {
    expect(sanitizeHtmlInBrowser(html)).toBe(expected);
  });

  it('gives an empty string for empty or non-string input', () => {
    expect(sanitizeHtmlInBrowser('')).toBe('');
    expect(sanitizeHtmlInBrowser(undefined as unknown as string)).toBe('');
  });
});
