'use client';
import type { Image } from '@/lib/api/types';
import { DEFAULT_IMAGE_SIZE, imageUrl } from '@/lib/image';

export interface ZoomableImageProps {
  image: Image;
  alt: string;
  /** Display width in px used for the `w` parameter. */
  width?: number;
  className?: string;
}

// Placeholder until the image viewer lands: the plain image, no viewer yet.
export function ZoomableImage({ image, alt, width = DEFAULT_IMAGE_SIZE.width, className = '' }: ZoomableImageProps) {
  return (
    <img
      src={imageUrl(image.url, width)}
      alt={alt}
      width={image.width ?? DEFAULT_IMAGE_SIZE.width}
      height={image.height ?? DEFAULT_IMAGE_SIZE.height}
      className={className}
    />
  );
}
