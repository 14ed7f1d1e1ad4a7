'use client';
import { OUTLINE_BUTTON } from '@/components/ui/button-styles';
import { copyText } from '@/lib/browser/copy-text';

/** "Salin": copies a code to the clipboard, with the toast that says whether it worked. */
export function CopyButton({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  return (
    <button type="button" onClick={() => void copyText(text)} aria-label={label} className={`${OUTLINE_BUTTON} ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V6a2 2 0 0 1 2-2h9" />
      </svg>
      Salin
    </button>
  );
}
