import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/components/layout/footer';
import type { Business } from '@/lib/api/types';
import { yearInJakarta } from '@/lib/format/display';
import { SITE } from '@/lib/site';

describe('footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the year in Jakarta: from 17.00 UTC on 31 December, the new one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T18:00:00Z'));
    render(<Footer brand="Arena Sport Rewards" />);
    expect(screen.getByText('© 2027 Arena Sport Rewards. Hak cipta dilindungi.')).toBeInTheDocument();
  });

  it('links Kebijakan Privasi and Syarat dan ketentuan', () => {
    render(<Footer brand="Arena Sport Rewards" />);
    expect(screen.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute('href', SITE.links.privacy);
    expect(screen.getByRole('link', { name: 'Syarat dan ketentuan' })).toHaveAttribute('href', SITE.links.terms);
  });

  it('shows the copyright line with the current year', () => {
    render(<Footer brand="Arena Sport Rewards" />);
    expect(screen.getByText(`© ${yearInJakarta()} Arena Sport Rewards. Hak cipta dilindungi.`)).toBeInTheDocument();
  });

  it('has the Kontak block with email, phone and the opening hours Monday to Friday 08.00-17.00', () => {
    render(<Footer brand="Arena" />);
    const kontak = screen.getByRole('region', { name: 'Kontak' });
    expect(within(kontak).getByRole('link', { name: SITE.contact.email })).toHaveAttribute('href', `mailto:${SITE.contact.email}`);
    expect(within(kontak).getByRole('link', { name: SITE.contact.phone })).toHaveAttribute('href', SITE.contact.phoneHref);
    expect(kontak).toHaveTextContent('Senin - Jumat, 08.00-17.00');
  });

  it('has Ikuti Kami with every social link from the site configuration, opening safely', () => {
    render(<Footer brand="Arena" />);
    const ikuti = screen.getByRole('region', { name: 'Ikuti Kami' });
    const links = within(ikuti).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(SITE.social.map((s) => s.href));
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links FAQ, Bantuan, Lokasi Toko, Promo and the blog', () => {
    render(<Footer brand="Arena" />);
    const links = within(screen.getByRole('navigation', { name: 'Informasi' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['FAQ', '/faq'],
      ['Bantuan', '/help'],
      ['Lokasi Toko', '/store-location'],
      ['Promo', '/promotion'],
      ['Blog', '/blog'],
    ]);
  });

  it("shows the business's email, phone and address in Kontak when the directory sends them", () => {
    const business: Business = {
      uid: 'b',
      name: 'Arena',
      email: 'cs@arena.example',
      phone: '021-5088-1234',
      address: 'Jl. Sudirman 52, Jakarta',
    };
    render(<Footer brand="Arena" business={business} />);
    const kontak = screen.getByRole('region', { name: 'Kontak' });
    expect(within(kontak).getByRole('link', { name: 'cs@arena.example' })).toHaveAttribute('href', 'mailto:cs@arena.example');
    expect(within(kontak).getByRole('link', { name: '021-5088-1234' })).toHaveAttribute('href', 'tel:02150881234');
    expect(kontak).toHaveTextContent('Alamat: Jl. Sudirman 52, Jakarta');
    expect(kontak).toHaveTextContent('Senin - Jumat, 08.00-17.00');
  });

  it("keeps the site's own value for each field the business lacks (or sends unusable)", () => {
    render(<Footer brand="Arena" business={{ uid: 'b', name: 'Arena', email: '', phone: '12', address: '' }} />);
    const kontak = screen.getByRole('region', { name: 'Kontak' });
    expect(within(kontak).getByRole('link', { name: SITE.contact.email })).toBeInTheDocument();
    expect(within(kontak).getByRole('link', { name: SITE.contact.phone })).toHaveAttribute('href', SITE.contact.phoneHref);
    expect(kontak).not.toHaveTextContent('Alamat');
  });
});
