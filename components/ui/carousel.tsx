import { Children } from 'react';
import { CarouselArrows } from './carousel-arrows';

export const DEFAULT_SLIDES_PER_VIEW = 2;

interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  /** How many slides show at once (2 unless a view says otherwise). */
  slidesPerView?: number;
  /** Slides per view below 640px, when it should differ. */
  slidesPerViewMobile?: number;
  children: React.ReactNode;
  className?: string;
}

/**
 * A scroll-snap strip: swipe, scroll or use the arrow buttons. The browser does the scrolling, so it
 * needs no slider library, renders its slides on the server, and only the arrows are client code.
 */
export function Carousel({ label, slidesPerView = DEFAULT_SLIDES_PER_VIEW, slidesPerViewMobile, children, className = '' }: CarouselProps) {
  const slides = Children.toArray(children);
  const style = {
    '--per-view': slidesPerView,
    '--per-view-mobile': slidesPerViewMobile ?? slidesPerView,
  } as React.CSSProperties;

  return (
    <section aria-roledescription="carousel" aria-label={label} className={`relative ${className}`} style={style}>
      <ul className="carousel-track">
        {slides.map((slide, index) => (
          <li key={index} aria-roledescription="slide" aria-label={`${index + 1} dari ${slides.length}`} className="carousel-slide">
            {slide}
          </li>
        ))}
      </ul>
      {/* Arrows only where there is more than one view's worth to page through. */}
      {slides.length > slidesPerView ? <CarouselArrows /> : null}
    </section>
  );
}
