import { TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '@/lib/rules/session';

/**
 * Whether this device keeps a session, as `<html data-session="stored|expired|none">`, set before the body
 * is drawn: from the first paint the header shows the guest's Masuk and Daftar or the member chip's
 * placeholder, and a member page the invitation to sign in or the member's placeholder (app/globals.css),
 * long before the session itself is known. A token kept in a JWT whose `exp` has passed is `expired`:
 * shown as a guest's (the session route then signs the device out, quietly); any other token (the
 * contract does not say tokens are JWTs) is `stored`. Where storage cannot be read, no hint: a guest's.
 */
export const SESSION_HINT_SCRIPT =
  `try{var t=(/(?:^|; )${TOKEN_COOKIE}=([^;]+)/.exec(document.cookie)||[])[1]` +
  `||localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}),s=t?"stored":"none";` +
  `try{if(Date.now()>1e3*JSON.parse(atob(decodeURIComponent(t).split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).exp)s="expired"}catch(e){}` +
  `document.documentElement.dataset.session=s}catch(e){}`;

export function SessionHint() {
  return <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />;
}
