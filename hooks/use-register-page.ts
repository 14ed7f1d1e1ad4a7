'use client';
import useSWR from 'swr';
import { getPage } from '@/lib/api/content';
import type { Image } from '@/lib/api/types';

export interface RegisterImage extends Image {
  alt: string;
}

/** The register dialog's image is the first image of the first section of the register page. */
export function useRegisterImage(): RegisterImage | null | undefined {
  const { data } = useSWR(
    'content/page/register',
    async () => {
      const section = (await getPage('register')).data?.sections[0];
      const image = section?.images[0];
      return image ? { ...image, alt: section?.title ?? '' } : null;
    },
    { revalidateOnFocus: false },
  );
  return data;
}
