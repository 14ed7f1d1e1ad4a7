import {
  EARLY_NAME_CLASS,
  EARLY_POINTS_CLASS,
  EARLY_SESSION_GLOBAL,
  HANDED_SESSION_META,
  TOKEN_COOKIE_PATTERN,
  TOKEN_STORAGE_KEY,
} from '@/lib/rules/session';

/**
 * Whether this device keeps a session, as `<html data-session="stored|expired|none">`, set by an inline
 * script in the head before the body is drawn (components/layout/session-hint.tsx): the token read as the
 * browser's session reads it (lib/rules/session.ts: the cookie, else localStorage). A token kept in a JWT
 * whose `exp` has passed is `expired`: shown as a guest's (the session route then signs the device out,
 * quietly); any other token (the contract does not say tokens are JWTs) is `stored`. Where storage cannot
 * be read, no hint: a guest's. A string, never a module the browser loads: the page carries it inline.
 *
 * Where it is `stored`, the session route is asked at once, while the page still loads, unless the page
 * hands its own answer over (`<SessionHandOver>`'s meta, which React puts in the head before this script).
 * The answer is left for the browser's session to take once, for the same token (lib/session/browser.ts
 * `takeEarlyAnswer`), and goes with the page. A failure is read there (caught here, so an untaken one is
 * no unhandled rejection). Its body is read here too, so the answer is whole even where no script takes it.
 * A member's points and name (`pointsLabel`, `nameLabel`, formatted by the route as the chip shows them)
 * are written into the placeholder's slots for them (components/layout/auth-area.tsx), where the chip will
 * show them: the points on a phone, the name above them from 640px. While the page loads the slots are
 * looked for each frame.
 */
export const SESSION_HINT_SCRIPT =
  `try{var d=document,h=d.documentElement,t=(/${TOKEN_COOKIE_PATTERN}/.exec(d.cookie)||[])[1]` +
  `||localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}),s=t?"stored":"none";` +
  `try{if(Date.now()>1e3*JSON.parse(atob(decodeURIComponent(t).split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).exp)s="expired"}catch(e){}` +
  `h.dataset.session=s;if(s=="stored"&&!d.querySelector("meta[name=${HANDED_SESSION_META}]")){t=decodeURIComponent(t);` +
  `var a=fetch(location.origin+"/api/session",{headers:{Authorization:"Jwt "+t}});window.${EARLY_SESSION_GLOBAL}={token:t,answer:a};` +
  `a.then(r=>r.clone().json()).then(b=>{var l=b.pointsLabel,w=()=>{var e=d.querySelector(".${EARLY_POINTS_CLASS}"),` +
  `n=d.querySelector(".${EARLY_NAME_CLASS}");e?(e.textContent=l,n&&(n.textContent=b.nameLabel||"")):` +
  `d.readyState=="loading"&&requestAnimationFrame(w)};l&&w()}).catch(()=>{})}}catch(e){}`;
