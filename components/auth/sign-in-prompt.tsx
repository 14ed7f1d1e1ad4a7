import { SignInButton } from '@/components/auth/sign-in-button';
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';

interface SignInPromptProps {
  /** A heading, where the prompt stands for a section (the deals of a page). */
  title?: string;
  headingLevel?: 2 | 3;
  children: React.ReactNode;
  /** Offers Daftar next to Masuk, for someone who may not have an account yet. */
  withRegister?: boolean;
}

/**
 * Where something is for members only: a word about it and Masuk, which opens the login view. The
 * person stays on the page; whatever asked for the sign-in loads by itself once the token exists. Not a
 * client component: a server component renders it whole (the members' deals invitation in a cached page),
 * its buttons the only client parts. Without JavaScript they would do nothing, and are not shown.
 */
export function SignInPrompt({ title, headingLevel = 2, children, withRegister = false }: SignInPromptProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Notice>
      {title ? <Heading className="text-lg font-semibold text-slate-900">{title}</Heading> : null}
      <p className={title ? 'mt-1 max-w-md text-sm text-slate-600' : 'font-medium text-slate-900'}>{children}</p>
      <div data-needs-script className="mt-4 flex flex-wrap justify-center gap-2">
        <SignInButton className={PRIMARY_BUTTON}>Masuk</SignInButton>
        {withRegister ? (
          <SignInButton register className={OUTLINE_BUTTON}>
            Daftar
          </SignInButton>
        ) : null}
      </div>
    </Notice>
  );
}
