/**
 * A member page until a session is known. While the stored session is read (a moment after hydration;
 * on a slow phone, a second) both the member's placeholder and what a guest sees are in the page, and
 * the session hint (components/layout/session-hint.tsx) shows one before the first paint (app/globals.css):
 * a guest's page used to be drawn with a member's placeholder, then shrink to the invitation to sign in,
 * moving everything under it. The guest's part stays the same element once the guest is known.
 */
export function BeforeSignIn({
  restoring,
  placeholder,
  children,
}: {
  restoring: boolean;
  placeholder: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      {restoring ? <div data-restoring="member">{placeholder}</div> : null}
      <div data-restoring={restoring ? 'guest' : 'guest-known'}>{children}</div>
    </>
  );
}
