/** Auth service (AUTH_HOST): OTP sign-in, registration and token validation. */
import type { HttpHandler } from 'msw';
import { registerUser, requestLoginOtp, requestRegisterOtp, signIn, tokenInfo } from '../store';
import { auth, field, open, readBody, reply } from './common';

// Specific paths first: `register/otp/` before `register/`, `token-auth/otp/` before `token-auth/`.
export const authHandlers: HttpHandler[] = [
  auth.post(
    '/token-info/',
    open(async ({ request }) => reply(tokenInfo(field(await readBody(request), 'token')))),
  ),
  auth.post(
    '/token-auth/otp/',
    open(async ({ request }) => reply(requestLoginOtp(field(await readBody(request), 'address')))),
  ),
  auth.post(
    '/token-auth/',
    open(async ({ request }) => {
      const body = await readBody(request);
      return reply(signIn(field(body, 'username'), field(body, 'otp_code')));
    }),
  ),
  auth.post(
    '/register/otp/',
    open(async ({ request }) => reply(requestRegisterOtp(field(await readBody(request), 'address')))),
  ),
  auth.post(
    '/register/',
    open(async ({ request }) => {
      const body = await readBody(request);
      return reply(
        registerUser({
          email: field(body, 'email'),
          otp_code: field(body, 'otp_code'),
          mobile_no: field(body, 'mobile_no'),
          first_name: field(body, 'first_name'),
        }),
      );
    }),
  ),
];
