/**
 * A member page until a session is known: both the member's placeholder and what a guest sees are in the
 * page, and the head's hint shows one from the first paint (app/globals.css), so nothing under them moves
 * when the session is known. The guest's part stays the same element once the guest is known.
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
      {restoring ? (
        <div data-before-session="member" className="contents">
          {placeholder}
        </div>
      ) : null}
      <div data-before-session={restoring ? 'guest' : undefined} className="contents">
        {children}
      </div>
    </>
  );
}
