'use client';
import { useEffect, useRef, useState } from 'react';
import { onDemand, preload, useOnDemand } from '@/hooks/use-on-demand';
import type { Image } from '@/lib/api/types';
import { DEFAULT_IMAGE_SIZE, imageUrl } from '@/lib/rules/image';
import { IMAGE_LOAD_ERROR } from './constants';
import type { ImageViewerProps } from './image-viewer';

export interface ZoomableImageProps {
  image: Image;
  alt: string;
  /** Display width in px used for the `w` parameter. */
  width?: number;
  /** The page's or dialog's main image (its LCP): fetched with high priority. */
  priority?: boolean;
  className?: string;
}

/** If the viewer's code cannot be fetched (offline), the click does nothing rather than break the page. */
function ViewerUnavailable({ onClose }: ImageViewerProps) {
  useEffect(() => onClose(), [onClose]);
  return null;
}

// The viewer's code is fetched on first use, so pages showing images do not carry it.
const imageViewer = onDemand(() => import('./image-viewer').catch(() => ({ default: ViewerUnavailable })));

/** An image that opens in the full-screen viewer when clicked or activated by keyboard. */
export function ZoomableImage({ image, alt, width = DEFAULT_IMAGE_SIZE.width, priority = false, className = '' }: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  const ImageViewer = useOnDemand(imageViewer, open)?.default;
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const wasOpen = useRef(false);
  const w = image.width ?? DEFAULT_IMAGE_SIZE.width;
  const h = image.height ?? DEFAULT_IMAGE_SIZE.height;

  useEffect(() => {
    // An image that failed before the page hydrated fired its error with no handler yet: ask it now.
    // decode() tells a broken image from an SVG that loaded with no size of its own (both report 0).
    const img = picture.current;
    if (img?.complete && !img.naturalWidth && img.decode) img.decode().catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    // Runs after the viewer's dialog has closed (unmount cleanups run first), when the page is
    // no longer inert, so focus can go back to the image.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (failed || !image.url) {
    return (
      <div
        className={`grid place-items-center rounded-lg bg-slate-100 p-4 text-center text-sm text-slate-600 ${className}`}
        style={{ aspectRatio: `${w} / ${h}` }}
      >
        <p lang="en">{IMAGE_LOAD_ERROR}</p>
      </div>
    );
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={`Perbesar gambar: ${alt}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        // Fetch the viewer's code as soon as someone is about to use it.
        onPointerEnter={() => preload(imageViewer)}
        onFocus={() => preload(imageViewer)}
        className="group relative block w-full cursor-zoom-in rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <img
          ref={picture}
          src={imageUrl(image.url, width)}
          alt={alt}
          width={w}
          height={h}
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailed(true)}
          className={className}
        />
        <span
          aria-hidden="true"
          className="absolute bottom-2 right-2 grid h-9 w-9 place-items-center rounded-full bg-white/90 text-slate-800 shadow group-hover:bg-white"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
          </svg>
        </span>
      </button>
      {open && ImageViewer ? <ImageViewer image={image} alt={alt} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
