'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The strip: the carousel's list, rendered beside these buttons on the server. */
const stripBeside = (arrows: HTMLElement | null) => arrows?.parentElement?.querySelector<HTMLUListElement>(':scope > ul') ?? null;

/** The carousel's previous/next buttons (from 640px): a page of slides at a time, hidden at either end. */
export function CarouselArrows() {
  const own = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const update = useCallback(() => {
    const el = stripBeside(own.current);
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const el = stripBeside(own.current);
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const page = (direction: 1 | -1) => {
    const el = stripBeside(own.current);
    // The track's own scroll-behavior decides: smooth, unless the person asked for reduced motion.
    el?.scrollBy({ left: direction * el.clientWidth });
  };

  return (
    <div ref={own} className="pointer-events-none absolute inset-y-0 left-0 right-0 hidden items-center justify-between sm:flex">
      <button type="button" onClick={() => page(-1)} disabled={edges.start} aria-label="Sebelumnya" className="carousel-arrow -ml-3">
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" onClick={() => page(1)} disabled={edges.end} aria-label="Berikutnya" className="carousel-arrow -mr-3">
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
