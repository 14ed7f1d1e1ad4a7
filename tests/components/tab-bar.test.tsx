import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from '@/components/layout/tab-bar';
import { depthOf } from '@/lib/browser/dialog-history';
import { DEMO_MEMBER_TOKEN, renderWithProviders, waitForMember } from './deal-test-providers';

const nav = vi.hoisted(() => ({ pathname: '/', push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: nav.push }), usePathname: () => nav.pathname }));

const bar = () => screen.getByRole('navigation', { name: 'Akses cepat' });
const tab = (name: string) => within(bar()).getByRole('link', { name });

/** Whether the tab bar's own handler kept a click from following the link (the test's document listener then stops jsdom's navigation). */
function watchClicks() {
  const prevented: boolean[] = [];
  const listener = (event: MouseEvent) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { prevented, stop: () => document.removeEventListener('click', listener) };
}

beforeEach(() => {
  nav.pathname = '/';
  nav.push.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('the tab bar', () => {
  it('links Beranda, Deals, Voucher (My Voucher) and Akun (Akun Saya), in that order', () => {
    renderWithProviders(<TabBar />);
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Beranda', '/'],
      ['Deals', '/deals'],
      ['Voucher', '/my-voucher'],
      ['Akun', '/member'],
    ]);
  });

  it.each([
    ['/', 'Beranda', 'page'],
    ['/deals/voucher-ongkir', 'Deals', 'true'],
    ['/my-voucher', 'Voucher', 'page'],
    ['/member/profile', 'Akun', 'true'],
  ])('on %s marks %s as current (aria-current=%s), and no other', (pathname, name, current) => {
    nav.pathname = pathname;
    renderWithProviders(<TabBar />);
    for (const link of within(bar()).getAllByRole('link')) {
      if (link.textContent === name) expect(link).toHaveAttribute('aria-current', current);
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('marks no tab on a page none of them leads to', () => {
    nav.pathname = '/blog';
    renderWithProviders(<TabBar />);
    expect(bar().querySelector('[aria-current]')).toBeNull();
  });

  it("a guest's Akun opens Masuk; signed in there, it goes on to Akun Saya once the dialog's history entry is gone", async () => {
    const clicks = watchClicks();
    const depths: number[] = [];
    nav.push.mockImplementation(() => depths.push(depthOf(window.history.state)));
    const { ui, session } = renderWithProviders(<TabBar />);
    await waitFor(() => expect(session().status).toBe('guest'));
    await userEvent.click(tab('Akun'));
    clicks.stop();
    expect(clicks.prevented).toEqual([true]);
    expect(await screen.findByRole('dialog', { name: 'Masuk' })).toBeInTheDocument();
    expect(nav.push).not.toHaveBeenCalled();

    // What the login view does once signed in.
    await act(() => session().signIn(DEMO_MEMBER_TOKEN));
    act(() => ui().callback!());
    await waitFor(() => expect(nav.push).toHaveBeenCalledExactlyOnceWith('/member'));
    expect(depths).toEqual([0]);
    expect(ui().displayModal).toBe(false);
  });

  it("a member's Akun is a plain link to Akun Saya: no dialog", async () => {
    const { ui, session } = renderWithProviders(<TabBar />, { token: DEMO_MEMBER_TOKEN });
    await waitForMember(session);
    const clicks = watchClicks();
    await userEvent.click(tab('Akun'));
    clicks.stop();
    expect(clicks.prevented).toEqual([false]);
    expect(ui().displayModal).toBe(false);
  });
});
