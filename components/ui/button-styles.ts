/** Class lists of the portal's buttons (and links drawn as buttons). */
export const PRIMARY_BUTTON =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:bg-slate-300 disabled:text-slate-700 forced-colors:border';

export const OUTLINE_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-brand px-5 text-sm font-semibold text-brand hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:border-slate-300 disabled:text-slate-600';
