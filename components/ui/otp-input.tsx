'use client';
import { useEffect, useRef, useState } from 'react';

interface OtpInputProps {
  /** Digits typed so far (never longer than `length`). */
  value: string;
  onChange: (value: string) => void;
  /** How many digits the code has (the server says). */
  length: number;
  id?: string;
  /** Accessible name when no <label> points at `id`. */
  label?: string;
  describedBy?: string;
  autoFocus?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One real input (so autofill, paste, screen readers and password managers all see a normal
 * field) drawn as one box per digit; the boxes are decoration only.
 */
export function OtpInput({ value, onChange, length, id, label, describedBy, autoFocus }: OtpInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const [caret, setCaret] = useState(value.length);
  // Where the caret goes once a pasted value has rendered.
  const pendingCaret = useRef<number | null>(null);

  useEffect(() => {
    const input = ref.current;
    const at = pendingCaret.current;
    if (!input || at === null) return;
    pendingCaret.current = null;
    input.setSelectionRange(at, at);
  }, [value]);

  const trackCaret = () => {
    const input = ref.current;
    if (!input) return;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    // In a full code the caret box is overwritten, not pushed along: select its one digit,
    // so typing replaces it (maxLength would otherwise refuse the keystroke).
    if (start === end && start < value.length && value.length >= length) {
      input.setSelectionRange(start, start + 1);
    }
    setCaret(start);
  };

  const current = Math.min(caret, length - 1);

  return (
    <div className="relative mx-auto w-fit max-w-full">
      <div aria-hidden="true" className="flex gap-2">
        {Array.from({ length }, (_, index) => {
          const char = value[index] ?? '';
          const active = focused && index === current;
          return (
            <div
              key={index}
              data-active={active || undefined}
              className={`grid h-13 w-12 min-w-0 shrink place-items-center rounded-xl border-2 text-2xl font-bold tabular-nums transition-colors ${
                active
                  ? 'border-brand bg-brand-light/60 ring-2 ring-brand/25 forced-colors:border-[color:Highlight]'
                  : char
                    ? 'border-slate-500 bg-white'
                    : 'border-slate-400 bg-slate-50'
              }`}
            >
              {char ||
                (active ? (
                  <span className="block h-6 w-0.5 rounded bg-brand motion-safe:animate-pulse forced-colors:bg-[color:CanvasText]" />
                ) : null)}
            </div>
          );
        })}
      </div>
      <input
        ref={ref}
        id={id}
        aria-label={label}
        aria-describedby={describedBy}
        type="text"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={length}
        autoFocus={autoFocus}
        spellCheck={false}
        value={value}
        onChange={(event) => {
          const next = onlyDigits(event.target.value).slice(0, length);
          if (next !== value) onChange(next);
          setCaret(event.target.selectionStart ?? next.length);
        }}
        onPaste={(event) => {
          // A pasted code fills the boxes from the caret onward, whatever else it carries.
          event.preventDefault();
          const digits = onlyDigits(event.clipboardData.getData('text'));
          if (!digits) return;
          const at = Math.min(event.currentTarget.selectionStart ?? value.length, value.length);
          const next = (value.slice(0, at) + digits + value.slice(at + digits.length)).slice(0, length);
          const caretAfter = Math.min(at + digits.length, length);
          pendingCaret.current = caretAfter;
          setCaret(caretAfter);
          onChange(next);
        }}
        onPointerUp={(event) => {
          // The boxes sit under the input: a tap on a box puts the caret in that box.
          const input = event.currentTarget;
          const rect = input.getBoundingClientRect();
          if (rect.width <= 0) return;
          const box = Math.floor(((event.clientX - rect.left) / rect.width) * length);
          const at = Math.max(0, Math.min(box, value.length));
          input.setSelectionRange(at, at);
          trackCaret();
        }}
        onSelect={trackCaret}
        onKeyUp={trackCaret}
        onFocus={() => {
          setFocused(true);
          trackCaret();
        }}
        onBlur={() => setFocused(false)}
        // Forced colours would draw its text and caret over the boxes: they stay transparent there too.
        className="absolute inset-0 h-full w-full rounded-xl bg-transparent text-base text-transparent caret-transparent outline-none selection:bg-transparent focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand forced-color-adjust-none forced-colors:focus-visible:outline-[color:Highlight]"
      />
    </div>
  );
}
