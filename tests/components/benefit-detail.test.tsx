import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getContent } from '@/lib/api/content';
import type { Benefit } from '@/lib/api/types';
import { renderWithProviders } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

async function openBenefit(benefit: Benefit) {
  const rendered = renderWithProviders();
  act(() => rendered.ui().openModal('BENEFIT_DETAIL_VIEW', { data: { benefit } }));
  const dialog = await screen.findByRole('dialog', { name: 'Detail benefit' });
  await within(dialog).findByRole('heading', { level: 2 });
  return dialog;
}

/** A benefit as the list gives it: read through the API edge, which folds the CMS's field variants. */
async function seedBenefit(key: string): Promise<Benefit> {
  const result = await getContent('member-benefit', key);
  if (!result.data) throw new Error(`no benefit ${key}`);
  return result.data;
}

describe('benefit detail view', () => {
  it('shows title, body and image (an image object) of a benefit sent with title/body/image', async () => {
    const dialog = await openBenefit(await seedBenefit('poin-setiap-belanja'));
    expect(within(dialog).getByRole('heading', { name: 'Poin di Setiap Belanja' })).toBeInTheDocument();
    expect(within(dialog).getByText(/untuk setiap Rp1\.000/)).toBeInTheDocument();
    const image = within(dialog).getByRole('img', { name: 'Poin di Setiap Belanja' });
    expect(image.getAttribute('src')).toMatch(/^\/demo\/benefits\/poin\.webp\?w=\d+&q=85$/);
  });

  it('falls back to name, description and the first of images', async () => {
    const dialog = await openBenefit(await seedBenefit('akses-rilisan-terbatas'));
    expect(within(dialog).getByRole('heading', { name: 'Akses Pertama Rilisan Terbatas' })).toBeInTheDocument();
    expect(within(dialog).getByText(/24 jam lebih awal/)).toBeInTheDocument();
    const images = within(dialog).getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toMatch(/^\/demo\/benefits\/rilisan\.webp\?/);
  });

  it('renders a description list of a name/description benefit', async () => {
    const dialog = await openBenefit(await seedBenefit('hadiah-ulang-tahun'));
    expect(within(dialog).getByRole('heading', { name: 'Hadiah Ulang Tahun' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Silver: Rp25.000', 'Gold: Rp50.000', 'Platinum: Rp100.000']);
  });

  it('takes an image sent as a plain URL string', async () => {
    const dialog = await openBenefit(await seedBenefit('gratis-ongkir'));
    expect(within(dialog).getByRole('heading', { name: 'Gratis Ongkir' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Gratis Ongkir' }).getAttribute('src')).toMatch(/^\/demo\/benefits\/ongkir\.webp\?/);
  });

  it('shows a benefit without an image, and sanitises its body', async () => {
    const dialog = await openBenefit({
      key: 'x',
      title: 'Tanpa Gambar',
      body: '<p>Isi <strong>aman</strong></p><script>window.__pwned = 1</script><a href="javascript:alert(1)" onclick="x()">klik</a>',
      images: [],
      tags: [],
      extra: {},
    });
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByText('aman')).toBeInTheDocument();
    expect(dialog.querySelector('script, [onclick], [href^="javascript"]')).toBeNull();
  });
});
