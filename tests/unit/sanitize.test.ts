// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/server/sanitize';

describe('sanitizeHtml: attacks are removed', () => {
  it.each<[string, string, string]>([
    ['script', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['uppercase script', '<SCRIPT>alert(1)</SCRIPT>ok', 'ok'],
    ['style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['img onerror', '<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['mixed-case scheme', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded scheme', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['hex entity scheme', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>', '<a>x</a>'],
    ['tab inside scheme', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['leading space and control character', '<a href=" \u0001javascript:alert(1)">x</a>', '<a>x</a>'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">', '<img alt="a" />'],
    ['javascript: image', '<img src="javascript:alert(1)">', '<img />'],
    ['mailto image', '<img src="mailto:a@b.co">', '<img />'],
    ['svg onload', '<svg onload=alert(1)><circle r="1"></circle></svg>after', 'after'],
    ['svg with script inside', '<svg><script>alert(1)</script></svg>', ''],
    ['iframe', '<iframe src="https://evil.test/"></iframe><p>x</p>', '<p>x</p>'],
    ['iframe with fallback text', '<iframe src="https://evil.test/">fallback</iframe>', ''],
    ['srcdoc iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['object', '<object data="evil.swf">fallback</object>', ''],
    ['embed', '<embed src="evil.swf">', ''],
    ['form', '<form action="https://evil.test/"><input name="p"><button>Go</button></form>', 'Go'],
    ['event handler on allowed tag', '<p onclick="alert(1)" onmouseover="x()">t</p>', '<p>t</p>'],
    ['style attribute', '<p style="position:fixed;top:0">t</p>', '<p>t</p>'],
    ['class and id', '<div class="c" id="i">t</div>', '<div>t</div>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">x', 'x'],
    ['base', '<base href="https://evil.test/">x', 'x'],
    ['link', '<link rel="stylesheet" href="https://evil.test/x.css">x', 'x'],
    ['noscript', '<noscript><img src=x onerror=alert(1)></noscript>x', 'x'],
    ['template', '<template><script>alert(1)</script></template>x', 'x'],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>after', 'after'],
    ['textarea', '<textarea><script>alert(1)</script></textarea>', ''],
    // CVE-2026-44990: raw text inside a discarded xmp came back out as live HTML before sanitize-html 2.17.4.
    ['xmp raw text', '<xmp><img src=x onerror=alert(1)></xmp>after', 'after'],
    ['xmp closing early', '<xmp></xmp><img src=x onerror=alert(1)>', '<img src="x" />'],
    ['listing and plaintext', '<listing><script>alert(1)</script></listing><plaintext><script>alert(1)</script>', ''],
    ['comment', '<!-- <script>alert(1)</script> -->x', 'x'],
    ['unclosed script', '<p>a</p><script>alert(1)', '<p>a</p>'],
    ['broken tag', '<img src="x" onerror="alert(1)"', ''],
    ['disallowed heading tags', '<h1>Big</h1><h5>small</h5>', 'Bigsmall'],
    ['odd target', '<a href="/x" target="evil">x</a>', '<a href="/x">x</a>'],
  ])('%s', (_case, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<div><p onclick=alert(1)><a href="javascript:void(0)" onfocus=alert(1) autofocus>x</a></p></div>',
  ])('leaves nothing executable in %s', (html) => {
    const out = sanitizeHtml(html).toLowerCase();
    expect(out).not.toMatch(/<script|<svg|<iframe|\son\w+=|javascript:|data:/);
  });
});

describe('sanitizeHtml: content survives', () => {
  it.each<[string, string, string]>([
    ['plain text', 'Segera daftar dan dapatkan reward!', 'Segera daftar dan dapatkan reward!'],
    ['text with entities', 'Tom &amp; Jerry &lt;3', 'Tom &amp; Jerry &lt;3'],
    ['a bare ampersand is escaped', 'Tom & Jerry', 'Tom &amp; Jerry'],
    [
      'inline formatting',
      '<p>Halo <strong>Budi</strong>, <b>b</b> <em>e</em> <i>i</i> <u>u</u> <span>s</span><br>baris</p>',
      '<p>Halo <strong>Budi</strong>, <b>b</b> <em>e</em> <i>i</i> <u>u</u> <span>s</span><br />baris</p>',
    ],
    ['lists', '<ul><li>a</li></ul><ol><li>b</li></ol>', '<ul><li>a</li></ul><ol><li>b</li></ol>'],
    ['headings', '<h2>A</h2><h3>B</h3><h4>C</h4>', '<h2>A</h2><h3>B</h3><h4>C</h4>'],
    ['blockquote and div', '<div><blockquote>q</blockquote></div>', '<div><blockquote>q</blockquote></div>'],
    [
      'https link',
      '<a href="https://example.com/x?a=1&amp;b=2" title="T">x</a>',
      '<a href="https://example.com/x?a=1&amp;b=2" title="T">x</a>',
    ],
    ['http link', '<a href="http://example.com/">x</a>', '<a href="http://example.com/">x</a>'],
    ['relative link', '<a href="/blog/lari">x</a>', '<a href="/blog/lari">x</a>'],
    ['page-relative link', '<a href="lari#top">x</a>', '<a href="lari#top">x</a>'],
    ['anchor link', '<a href="#faq">x</a>', '<a href="#faq">x</a>'],
    ['protocol-relative link', '<a href="//example.com/x">x</a>', '<a href="//example.com/x">x</a>'],
    ['mailto link', '<a href="mailto:cs@example.com">m</a>', '<a href="mailto:cs@example.com">m</a>'],
    ['tel link', '<a href="tel:+6221555">t</a>', '<a href="tel:+6221555">t</a>'],
    ['uppercase HTTPS', '<a href="HTTPS://example.com/">x</a>', '<a href="HTTPS://example.com/">x</a>'],
    ['link in the same tab', '<a href="/x" target="_self">x</a>', '<a href="/x" target="_self">x</a>'],
    [
      'image',
      '<img src="https://cdn.example.com/a.jpg" alt="Sepatu" width="600" height="400" loading="lazy">',
      '<img src="https://cdn.example.com/a.jpg" alt="Sepatu" width="600" height="400" />',
    ],
    ['relative image', '<img src="/media/a.jpg" alt="">', '<img src="/media/a.jpg" alt="" />'],
    [
      'table',
      '<table><caption>C</caption><colgroup><col span="2"></colgroup><thead><tr><th scope="col" colspan="2">H</th></tr></thead><tbody><tr><td rowspan="1">1</td><td>2</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
      '<table><caption>C</caption><colgroup><col span="2" /></colgroup><thead><tr><th scope="col" colspan="2">H</th></tr></thead><tbody><tr><td rowspan="1">1</td><td>2</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
    ],
    ['unicode', '<p>Diskon 50% — sepatu lari 🏃</p>', '<p>Diskon 50% — sepatu lari 🏃</p>'],
    ['empty', '', ''],
  ])('%s', (_case, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });
});

describe('sanitizeHtml: new-tab links', () => {
  it.each<[string, string]>([
    ['<a href="https://x.test/" target="_blank">x</a>', '<a href="https://x.test/" target="_blank" rel="noopener noreferrer">x</a>'],
    [
      '<a href="https://x.test/" target="_blank" rel="nofollow">x</a>',
      '<a href="https://x.test/" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    ],
    [
      '<a href="https://x.test/" target="_blank" rel="noopener">x</a>',
      '<a href="https://x.test/" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<a href="https://x.test/" rel="nofollow">x</a>', '<a href="https://x.test/" rel="nofollow">x</a>'],
  ])('%s', (html, expected) => expect(sanitizeHtml(html)).toBe(expected));
});

describe('sanitizeHtml: odd input', () => {
  it('takes non-strings as empty', () => {
    expect(sanitizeHtml(undefined as unknown as string)).toBe('');
    expect(sanitizeHtml(null as unknown as string)).toBe('');
  });
});
