'use client';
import { Children, useCallback, useEffect, useRef, useState } from 'react';

export const DEFAULT_SLIDES_PER_VIEW = 2;

interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  /** How many slides show at once (SPEC: 2 unless a view says otherwise). */
  slidesPerView?: number;
  /** Slides per view below 640px, when it should differ. */
  slidesPerViewMobile?: number;
  children: React.ReactNode;
  className?: string;
}

/**
 * A scroll-snap strip: swipe, scroll or use the arrow buttons. The browser does the scrolling, so it
 * needs no slider library and renders its slides on the server.
 */
export function Carousel({ label, slidesPerView = DEFAULT_SLIDES_PER_VIEW, slidesPerViewMobile, children, className = '' }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const page = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });
  const style = {
    '--per-view': slidesPerView,
    '--per-view-mobile': slidesPerViewMobile ?? slidesPerView,
  } as React.CSSProperties;

  return (
    <section aria-roledescription="carousel" aria-label={label} className={`relative ${className}`} style={style}>
      <ul
        ref={track}
        className="carousel-track"
      >
        {slides.map((slide, index) => (
          <li
            key={index}
            aria-roledescription="slide"
            aria-label={`${index + 1} dari ${slides.length}`}
            className="carousel-slide"
          >
            {slide}
          </li>
        ))}
      </ul>
      {slides.length > slidesPerView ? (
        <div className="pointer-events-none absolute inset-y-0 left-0 right-0 hidden items-center justify-between sm:flex">
          <button
            type="button"
            onClick={() => page(-1)}
            disabled={edges.start}
            aria-label="Sebelumnya"
            className="carousel-arrow -ml-3"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            onClick={() => page(1)}
            disabled={edges.end}
            aria-label="Berikutnya"
            className="carousel-arrow -mr-3"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
