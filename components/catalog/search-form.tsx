import Form from 'next/form';

interface SearchFormProps {
  /** Where the GET form goes (`/blog`, `/search`). */
  action: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
  /** Filters kept across a new search (e.g. the blog category). */
  hidden?: Record<string, string | undefined>;
  /** Submit as a document load: the target is rewritten by its query (see DocumentLink). */
  documentLoad?: boolean;
}

/** A GET search form: works without JavaScript, navigates client-side with it (next/form). */
export function SearchForm({ action, label, placeholder, defaultValue = '', hidden = {}, documentLoad = false }: SearchFormProps) {
  const FormElement = documentLoad ? 'form' : Form;
  return (
    <FormElement action={action} role="search" aria-label={label} className="flex w-full gap-2">
      {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className="relative flex-1">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-slate-500"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          key={defaultValue}
          type="search"
          name="q"
          aria-label={label}
          placeholder={placeholder}
          defaultValue={defaultValue}
          maxLength={100}
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-slate-300 bg-white pl-11 pr-4 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand"
        />
      </div>
      <button type="submit" className="btn-primary shrink-0 text-sm">
        Cari
      </button>
    </FormElement>
  );
}
