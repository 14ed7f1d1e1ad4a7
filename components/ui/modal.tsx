'use client';
import { Children, useEffect, useRef } from 'react';
import { useBackCloses } from '@/hooks/use-back-closes';
import { useFocusTrap } from '@/hooks/use-focus-trap';

interface ModalProps {
  open: boolean;
  /** The dialog's accessible name. */
  label: string;
  onClose: () => void;
  /** Exactly one child element. */
  children: React.ReactElement;
  /** Wider dialogs for rich views. */
  size?: 'sm' | 'md' | 'lg';
}

const WIDTHS = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' };

/**
 * Where a dialog's focus starts. The browser gives it to the first control; a view with a field to fill
 * keeps that (the phone number, the search box). Any other view starts at its top: on a short screen (a
 * phone turned sideways) focusing a deal's first control, the zoom button under its image, scrolled the
 * title and the close button out of view. The dialog itself takes the focus (a screen reader reads its
 * name) and Tab goes on to the first control, as the ARIA dialog pattern advises for long content.
 */
function startAtTheTop(dialog: HTMLDialogElement) {
  const focused = document.activeElement;
  if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement || focused instanceof HTMLSelectElement) return;
  dialog.focus({ preventScroll: true });
  dialog.scrollTop = 0;
}

/**
 * A native modal <dialog>: the browser makes the rest of the page inert (focus stays inside),
 * Escape and the browser's Back ask to close, and focus returns to whatever opened it.
 */
export function Modal({ open, label, onClose, children, size = 'md' }: ModalProps) {
  const child = Children.only(children);
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useFocusTrap(ref, open);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useBackCloses(open, onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      startAtTheTop(dialog);
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // Escape: the app decides (a back handler may keep the modal open).
      event.preventDefault();
      onCloseRef.current();
    };
    const onClosed = () => {
      document.documentElement.style.overflow = '';
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      aria-modal="true"
      tabIndex={-1}
      className={`m-0 mt-auto outline-none max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 sm:m-auto sm:rounded-2xl ${WIDTHS[size]}`}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {open ? (
        // The close button comes after the view, so the view's first field gets the initial focus.
        <div className="relative">
          {child}
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            className="absolute right-2 top-2 z-10 grid h-11 w-11 place-items-center rounded-full text-2xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
            aria-label="Tutup"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
