import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CategoryMenuButton } from '@/components/layout/category-menu-button';
import { server } from '../msw-server';

function renderMenu() {
  const asked: URL[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.url.includes('/catalog/')) asked.push(new URL(request.url));
  };
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  render(
    // A fresh SWR cache per test: the tree is not carried over from another test.
    <SWRConfig value={{ provider: () => new Map() }}>
      <CategoryMenuButton />
      <a href="/elsewhere">Tautan lain</a>
    </SWRConfig>,
  );
  return { button: screen.getByRole('button', { name: 'Kategori' }), asked };
}

const focused = () => document.activeElement;

describe('the Kategori menu', () => {
  it('is a menu button: collapsed, named Kategori, and no menu until opened', () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with Enter on Lihat Semua, then lists the categories with their children and the brands, from the category search', async () => {
    const { button, asked } = renderMenu();
    button.focus();
    // About to be used: the categories are asked for before the menu opens.
    await waitFor(() => expect(asked).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Kategori' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const seeAll = within(menu).getByRole('menuitem', { name: 'Lihat Semua' });
    await waitFor(() => expect(seeAll).toHaveFocus());
    expect(seeAll).toHaveAttribute('href', '/browse/category/all');

    const shoes = await within(menu).findByRole('group', { name: 'Sepatu' });
    expect(
      within(shoes)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sepatu', 'Sepatu Lari', 'Sepatu Sepak Bola', 'Sepatu Basket']);
    expect(within(shoes).getByRole('menuitem', { name: 'Sepatu Lari' })).toHaveAttribute('href', '/browse/category?category=sepatu-lari');
    const brands = within(menu).getByRole('group', { name: 'Merek' });
    expect(within(brands).getAllByRole('menuitem')).toHaveLength(6);
    expect(within(brands).getByRole('menuitem', { name: 'Nike' })).toHaveAttribute('href', '/browse/category?brand=nike');
    // Beside Lihat Semua, the blog: the header links to it from 1024px only.
    expect(within(menu).getAllByRole('menuitem')[1]).toHaveAccessibleName('Blog');
    expect(within(menu).getByRole('menuitem', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    // The category search asks for no products, two levels deep (searchProducts in the contract); once, though focus already asked for it.
    expect(asked.map((url) => url.search)).toEqual(['?size=0&category_depth=2']);
  });

  it('moves with the arrow keys (wrapping), Home and End; Escape closes and gives focus back', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Specs' });
    await waitFor(() => expect(focused()).toHaveTextContent('Lihat Semua'));
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toHaveTextContent('Blog');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toHaveTextContent(/^Sepatu$/);
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toHaveTextContent('Sepatu Lari');
    await userEvent.keyboard('{End}');
    expect(focused()).toHaveTextContent('Specs');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toHaveTextContent('Lihat Semua');
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toHaveTextContent('Specs');
    await userEvent.keyboard('{Home}');
    expect(focused()).toHaveTextContent('Lihat Semua');
    // Only the focused item is in the tab order's reach: the rest wait for the arrows.
    for (const item of within(menu).getAllByRole('menuitem')) expect(item).toHaveAttribute('tabindex', '-1');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the last item with ↑ once the tree is known', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    await screen.findByRole('menuitem', { name: 'Specs' });
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Specs' })).toHaveFocus());
  });

  it('closes on Tab (focus goes on) and on a click elsewhere', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    await screen.findByRole('menuitem', { name: 'Sepatu Lari' });
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    // A second click on the button itself closes it too.
    await userEvent.click(button);
    await screen.findByRole('menu');
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('still offers Lihat Semua, and says so, when the categories cannot be loaded', async () => {
    server.use(http.get('*/v1/catalog/api/product/search/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    const { button } = renderMenu();
    await userEvent.click(button);
    expect(await screen.findByText('Kategori belum dapat dimuat. Lihat semua produk di atas.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Lihat Semua→', 'Blog']);
  });
});
