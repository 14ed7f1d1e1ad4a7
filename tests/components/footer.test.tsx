import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/footer';
import { SITE } from '@/lib/site';

describe('footer', () => {
  it('links Kebijakan Privasi and Syarat dan ketentuan', () => {
    render(<Footer brand="Arena Sport Rewards" />);
    expect(screen.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute('href', SITE.links.privacy);
    expect(screen.getByRole('link', { name: 'Syarat dan ketentuan' })).toHaveAttribute('href', SITE.links.terms);
  });

  it('shows the copyright line with the current year', () => {
    render(<Footer brand="Arena Sport Rewards" />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Arena Sport Rewards. Hak cipta dilindungi.`)).toBeInTheDocument();
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
});
