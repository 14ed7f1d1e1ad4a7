import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaCard } from '@/components/ui/media-card';

const image = { url: '/demo/deals/voucher-50rb.webp', width: 400, height: 300 };

describe('MediaCard, the shell of every content card', () => {
  it('is an article whose image is decorative (its title names it), above the card text', () => {
    const { container } = render(
      <MediaCard image={image} mediaClassName="card-media" width={400} sizes="50vw">
        <h3>Voucher Belanja</h3>
      </MediaCard>,
    );
    const article = screen.getByRole('article');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
    // The image's box comes first, the text after it.
    expect(article.firstElementChild).toContainElement(img);
    expect(article.lastElementChild).toHaveTextContent('Voucher Belanja');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('passes the priority on: the LCP image is eager with high priority; an eager one is not high', () => {
    const { container, rerender } = render(
      <MediaCard image={image} mediaClassName="card-media" width={400} sizes="50vw" priority>
        <h3>A</h3>
      </MediaCard>,
    );
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    rerender(
      <MediaCard image={image} mediaClassName="card-media" width={400} sizes="50vw" eager>
        <h3>A</h3>
      </MediaCard>,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it('draws a badge inside the image box', () => {
    render(
      <MediaCard image={image} mediaClassName="product-media" width={400} sizes="50vw" badge={<span>-20%</span>}>
        <h3>Sepatu</h3>
      </MediaCard>,
    );
    expect(screen.getByText('-20%').parentElement).toHaveClass('product-media');
  });

  it('keeps the empty box without an image (the grid stays aligned), unless the image is optional', () => {
    const { container, rerender } = render(
      <MediaCard image={undefined} mediaClassName="card-media" width={400} sizes="50vw">
        <h3>A</h3>
      </MediaCard>,
    );
    expect(container.querySelector('.card-media')).toBeVisible();
    rerender(
      <MediaCard image={undefined} mediaClassName="promotion-media" width={640} sizes="100vw" whole={false} collapseWithoutImage>
        <h3>A</h3>
      </MediaCard>,
    );
    expect(container.querySelector('.promotion-media')).not.toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });

  it('lifts on hover only when the whole card is one link or button', () => {
    const { rerender } = render(
      <MediaCard image={image} mediaClassName="card-media" width={400} sizes="50vw">
        <h3>A</h3>
      </MediaCard>,
    );
    expect(screen.getByRole('article')).toHaveClass('card', 'card-whole');
    rerender(
      <MediaCard image={image} mediaClassName="promotion-media" width={640} sizes="100vw" whole={false}>
        <h3>A</h3>
      </MediaCard>,
    );
    expect(screen.getByRole('article')).toHaveClass('card');
    expect(screen.getByRole('article')).not.toHaveClass('card-whole');
  });
});
