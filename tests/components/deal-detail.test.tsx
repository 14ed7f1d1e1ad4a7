import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Deal } from '@/lib/api/types';
import { DEMO_MEMBER_TOKEN, renderWithProviders, seedDeal, waitForMember } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

async function openDeal(deal: Deal, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const rendered = renderWithProviders(null, options);
  act(() => rendered.ui().openModal('DEAL_DETAIL_VIEW', { data: { deal } }));
  const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
  await within(dialog).findByRole('heading', { name: deal.name });
  return { ...rendered, dialog };
}

describe('deal detail view', () => {
  it('shows the first image, the name as a heading, the price in Pts, the description and Redeem Now', async () => {
    const deal = { ...seedDeal('botol-minum'), images: [{ url: '/demo/a.svg' }, { url: '/demo/b.svg' }] };
    const { dialog } = await openDeal(deal);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Botol Minum Arena 750 ml' })).toBeInTheDocument();
    const image = within(dialog).getByRole('img', { name: 'Botol Minum Arena 750 ml' });
    expect(image.getAttribute('src')).toMatch(/^\/demo\/a\.svg\?w=\d+&q=85$/);
    expect(within(dialog).queryByRole('img', { name: /b\.svg/ })).toBeNull();
    expect(within(dialog).getByText('1.500 Pts')).toBeInTheDocument();
    expect(within(dialog).getByText(/bebas BPA/)).toBeInTheDocument();
    expect(within(dialog).getByText('Syarat dan ketentuan:')).toBeInTheDocument();
    // The description's tags are styled by the dialogs' rich-text class (app/globals.css).
    expect(
      within(dialog)
        .getByText(/bebas BPA/)
        .closest('div'),
    ).toHaveClass('rich-text-compact');
    expect(within(dialog).getByRole('button', { name: 'Redeem Now' })).toBeInTheDocument();
  });

  it.each([
    ['a price of 0', 0, 'Free'],
    ['a price below one point', 0.4, 'Free'],
    ['a price in the thousands', 2500, '2.500 Pts'],
    ['a price above a million', 1250000, '1.250.000 Pts'],
  ])('shows %s as %s', async (_case, price, label) => {
    const { dialog } = await openDeal({ ...seedDeal('voucher-belanja-50rb'), price });
    expect(within(dialog).getByText(label)).toBeInTheDocument();
  });

  it('shows the free seed deal as Free', async () => {
    const { dialog } = await openDeal(seedDeal('kaos-kaki-gratis'));
    expect(within(dialog).getByText('Free')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Pts/)).toBeNull();
  });

  it('sanitises a description fetched in the browser', async () => {
    const description =
      '<p onclick="alert(1)">Aman</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned=1">' +
      '<a href="javascript:alert(1)">tautan</a><a href="https://arena.test/" target="_blank">syarat</a><iframe src="https://evil.test/"></iframe>';
    const { dialog } = await openDeal({ ...seedDeal('botol-minum'), description });
    expect(within(dialog).getByText('Aman')).not.toHaveAttribute('onclick');
    expect(dialog.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(within(dialog).getByText('tautan')).not.toHaveAttribute('href');
    const link = within(dialog).getByRole('link', { name: 'syarat' });
    expect(link).toHaveAttribute('href', 'https://arena.test/');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('shows a deal without images or description without breaking', async () => {
    const { dialog } = await openDeal({ ...seedDeal('botol-minum'), images: [], description: '' });
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Redeem Now' })).toBeInTheDocument();
  });

  it('lets a signed-in member with enough points press Redeem Now', async () => {
    const { dialog, session } = await openDeal(seedDeal('botol-minum'), { token: DEMO_MEMBER_TOKEN });
    await waitForMember(session);
    const button = within(dialog).getByRole('button', { name: 'Redeem Now' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
  });
});
