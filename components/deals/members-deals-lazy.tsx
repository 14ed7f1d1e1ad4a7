'use client';
import dynamic from 'next/dynamic';

/**
 * MembersDeals for pages rendered on the server: its code loads only where a backend refused the deals,
 * not on every page that could meet such a backend (a server component's client import would ship it).
 */
export const MembersDealsLazy = dynamic(() => import('./members-deals').then((m) => m.MembersDeals));

/** MembersDeal likewise, for a deal's own page. */
export const MembersDealLazy = dynamic(() => import('./members-deal').then((m) => m.MembersDeal));
