import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/browser/storage';
import { SEED_TOKEN, guestButton, renderApp, resetAuthStorage } from './auth-harness';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

beforeEach(resetAuthStorage);
afterEach(() => vi.unstubAllGlobals());

const memberButton = () => screen.findByRole('button', { name: /Budi Santoso/ });

describe('auth area', () => {
  it('a guest sees Masuk and Daftar, which open the login and register views', async () => {
    const { user, ui } = renderApp();
    await user.click(await guestButton('Masuk'));
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    act(() => ui().hideModal());
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(ui().modalView).toBe('REGISTER_VIEW');
  });

  it("before the session is known, holds the guest buttons (not working yet) and the chip's placeholder, for the hint to choose", () => {
    renderApp();
    const masuk = screen.getByRole('button', { name: 'Masuk' });
    expect(masuk).toBeDisabled();
    expect(masuk.closest('[data-before-session]')).toHaveAttribute('data-before-session', 'guest');
    const placeholder = document.querySelector('[data-before-session="member"]');
    expect(placeholder).toHaveClass('auth-placeholder');
    // Sized by the guest buttons inside it, which the hint must not hide with the guest's own.
    expect(placeholder?.querySelector('[data-before-session]')).toBeNull();
  });

  it('once a guest is known, the same buttons work and the placeholder goes', async () => {
    renderApp();
    const masuk = screen.getByRole('button', { name: 'Masuk' });
    await waitFor(() => expect(masuk).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Masuk' })).toBe(masuk);
    expect(document.querySelector('[data-before-session]')).toBeNull();
  });

  it('restores a saved token at start-up: a placeholder first, then level icon, name and points', async () => {
    saveToken(SEED_TOKEN);
    renderApp();
    // While the session is asked for: the guest buttons only for the hint to hide, never working.
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled();
    const button = await memberButton();
    expect(await within(button).findByRole('img', { name: 'Gold' })).toHaveAttribute(
      'src',
      expect.stringContaining('/demo/levels/gold.svg'),
    );
    expect(await within(button).findByText('24.750 Pts')).toBeInTheDocument();
    expect(button).toHaveTextContent('Budi Santoso');
    expect(screen.queryByRole('button', { name: 'Masuk' })).not.toBeInTheDocument();
  });

  it('clears an invalid or expired token quietly and shows the guest buttons', async () => {
    saveToken('demo-expired.abc');
    renderApp();
    expect(await guestButton('Masuk')).toBeInTheDocument();
    expect(await guestButton('Daftar')).toBeInTheDocument();
    expect(window.localStorage.getItem('_authToken')).toBeNull();
    expect(document.cookie).not.toContain('__goapp_token');
  });

  it('hovering shows the menu with Akun Saya, Kartu Member and My Voucher above Logout; leaving hides it', async () => {
    saveToken(SEED_TOKEN);
    const { user } = renderApp();
    const button = await memberButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    const items = within(menu as HTMLElement).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Akun Saya', 'Kartu Member', 'My Voucher', 'Logout']);
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Akun Saya' })).toHaveAttribute('href', '/member');
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Kartu Member' })).toHaveAttribute('href', '/member/card');
    expect(within(menu as HTMLElement).getByRole('link', { name: 'My Voucher' })).toHaveAttribute('href', '/my-voucher');
    await user.unhover(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(menu).not.toBeVisible();
  });

  it('keyboard focus shows the menu, Tab reaches its items, Escape closes it and keeps focus on the button', async () => {
    saveToken(SEED_TOKEN);
    const { user } = renderApp();
    const button = await memberButton();
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Akun Saya' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Kartu Member' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'My Voucher' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('a tap opens it, a second tap or a click outside closes it', async () => {
    saveToken(SEED_TOKEN);
    const { user } = renderApp();
    const button = await memberButton();
    fireEvent.focus(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Logout clears token and user and reloads the page', async () => {
    saveToken(SEED_TOKEN);
    const reload = vi.fn();
    const { user } = renderApp();
    const button = await memberButton();
    await user.click(button);
    vi.stubGlobal('location', { ...window.location, reload });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // Once the server has forgotten the session's wallet passes and reminders (2 s at most).
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 3000 });
    expect(window.localStorage.getItem('_authToken')).toBeNull();
    expect(document.cookie).not.toContain('__goapp_token');
    expect(await guestButton('Masuk')).toBeInTheDocument();
  });
});
