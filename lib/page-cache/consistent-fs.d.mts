import type { CacheFs } from 'next/dist/shared/lib/utils';

export function consistentFs<F extends CacheFs>(fs: F): F;
