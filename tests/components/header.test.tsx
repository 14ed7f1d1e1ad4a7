import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { Header } from '@/components/layout/header';
import { TEST_CONFIG } from '../setup';
import { guestButton } from './auth-harness';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

const settings = { title: 'Arena Sport Rewards', logoUrl: '/demo/logo.svg', hideGoappLabel: false, googleFont: '' };

function renderHeader() {
  return render(
    <Providers config={TEST_CONFIG}>
      <Header settings={settings} />
    </Providers>,
  );
}

describe('header for a guest', () => {
  it('links the logo from app.logo_url home, sized by w and q', () => {
    renderHeader();
    const logo = screen.getByRole('img', { name: 'Arena Sport Rewards' });
    expect(logo).toHaveAttribute('src', '/demo/logo.svg?w=320&q=85');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('is a 64px navbar inside the banner landmark', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toHaveClass('h-navbar');
  });

  it('Masuk opens the login view and Daftar the register view', async () => {
    renderHeader();
    await userEvent.click(await guestButton('Masuk'));
    const login = await screen.findByRole('dialog', { name: 'Masuk' }); // its code loads on first use
    expect(login).toHaveAttribute('open');
    await userEvent.click(within(login).getByRole('button', { name: 'Tutup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('dialog', { name: 'Daftar' })).toHaveAttribute('open');
  });

  it('the search button opens the search view', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Cari produk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cari produk' });
    expect(await within(dialog).findByPlaceholderText('Search Product')).toBeInTheDocument();
  });

  it('shows the title as text when the settings carry no logo', () => {
    render(
      <Providers config={TEST_CONFIG}>
        <Header settings={{ ...settings, logoUrl: '' }} />
      </Providers>,
    );
    expect(screen.getByRole('link', { name: 'Arena Sport Rewards' })).toHaveAttribute('href', '/');
  });

  it('links Blog and Tentang (shown from 1024px) and offers the Kategori menu button', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Utama' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Tentang' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Tentang' }).parentElement).toHaveClass('hidden', 'lg:flex');
    expect(within(nav).getByRole('button', { name: 'Kategori' })).toHaveAttribute('aria-haspopup', 'menu');
  });
});
