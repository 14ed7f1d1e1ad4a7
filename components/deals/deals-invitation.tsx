import { SignInPrompt } from '@/components/auth/sign-in-prompt';

export const DEALS_SIGN_IN_TITLE = 'Deal khusus member';
export const DEALS_SIGN_IN_MESSAGE = 'Masuk dengan nomor WhatsApp Anda untuk melihat deal dan menukarkan poin Anda.';

/**
 * The invitation to sign in where a backend keeps its deals for members: the same for every guest, so
 * rendered on the server into the cached page (`/`, `/deals`, a deal's page), Masuk and Daftar its only
 * client parts. Titled where it stands for a list's deals; a deal's page has the title as its h1.
 */
export function DealsInvitation({ titled = true, headingLevel = 2 }: { titled?: boolean; headingLevel?: 2 | 3 }) {
  return (
    <SignInPrompt title={titled ? DEALS_SIGN_IN_TITLE : undefined} headingLevel={headingLevel} withRegister>
      {DEALS_SIGN_IN_MESSAGE}
    </SignInPrompt>
  );
}
