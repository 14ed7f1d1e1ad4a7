'use client';
import { useId } from 'react';

/**
 * An on/off switch with its label and a line under it (a reminder's topic, a consent): a button with
 * `role="switch"`, 44 px tall, the thumb moving only where motion is welcome.
 */
export function Switch({
  ref,
  label,
  description,
  checked,
  disabled,
  onToggle,
}: {
  ref?: React.Ref<HTMLButtonElement>;
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-slate-900">
          {label}
        </p>
        <p id={descriptionId} className="text-xs text-slate-600">
          {description}
        </p>
      </div>
      <button
        ref={ref}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={onToggle}
        className="group flex h-11 w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`flex h-7 w-12 items-center rounded-full p-0.5 transition-colors forced-colors:border ${checked ? 'bg-brand' : 'bg-slate-300'}`}
        >
          <span
            className={`h-6 w-6 rounded-full bg-white shadow motion-safe:transition-transform forced-colors:bg-[CanvasText] ${checked ? 'translate-x-5' : ''}`}
          />
        </span>
      </button>
    </div>
  );
}
