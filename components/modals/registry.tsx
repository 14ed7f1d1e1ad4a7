import type { ComponentType } from 'react';
import type { ModalView } from '@/hooks/use-ui';
import { onDemand, type OnDemand } from '@/hooks/use-on-demand';

export interface ModalEntry {
  /** The dialog's accessible name. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  view: OnDemand<{ default: ComponentType }>;
}

// Views load on first open, so a page carries none of their code until someone needs them.
// Adding a view: one file in this folder and one line here.
export const MODAL_REGISTRY: Partial<Record<ModalView, ModalEntry>> = {
  LOGIN_VIEW: { label: 'Masuk', size: 'sm', view: onDemand(() => import('./login-view')) },
  REGISTER_VIEW: { label: 'Daftar', size: 'md', view: onDemand(() => import('./register-view')) },
  DEAL_DETAIL_VIEW: { label: 'Detail deal', size: 'md', view: onDemand(() => import('./deal-detail-view')) },
  BENEFIT_DETAIL_VIEW: { label: 'Detail benefit', size: 'md', view: onDemand(() => import('./benefit-detail-view')) },
  SHARE_VIEW: { label: 'Bagikan', size: 'md', view: onDemand(() => import('./share-view')) },
  SEARCH_VIEW: { label: 'Cari produk', size: 'md', view: onDemand(() => import('./search-view')) },
};
