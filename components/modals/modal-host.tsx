'use client';
import { useEffect, useState } from 'react';
import { preloadAlertDialog } from '@/components/ui/alert-host';
import { useUI } from '@/hooks/use-ui';
import { Modal } from '@/components/ui/modal';
import { useOnDemand } from '@/hooks/use-on-demand';
import { MODAL_REGISTRY } from './registry';

/** Shows the current view of the UI state in the one modal dialog. */
export function ModalHost() {
  const { displayModal, modalView, closeModal } = useUI();
  const entry = modalView ? MODAL_REGISTRY[modalView] : undefined;
  const View = useOnDemand(entry?.view, displayModal)?.default;
  // The dialog opens with its view, not as an empty frame while the view's code loads (and its focus
  // starts in the view's field). Once open, it stays open while another view replaces this one.
  const [shown, setShown] = useState(false);
  if (displayModal && View && !shown) setShown(true);
  if (!displayModal && shown) setShown(false);
  // What a dialog's answers need (a wrong number, a confirmation) is loaded while the member reads it.
  useEffect(preloadAlertDialog, []);
  return (
    <Modal open={displayModal && !!entry && (shown || !!View)} label={entry?.label ?? ''} size={entry?.size} onClose={closeModal}>
      {View ? <View key={modalView} /> : <span />}
    </Modal>
  );
}
