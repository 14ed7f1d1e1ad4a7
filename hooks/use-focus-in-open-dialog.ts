'use client';
import { useEffect, useRef } from 'react';

/**
 * Focuses the element whenever `active` turns true inside a dialog that is already open (a view
 * switched to, a step gone back to). On the dialog's first opening it does nothing: the dialog
 * then focuses its first field itself and remembers what opened it, for focus to return to.
 */
export function useFocusInOpenDialog<T extends HTMLElement>(active = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (active && element?.closest('dialog')?.open) element.focus();
  }, [active]);
  return ref;
}
