/**
 * What a guest sees (an invitation to sign in) before a session is known, beside the member's placeholder:
 * the head's hint shows one of them from the first paint (app/globals.css), so nothing under them moves
 * when the session is known. The guest's part stays the same element once a guest is known.
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
      <div data-before-session={restoring ? 'guest' : undefined} className="contents">
        {children}
      </div>
      {restoring ? (
        <div data-before-session="member" className="contents">
          {placeholder}
        </div>
      ) : null}
    </>
  );
}
