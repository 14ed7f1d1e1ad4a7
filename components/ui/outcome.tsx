/**
 * What the last tap did, under a form or a control: an error, said at once (`role="alert"`), and a notice,
 * said as it changes (`role="status"`, kept in the page so a screen reader hears it).
 */
export function Outcome({ error, notice, className = 'mt-2' }: { error: string; notice: string; className?: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className={`${className} text-sm font-medium text-red-700`}>
          {error}
        </p>
      ) : null}
      <p role="status" className={`${className} text-sm text-slate-700 empty:hidden`}>
        {notice}
      </p>
    </>
  );
}
