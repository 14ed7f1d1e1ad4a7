'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Benefit, Deal } from '@/lib/api/types';

/** Every modal view's name; only some have content, the rest affect layout. */
export const MODAL_VIEWS = [
  'LOGIN_VIEW',
  'REGISTER_VIEW',
  'DEAL_DETAIL_VIEW',
  'BENEFIT_DETAIL_VIEW',
  'SHARE_VIEW',
  'SIDE_MENU_VIEW',
  'CHAT_VIEW',
  'CHAT_LIST_VIEW',
  'CHAT_HOME_VIEW',
  'SEARCH_VIEW',
  'ADDRESS_VIEW',
  'ORDER_RATING_VIEW',
  'RATING_LIST_VIEW',
  'NOTIFICATION_VIEW',
] as const;
export type ModalView = (typeof MODAL_VIEWS)[number];

/** What each view is opened with. */
export interface ModalDataMap {
  LOGIN_VIEW: { phone?: string } | undefined;
  REGISTER_VIEW: { phone?: string } | undefined;
  DEAL_DETAIL_VIEW: { deal: Deal; variant?: 'detail' | 'my-deals' };
  BENEFIT_DETAIL_VIEW: { benefit: Benefit };
  SHARE_VIEW: { url?: string } | undefined;
}
export type ModalData<V extends ModalView> = V extends keyof ModalDataMap ? ModalDataMap[V] : undefined;

export interface ModalOptions<V extends ModalView> {
  data?: ModalData<V>;
  /** Runs when the view's job is done (for example a redeem that waited for sign-in). */
  callback?: () => void;
  onClose?: () => void;
  /** When set, closing goes back (for example to the previous view) instead of hiding the modal. */
  onBack?: () => void;
}

export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
const BREAKPOINTS: [ScreenSize, number][] = [
  ['2xl', 1536],
  ['xl', 1280],
  ['lg', 1024],
  ['md', 768],
  ['sm', 640],
];
export const RESIZE_DEBOUNCE_MS = 200;

export function screenSizeFor(width: number): ScreenSize {
  return BREAKPOINTS.find(([, min]) => width >= min)?.[0] ?? 'xs';
}
const isSmall = (size: ScreenSize) => size === 'xs' || size === 'sm';
const CHAT_VIEWS: ModalView[] = ['CHAT_VIEW', 'CHAT_LIST_VIEW', 'CHAT_HOME_VIEW'];

interface ModalState {
  displayModal: boolean;
  modalView: ModalView | null;
  modalData: unknown;
  callback?: () => void;
  onClose?: () => void;
  onBack?: () => void;
}

export interface UIContextValue extends ModalState {
  screenSize: ScreenSize;
  isMobile: boolean;
  isTablet: boolean;
  /** Sets the view (its data and handlers) and shows the modal. */
  openModal: <V extends ModalView>(view: V, options?: ModalOptions<V>) => void;
  /** Sets the view, its data and handlers, without changing whether the modal is shown. */
  setModalView: <V extends ModalView>(view: V, options?: ModalOptions<V>) => void;
  /** Back handler if there is one; otherwise the close handler, and the modal hides. */
  closeModal: () => void;
  /** Hides the modal without running any handler (a view finished its job). */
  hideModal: () => void;
}

const UIContext = createContext<UIContextValue | null>(null);

const CLOSED: ModalState = { displayModal: false, modalView: null, modalData: undefined };

export function UIProvider({ children, initialWidth }: { children: React.ReactNode; initialWidth?: number }) {
  const [modal, setModal] = useState<ModalState>(CLOSED);
  const [screenSize, setScreenSize] = useState<ScreenSize>(() =>
    screenSizeFor(initialWidth ?? (typeof window === 'undefined' ? 1024 : window.innerWidth)),
  );
  const modalRef = useRef(modal);
  const sizeRef = useRef(screenSize);
  useEffect(() => {
    modalRef.current = modal;
    sizeRef.current = screenSize;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { displayModal, modalView } = modalRef.current;
        // A resize must not re-lay out an open modal, the register form (the phone keyboard resizes
        // the window while typing) or a chat on a small screen.
        if (displayModal || modalView === 'REGISTER_VIEW') return;
        if (modalView && CHAT_VIEWS.includes(modalView) && isSmall(sizeRef.current)) return;
        setScreenSize(screenSizeFor(window.innerWidth));
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const setModalView = useCallback(<V extends ModalView>(view: V, options: ModalOptions<V> = {}) => {
    setModal((current) => ({
      displayModal: current.displayModal,
      modalView: view,
      modalData: options.data,
      callback: options.callback,
      onClose: options.onClose,
      onBack: options.onBack,
    }));
  }, []);

  const openModal = useCallback(<V extends ModalView>(view: V, options: ModalOptions<V> = {}) => {
    setModal({
      displayModal: true,
      modalView: view,
      modalData: options.data,
      callback: options.callback,
      onClose: options.onClose,
      onBack: options.onBack,
    });
  }, []);

  const hideModal = useCallback(() => setModal((current) => ({ ...current, displayModal: false })), []);

  const closeModal = useCallback(() => {
    const { onBack, onClose } = modalRef.current;
    if (onBack) {
      onBack();
      return;
    }
    onClose?.();
    setModal((current) => ({ ...current, displayModal: false }));
  }, []);

  const value = useMemo<UIContextValue>(
    () => ({
      ...modal,
      screenSize,
      isMobile: isSmall(screenSize),
      isTablet: screenSize === 'md',
      openModal,
      setModalView,
      closeModal,
      hideModal,
    }),
    [modal, screenSize, openModal, setModalView, closeModal, hideModal],
  );

  return <UIContext.Provider value={value}>{children}</UIContext.Provider>;
}

export function useUI(): UIContextValue {
  const context = useContext(UIContext);
  if (!context) throw new Error('useUI must be used within a UIProvider');
  return context;
}

/** The data the current view was opened with, typed for that view. */
export function useModalData<V extends ModalView>(_view: V): ModalData<V> {
  return useUI().modalData as ModalData<V>;
}
