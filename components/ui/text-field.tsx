'use client';
import { useId } from 'react';
import { EMAIL_INPUT_PATTERN } from '@/lib/rules/validate';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'className'> & {
  label: string;
  /** Extra help under the field. */
  hint?: string;
  /** What is wrong with the value, under the field (and said with it); none when empty. */
  error?: string;
};

/** A labelled field; a required one shows an asterisk after its label, hidden from screen readers, which hear "required". */
export function TextField({ label, hint, error, required, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        required={required}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        {...input}
        className={`h-12 w-full rounded-xl border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 hover:border-slate-500 focus-visible:border-brand user-invalid:border-red-700 aria-[invalid=true]:border-red-700 ${focusRing}`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail field of the registration and of the profile: one label, pattern and keyboard for both. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'pattern' | 'placeholder'>) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      pattern={EMAIL_INPUT_PATTERN}
      placeholder="nama@email.com"
      {...props}
    />
  );
}
