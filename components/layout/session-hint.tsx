import { TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '@/lib/browser/storage';

/**
 * Whether this device keeps a session, as `<html data-session="stored|none">`, set before the body is
 * drawn: the member pages show the right placeholder from the first paint
 * (components/auth/before-sign-in.tsx), long before the token store itself loads. Where storage cannot
 * be read, no hint: the member's placeholder, as before.
 *
 * A token the device keeps may have expired while the member was away. When it is a JWT whose `exp` has
 * passed, it is no session for the hint (the token check then signs the device out, quietly): the
 * invitation to sign in shows from the first paint instead of a member's placeholder that gives way to
 * it. Any other token (API.md does not say tokens are JWTs) counts as a session.
 */
export const SESSION_HINT_SCRIPT =
  `try{var t=(/(?:^|; )${TOKEN_COOKIE}=([^;]+)/.exec(document.cookie)||[])[1]` +
  `||localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}),s=t?"stored":"none";` +
  `try{if(Date.now()>1e3*JSON.parse(atob(decodeURIComponent(t).split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).exp)s="none"}catch(e){}` +
  `document.documentElement.dataset.session=s}catch(e){}`;

export function SessionHint() {
  return <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />;
}
