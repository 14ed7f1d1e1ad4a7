'use client';
import { useEffect } from 'react';
import { preloadAlertDialog } from '@/components/providers/alert-provider';
import { useUI } from '@/components/providers/ui-provider';
import { Modal } from '@/components/ui/modal';
import { MODAL_REGISTRY } from './registry';

/** Shows the current view of the UI state in the one modal dialog. */
export function ModalHost() {
  const { displayModal, modalView, closeModal } = useUI();
  const entry = modalView ? MODAL_REGISTRY[modalView] : undefined;
  // What a dialog's answers need (a wrong number, a confirmation) is loaded while the member reads it.
  useEffect(preloadAlertDialog, []);
  return (
    <Modal open={displayModal && !!entry} label={entry?.label ?? ''} size={entry?.size} onClose={closeModal}>
      {entry ? <entry.View key={modalView} /> : <span />}
    </Modal>
  );
}
