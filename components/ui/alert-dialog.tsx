'use client';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useBackCloses } from '@/hooks/use-back-closes';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import type { AlertRequest } from '@/hooks/use-alert';

/** One alert or confirmation of the alert provider, as a modal alertdialog. */
export function AlertDialog({ request, onAnswer }: { request: AlertRequest; onAnswer: (ok: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const answered = useRef(false);
  const opener = useRef<Element | null>(null);
  useFocusTrap(ref, true);

  const finish = useCallback(
    (ok: boolean) => {
      if (answered.current) return;
      answered.current = true;
      ref.current?.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      onAnswer(ok);
    },
    [onAnswer],
  );
  // Back answers as Escape does (Batal for a confirmation), and only this alert: a dialog under it stays.
  useBackCloses(true, () => finish(false));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    okRef.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      finish(false);
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [finish]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-label={request.kind === 'confirm' ? 'Konfirmasi' : 'Pemberitahuan'}
      aria-describedby={messageId}
      className="m-auto w-[min(92vw,24rem)] rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60"
    >
      <p id={messageId} className="text-base leading-relaxed">
        {request.message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        {request.kind === 'confirm' ? (
          <button
            type="button"
            onClick={() => finish(false)}
            className="h-11 rounded-full px-5 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            Batal
          </button>
        ) : null}
        <button
          ref={okRef}
          type="button"
          onClick={() => finish(true)}
          className="h-11 min-w-20 rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand forced-colors:border"
        >
          OK
        </button>
      </div>
    </dialog>
  );
}
