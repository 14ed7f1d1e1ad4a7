/** A list page's title and the line under it. */
export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children ? <p className="mt-1 text-slate-600">{children}</p> : null}
    </>
  );
}
