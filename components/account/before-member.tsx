'use client';
import { BeforeSignIn } from '@/components/auth/before-sign-in';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';

/**
 * A screen of the member's own account before there is a member: a guest is invited to sign in and stays
 * on the page; while the session is read, its placeholder.
 */
export function BeforeMember({ restoring, title, children }: { restoring: boolean; title: string; children: string }) {
  return (
    <BeforeSignIn restoring={restoring} placeholder={<AccountSkeleton />}>
      <SignInPrompt title={title} withRegister>
        {children}
      </SignInPrompt>
    </BeforeSignIn>
  );
}

/** Where the member's account will be, while the session is read. */
export function AccountSkeleton() {
  return (
    <div role="status" aria-label="Memuat akun" data-needs-script className="space-y-4">
      <div className="h-72 rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
      <div className="h-40 rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
    </div>
  );
}
