import { useEffect } from 'react';
import { useUI, type UIContextValue } from '@/hooks/use-ui';

/** Lets a test read and drive the UI state; `ui()` is the value of the last render. */
export function createUIProbe() {
  let latest: UIContextValue | undefined;
  function Probe({ children }: { children?: (ui: UIContextValue) => React.ReactNode }) {
    const value = useUI();
    useEffect(() => {
      latest = value;
    });
    return children ? children(value) : null;
  }
  const ui = (): UIContextValue => {
    if (!latest) throw new Error('UI probe not rendered');
    return latest;
  };
  return { Probe, ui };
}
