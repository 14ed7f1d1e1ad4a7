'use client';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** How an alert or confirmation was answered: OK, Batal (or Escape, or Back), or an alert's own action. */
export type AlertAnswer = 'ok' | 'cancel' | 'action';

/** What the alert provider queues: the words to show as given, the kind of dialog, and how to answer. */
export interface AlertRequest {
  message: string;
  kind: 'alert' | 'confirm';
  /** An alert's way on from what it says (its label: "Lihat Voucher"), a button beside OK. */
  action?: string;
  resolve: (answer: AlertAnswer) => void;
}

export interface AlertContextValue {
  /**
   * An in-app alert with the words as given and an OK button, and `action`'s button when given; resolves
   * when dismissed: true when the action was chosen.
   */
  alert: (message: string, options?: { action?: string }) => Promise<boolean>;
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
  Dialog: React.ComponentType<{ request: AlertRequest; onAnswer: (answer: AlertAnswer) => void }>;
  children: React.ReactNode;
}) {
  const [queue, setQueue] = useState<AlertRequest[]>([]);
  const current = queue[0];

  const open = useCallback(
    (request: Omit<AlertRequest, 'resolve'>) => new Promise<AlertAnswer>((resolve) => setQueue((q) => [...q, { ...request, resolve }])),
    [],
  );
  const value = useMemo<AlertContextValue>(
    () => ({
      alert: (message, options) => open({ message, kind: 'alert', action: options?.action }).then((answer) => answer === 'action'),
      confirm: (message) => open({ message, kind: 'confirm' }).then((answer) => answer === 'ok'),
    }),
    [open],
  );
  const answer = useCallback((given: AlertAnswer) => {
    setQueue((q) => {
      q[0]?.resolve(given);
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
