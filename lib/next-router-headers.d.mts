export const RSC_HEADER: 'rsc';
export const ROUTER_STATE_TREE_HEADER: 'next-router-state-tree';
export const ROUTER_PREFETCH_HEADER: 'next-router-prefetch';
export const ROUTER_SEGMENT_PREFETCH_HEADER: 'next-router-segment-prefetch';
export const NEXT_URL_HEADER: 'next-url';
export const ROUTER_HEADERS: readonly ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
export const RSC_PARAM: '_rsc';
