// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { absoluteUrl, faqPageJsonLd, jsonLdText, productJsonLd, requestOrigin } from '@/lib/server/seo';

const headers = (values: Record<string, string>) => new Headers(values);

describe('absoluteUrl', () => {
  it.each<[string | undefined, string | undefined, string | undefined]>([
    ['https://cdn.example.com/a.png', undefined, 'https://cdn.example.com/a.png'],
    ['//cdn.example.com/a.png', undefined, 'https://cdn.example.com/a.png'],
    ['/demo/a.svg', 'https://shop.example.com', 'https://shop.example.com/demo/a.svg'],
    ['/demo/a.svg', 'https://example.com/portal/', 'https://example.com/portal/demo/a.svg'],
    ['/demo/a.svg', undefined, undefined],
    ['demo/a.svg', 'https://shop.example.com', undefined],
    ['javascript:alert(1)', 'https://shop.example.com', undefined],
    ['', 'https://shop.example.com', undefined],
    [undefined, 'https://shop.example.com', undefined],
  ])('%s on %s → %s', (url, site, expected) => expect(absoluteUrl(url, site)).toBe(expected));
});

describe('requestOrigin', () => {
  it("takes a proxy's forwarded host and protocol first, else the Host header over http", () => {
    expect(requestOrigin(headers({ host: 'internal:3000', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' }))).toBe(
      'https://shop.example.com',
    );
    expect(requestOrigin(headers({ host: '127.0.0.1:3140' }))).toBe('http://127.0.0.1:3140');
    expect(requestOrigin(headers({ host: 'a.example', 'x-forwarded-proto': 'https, http' }))).toBe('https://a.example');
    expect(requestOrigin(headers({ host: '[::1]:3000' }))).toBe('http://[::1]:3000');
  });

  it('refuses a host that is not a plain host name, and a missing one', () => {
    expect(requestOrigin(headers({ host: 'evil.example/"><script>' }))).toBeNull();
    expect(requestOrigin(headers({ host: 'a.example@b.example' }))).toBeNull();
    expect(requestOrigin(headers({}))).toBeNull();
  });
});

describe('jsonLdText', () => {
  it('cannot be closed from inside: <, > and & are escaped, and it still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & more', line: 'a\u2028b' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('productJsonLd', () => {
  it('is a Product with one Offer in IDR, the price a number', () => {
    const ld = productJsonLd({
      id: '101',
      name: 'Sepatu',
      images: ['https://x/a.png'],
      brand: 'Nike',
      price: 1519000,
      url: 'https://shop/product/101',
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sepatu',
      sku: '101',
      image: ['https://x/a.png'],
      brand: { '@type': 'Brand', name: 'Nike' },
      offers: { '@type': 'Offer', priceCurrency: 'IDR', price: 1519000, url: 'https://shop/product/101' },
    });
  });

  it('leaves out what it does not know, and the Offer without a price', () => {
    expect(productJsonLd({ id: '7', name: 'Bola', images: [], price: 0 })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bola',
      sku: '7',
    });
  });
});

describe('faqPageJsonLd', () => {
  it('is an FAQPage of Questions with accepted Answers, skipping incomplete ones', () => {
    expect(
      faqPageJsonLd([
        { question: 'Q1?', answer: 'A1' },
        { question: '', answer: 'A2' },
        { question: 'Q3?', answer: '' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1' } }],
    });
  });
});
