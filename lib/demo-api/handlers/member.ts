/**
 * The contract's member tag (the member service, and the sales store list): all but the scheme need a token,
 * except the deal list and a deal's detail, which guests browse (redeeming still needs the token).
 */
import type { HttpHandler } from 'msw';
import {
  getDeal,
  getMember,
  getScheme,
  listDeals,
  listMyDeals,
  listRewards,
  listStores,
  listTransactions,
  redeemDeal,
  referralSummary,
  registerMember,
} from '../store';
import { api, field, open, readBody, reply, signedIn } from './common';

// `deal/my_deals/` comes before `deal/:uid/`, which would otherwise take it as a uid.
export const memberHandlers: HttpHandler[] = [
  api.get(
    '/member/api/scheme/0/',
    open(() => reply(getScheme())),
  ),
  api.get(
    '/member/api/member/0/',
    signedIn(({ user }) => reply(getMember(user))),
  ),
  api.get(
    '/member/api/member/0/referral_summary/',
    signedIn(({ user }) => reply(referralSummary(user))),
  ),
  api.post(
    '/member/api/member/register/',
    signedIn(async ({ request, user }) => reply(registerMember(user, field(await readBody(request), 'referral_code')))),
  ),
  api.get(
    '/member/api/deal/',
    open(({ request }) => reply(listDeals(new URL(request.url)))),
  ),
  api.get(
    '/member/api/deal/my_deals/',
    signedIn(({ user }) => reply(listMyDeals(user))),
  ),
  api.get(
    '/member/api/deal/{uid}/',
    open(({ params }) => reply(getDeal(params.uid))),
  ),
  api.post(
    '/member/api/deal/{uid}/redeem/',
    signedIn(({ params, user }) => reply(redeemDeal(user, params.uid))),
  ),
  api.get(
    '/member/api/reward/',
    signedIn(({ user }) => reply(listRewards(user))),
  ),
  api.get(
    '/member/api/transaction/',
    signedIn(({ request, user }) => reply(listTransactions(user, new URL(request.url)))),
  ),
  api.get(
    '/sales/api/store/',
    signedIn(({ request }) => reply(listStores(new URL(request.url).searchParams.get('channel') ?? ''))),
  ),
];
