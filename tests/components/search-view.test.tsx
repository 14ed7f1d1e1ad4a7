import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUIProbe } from '../ui-probe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SearchView from '@/components/modals/search-view';
import { UIProvider } from '@/hooks/use-ui';

// Replace, not push: the results take the place of the open dialog's history entry.
const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

const { Probe, ui } = createUIProbe();

describe('search view', () => {
  beforeEach(() => {
    replace.mockReset();
    render(
      <UIProvider>
        <Probe />
        <SearchView />
      </UIProvider>,
    );
    act(() => ui().openModal('SEARCH_VIEW'));
  });

  it('has the placeholder Search Product', () => {
    expect(screen.getByPlaceholderText('Search Product')).toBeInTheDocument();
  });

  it('Enter with a value searches products and closes the modal', async () => {
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'sepatu lari{Enter}');
    expect(replace).toHaveBeenCalledWith('/search?q=sepatu%20lari');
    expect(ui().displayModal).toBe(false);
  });

  it('Enter with an empty box browses the categories and closes the modal', async () => {
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari produk' }), '   {Enter}');
    expect(replace).toHaveBeenCalledWith('/browse/category');
    expect(ui().displayModal).toBe(false);
  });

  it('offers the categories as a link (a narrow header has no Kategori button), which goes there and closes the modal', async () => {
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'sep');
    const link = screen.getByRole('link', { name: 'Jelajahi kategori' });
    expect(link).toHaveAttribute('href', '/browse/category');
    await userEvent.click(link);
    expect(replace).toHaveBeenCalledWith('/browse/category');
    expect(ui().displayModal).toBe(false);
  });
});
