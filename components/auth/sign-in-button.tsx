'use client';
import { useUI } from '@/hooks/use-ui';

/**
 * Masuk (or Daftar, `register`), opening its dialog: the one part of an invitation to sign in that needs
 * the browser, so the invitation itself can be rendered on the server, into a page cached for every guest.
 */
export function SignInButton({
  register = false,
  className,
  children,
}: {
  register?: boolean;
  className: string;
  children: React.ReactNode;
}) {
  const { openModal } = useUI();
  return (
    <button type="button" onClick={() => openModal(register ? 'REGISTER_VIEW' : 'LOGIN_VIEW')} className={className}>
      {children}
    </button>
  );
}
