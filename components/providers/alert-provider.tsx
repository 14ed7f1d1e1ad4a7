'use client';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFocusTrap } from '@/hooks/use-focus-trap';

interface AlertRequest {
  message: string;
  kind: 'alert' | 'confirm';
  resolve: (ok: boolean) => void;
}

export interface AlertContextValue {
  /** An in-app alert with the spec's exact text and an OK button; resolves when dismissed. */
  alert: (message: string) => Promise<void>;
  /** OK / Batal; resolves true for OK, false for Batal or Escape. */
  confirm: (message: string) => Promise<boolean>;
}

const AlertContext = createContext<AlertContextValue | null>(null);

/** Alerts and confirmations as accessible in-app dialogs (never window.alert or window.confirm). */
export function AlertProvider({ children }: { children: React.ReactNode }) {
  const [queue, setQueue] = useState<AlertRequest[]>([]);
  const current = queue[0];

  const open = useCallback(
    (message: string, kind: AlertRequest['kind']) =>
      new Promise<boolean>((resolve) => setQueue((q) => [...q, { message, kind, resolve }])),
    [],
  );
  const value = useMemo<AlertContextValue>(
    () => ({ alert: (message) => open(message, 'alert').then(() => undefined), confirm: (message) => open(message, 'confirm') }),
    [open],
  );
  const answer = useCallback((ok: boolean) => {
    setQueue((q) => {
      q[0]?.resolve(ok);
      return q.slice(1);
    });
  }, []);

  return (
    <AlertContext.Provider value={value}>
      {children}
      {current ? <AlertDialog key={queue.length + current.message} request={current} onAnswer={answer} /> : null}
    </AlertContext.Provider>
  );
}

function AlertDialog({ request, onAnswer }: { request: AlertRequest; onAnswer: (ok: boolean) => void }) {
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
          className="h-11 min-w-20 rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          OK
        </button>
      </div>
    </dialog>
  );
}

export function useAlert(): AlertContextValue {
  const context = useContext(AlertContext);
  if (!context) throw new Error('useAlert must be used within an AlertProvider');
  return context;
}
