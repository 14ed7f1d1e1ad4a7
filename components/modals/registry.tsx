import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ModalView } from '@/components/providers/ui-provider';

export interface ModalEntry {
  /** The dialog's accessible name. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  View: ComponentType;
}

// Views load on first open, so a page carries none of their code until someone needs them.
// Adding a view: one file in this folder and one line here.
export const MODAL_REGISTRY: Partial<Record<ModalView, ModalEntry>> = {
  LOGIN_VIEW: { label: 'Masuk', size: 'sm', View: dynamic(() => import('./login-view')) },
  REGISTER_VIEW: { label: 'Daftar', size: 'md', View: dynamic(() => import('./register-view')) },
  DEAL_DETAIL_VIEW: { label: 'Detail deal', size: 'md', View: dynamic(() => import('./deal-detail-view')) },
  BENEFIT_DETAIL_VIEW: { label: 'Detail benefit', size: 'md', View: dynamic(() => import('./benefit-detail-view')) },
  SHARE_VIEW: { label: 'Bagikan', size: 'md', View: dynamic(() => import('./share-view')) },
  SEARCH_VIEW: { label: 'Cari produk', size: 'md', View: dynamic(() => import('./search-view')) },
};
