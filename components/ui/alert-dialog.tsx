'use client';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useBackCloses } from '@/hooks/use-back-closes';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import type { AlertAnswer, AlertRequest } from '@/hooks/use-alert';

const PLAIN = 'h-11 rounded-full px-5 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand';
const FILLED =
  'h-11 min-w-20 rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand forced-colors:border';

/**
 * One alert or confirmation of the alert provider, as a modal alertdialog. Focus starts on the filled
 * button: OK, or an alert's action (a way on, which the member would otherwise have to look for).
 */
export function AlertDialog({ request, onAnswer }: { request: AlertRequest; onAnswer: (answer: AlertAnswer) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const mainRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const answered = useRef(false);
  const opener = useRef<Element | null>(null);
  useFocusTrap(ref, true);

  const finish = useCallback(
    (answer: AlertAnswer) => {
      if (answered.current) return;
      answered.current = true;
      ref.current?.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      onAnswer(answer);
    },
    [onAnswer],
  );
  // Back answers as Escape does (Batal for a confirmation), and only this alert: a dialog under it stays.
  useBackCloses(true, () => finish('cancel'));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    mainRef.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      finish('cancel');
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
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {request.kind === 'confirm' ? (
          <button type="button" onClick={() => finish('cancel')} className={PLAIN}>
            Batal
          </button>
        ) : null}
        <button
          ref={request.action ? undefined : mainRef}
          type="button"
          onClick={() => finish('ok')}
          className={request.action ? PLAIN : FILLED}
        >
          OK
        </button>
        {request.action ? (
          <button ref={mainRef} type="button" onClick={() => finish('action')} className={FILLED}>
            {request.action}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
