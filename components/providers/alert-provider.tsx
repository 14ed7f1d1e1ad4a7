'use client';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { AlertRequest } from '@/components/ui/alert-dialog';
import { onDemand, preload, useOnDemand } from '@/hooks/use-on-demand';

// The dialog's code loads with the first alert (or a first dialog, below), not with every page.
const alertDialog = onDemand(() => import('@/components/ui/alert-dialog'));

/**
 * Loads the alert's code ahead, from the same build as the dialog opening now: a deployment before the
 * member's first alert (a mistyped number) would otherwise find it gone, and the page's reload into the
 * new build (lib/browser/reload-on-new-build.ts) would lose what they typed. A failure here is left to that first alert.
 */
export const preloadAlertDialog = () => preload(alertDialog);

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
  const AlertDialog = useOnDemand(alertDialog, !!current)?.AlertDialog;

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
      {current && AlertDialog ? <AlertDialog key={queue.length + current.message} request={current} onAnswer={answer} /> : null}
    </AlertContext.Provider>
  );
}

export function useAlert(): AlertContextValue {
  const context = useContext(AlertContext);
  if (!context) throw new Error('useAlert must be used within an AlertProvider');
  return context;
}
