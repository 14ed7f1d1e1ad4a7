'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isOnline } from '@/lib/browser/online';
import { isMemberPage, keepPageOnDevice } from '@/lib/offline/paths';

const enabled = () => process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Installs the service worker once the page has loaded (production builds only: in development it
 * would serve stale code); its code and the new-version toast load then, never with the page.
 *
 * The worker keeps every page loaded as a document. A member page (My Voucher, the member area) must
 * open at a till without signal even when it was first loaded before the worker was in control, or
 * reached by a client-side navigation, which the worker never sees as a page load: it asks for those.
 */
export function ServiceWorker() {
  const pathname = usePathname();
  const firstPage = useRef(true);

  useEffect(() => {
    if (!enabled()) return;
    const start = () =>
      void Promise.all([import('@/lib/offline/register'), import('./new-version-toast'), import('react-hot-toast')]).then(
        ([{ registerServiceWorker }, { showNewVersionToast }, { default: toast }]) =>
          registerServiceWorker((apply) => showNewVersionToast(toast, apply)),
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  useEffect(() => {
    const loadedThroughWorker = firstPage.current && !!navigator.serviceWorker?.controller;
    firstPage.current = false;
    if (!enabled() || !isOnline() || !isMemberPage(pathname) || loadedThroughWorker) return;
    void navigator.serviceWorker.ready.then((registration) => {
      if (registration.active) keepPageOnDevice(registration.active, pathname);
    });
  }, [pathname]);

  return null;
}
