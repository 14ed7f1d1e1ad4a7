/**
 * The member's own account: the contract's optional calls (`x-optional`), on both hosts. Kept as one set
 * so a test can answer them all as a backend that does not offer them (tests/msw-server.ts).
 */
import type { HttpHandler } from 'msw';
import {
  changeMobile,
  deleteAccount,
  listConsents,
  requestAccountDeletionOtp,
  requestMobileOtp,
  updateConsents,
  updateProfile,
} from '../store';
import { api, auth, field, readBody, readJson, reply, signedIn } from './common';

export const accountHandlers: HttpHandler[] = [
  auth.patch(
    '/profile/',
    signedIn(async ({ request, user }) => reply(updateProfile(user, await readBody(request)))),
  ),
  auth.post(
    '/profile/mobile/otp/',
    signedIn(async ({ request, user }) => reply(requestMobileOtp(user, field(await readBody(request), 'address')))),
  ),
  auth.post(
    '/profile/mobile/',
    signedIn(async ({ request, user }) => {
      const body = await readBody(request);
      return reply(changeMobile(user, field(body, 'address'), field(body, 'otp_code')));
    }),
  ),
  auth.post(
    '/account/delete/otp/',
    signedIn(({ user }) => reply(requestAccountDeletionOtp(user))),
  ),
  auth.post(
    '/account/delete/',
    signedIn(async ({ request, user }) => {
      const body = await readBody(request);
      return reply(deleteAccount(user, field(body, 'otp_code'), field(body, 'reason')));
    }),
  ),
  api.get(
    '/member/api/member/0/consent/',
    signedIn(({ user }) => reply(listConsents(user))),
  ),
  api.put(
    '/member/api/member/0/consent/',
    signedIn(async ({ request, user }) => reply(updateConsents(user, await readJson(request)))),
  ),
];
