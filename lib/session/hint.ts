import { TOKEN_COOKIE_PATTERN, TOKEN_STORAGE_KEY } from '@/lib/rules/session';

/**
 * Whether this device keeps a session, as `<html data-session="stored|expired|none">`, set by an inline
 * script in the head before the body is drawn (components/layout/session-hint.tsx): the token read as the
 * browser's session reads it (lib/rules/session.ts: the cookie, else localStorage). A token kept in a JWT
 * whose `exp` has passed is `expired`: shown as a guest's (the session route then signs the device out,
 * quietly); any other token (the contract does not say tokens are JWTs) is `stored`. Where storage cannot
 * be read, no hint: a guest's. A string, never a module the browser loads: the page carries it inline.
 */
export const SESSION_HINT_SCRIPT =
  `try{var t=(/${TOKEN_COOKIE_PATTERN}/.exec(document.cookie)||[])[1]` +
  `||localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}),s=t?"stored":"none";` +
  `try{if(Date.now()>1e3*JSON.parse(atob(decodeURIComponent(t).split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).exp)s="expired"}catch(e){}` +
  `document.documentElement.dataset.session=s}catch(e){}`;
