/**
 * Member service (and the sales store list it sits with in API.md): all but the scheme need a token,
 * except the deal list and a deal's detail, which guests browse (redeeming still needs the token).
 */
import { http, type HttpHandler } from 'msw';
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
import { field, open, readBody, reply, signedIn } from './common';

// `deal/my_deals/` comes before `deal/:uid/`, which would otherwise take it as a uid.
export const memberHandlers: HttpHandler[] = [
  http.get(
    '*/v1/member/api/scheme/0/',
    open(() => reply(getScheme())),
  ),
  http.get(
    '*/v1/member/api/member/0/',
    signedIn(({ user }) => reply(getMember(user))),
  ),
  http.get(
    '*/v1/member/api/member/0/referral_summary/',
    signedIn(({ user }) => reply(referralSummary(user))),
  ),
  http.post(
    '*/v1/member/api/member/register/',
    signedIn(async ({ request, user }) => reply(registerMember(user, field(await readBody(request), 'referral_code')))),
  ),
  http.get(
    '*/v1/member/api/deal/',
    open(({ request }) => reply(listDeals(new URL(request.url)))),
  ),
  http.get(
    '*/v1/member/api/deal/my_deals/',
    signedIn(({ user }) => reply(listMyDeals(user))),
  ),
  http.get<{ uid: string }>(
    '*/v1/member/api/deal/:uid/',
    open(({ params }) => reply(getDeal(params.uid))),
  ),
  http.post<{ uid: string }>(
    '*/v1/member/api/deal/:uid/redeem/',
    signedIn(({ params, user }) => reply(redeemDeal(user, params.uid))),
  ),
  http.get(
    '*/v1/member/api/reward/',
    signedIn(({ user }) => reply(listRewards(user))),
  ),
  http.get(
    '*/v1/member/api/transaction/',
    signedIn(({ request, user }) => reply(listTransactions(user, new URL(request.url)))),
  ),
  http.get(
    '*/v1/sales/api/store/',
    signedIn(({ request }) => reply(listStores(new URL(request.url).searchParams.get('channel') ?? ''))),
  ),
];
