import { TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '@/lib/storage';

/**
 * Whether this device keeps a session, as `<html data-session="stored|none">`, set before the body is
 * drawn: the member pages show the right placeholder from the first paint
 * (components/auth/before-sign-in.tsx), long before the token store itself loads. Where storage cannot
 * be read, no hint: the member's placeholder, as before.
 */
export const SESSION_HINT_SCRIPT =
  `try{document.documentElement.dataset.session=/(?:^|; )${TOKEN_COOKIE}=[^;]/.test(document.cookie)` +
  `||localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})?"stored":"none"}catch(e){}`;

export function SessionHint() {
  return <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />;
}
