'use client';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** What the alert provider queues: the words to show as given, the kind of dialog, and how to answer. */
export interface AlertRequest {
  message: string;
  kind: 'alert' | 'confirm';
  resolve: (ok: boolean) => void;
}

export interface AlertContextValue {
  /** An in-app alert with the words as given and an OK button; resolves when dismissed. */
  alert: (message: string) => Promise<void>;
  /** OK / Batal; resolves true for OK, false for Batal or Escape. */
  confirm: (message: string) => Promise<boolean>;
}

const AlertContext = createContext<AlertContextValue | null>(null);

/**
 * Alerts and confirmations as accessible in-app dialogs (never window.alert or window.confirm), one at a
 * time, drawn by `Dialog` (components/ui/alert-host.tsx, composed in app/providers.tsx).
 */
export function AlertProvider({
  Dialog,
  children,
}: {
  Dialog: React.ComponentType<{ request: AlertRequest; onAnswer: (ok: boolean) => void }>;
  children: React.ReactNode;
}) {
  const [queue, setQueue] = useState<AlertRequest[]>([]);
  const current = queue[0];

  const open = useCallback(
    (message: string, kind: AlertRequest['kind']) => new Promise<boolean>((resolve) => setQueue((q) => [...q, { message, kind, resolve }])),
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
      {current ? <Dialog key={queue.length + current.message} request={current} onAnswer={answer} /> : null}
    </AlertContext.Provider>
  );
}

export function useAlert(): AlertContextValue {
  const context = useContext(AlertContext);
  if (!context) throw new Error('useAlert must be used within an AlertProvider');
  return context;
}
