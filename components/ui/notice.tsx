/** A dashed box for what stands in for content: nothing yet, not loaded, or for members only. */
export function Notice({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={`flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center ${className}`}>
      {children}
    </div>
  );
}
