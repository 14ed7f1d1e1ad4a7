/** An item the CMS sends without a title has nothing to head its page with: it is shown as unavailable, never as an empty heading. */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogPostPage from '@/app/blog/[key]/page';
import BenefitPage from '@/app/benefits/[key]/page';
import { server } from '../msw-server';

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => ({ push: vi.fn() }),
}));

afterEach(() => server.resetHandlers());

const untitled = (model: string) =>
  server.use(
    http.get('*/v1/content/api/content/:key/', ({ request }) =>
      new URL(request.url).searchParams.get('model') === model
        ? HttpResponse.json({ key: 'x', title: '  ', body: '<p>Isi tanpa judul</p>' })
        : undefined,
    ),
  );

describe('items without a title', () => {
  it('a blog post', async () => {
    untitled('blog');
    render(await BlogPostPage({ params: Promise.resolve({ key: 'x' }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Artikel belum dapat dimuat' })).toBeInTheDocument();
    expect(screen.queryByText('Isi tanpa judul')).toBeNull();
  });

  it('a benefit', async () => {
    untitled('member-benefit');
    render(await BenefitPage({ params: Promise.resolve({ key: 'x' }) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/\S/);
    expect(screen.queryByText('Isi tanpa judul')).toBeNull();
  });
});
