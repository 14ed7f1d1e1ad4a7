'use client';
import { listDeals } from '@/lib/api/member';
import { dataOf, useMemberResource } from './use-member-resource';

const loadDeals = () => dataOf(listDeals(), 'Deal tidak dapat dimuat');

/**
 * The deal list loaded in the browser with the member's token: for a backend that keeps deals for
 * members (the server's call without a token was refused). A guest never asks.
 */
export function useDeals() {
  const { data, ...rest } = useMemberResource(['deals'], loadDeals);
  return { deals: data, ...rest };
}
