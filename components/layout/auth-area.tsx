'use client';
import { useUI } from '@/components/providers/ui-provider';

const buttonBase =
  'inline-flex h-10 items-center rounded-full px-3 text-sm sm:px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Guest: Masuk and Daftar. */
export function AuthArea() {
  const { openModal } = useUI();
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <button type="button" onClick={() => openModal('LOGIN_VIEW')} className={`${buttonBase} text-brand hover:bg-brand-light`}>
        Masuk
      </button>
      <button type="button" onClick={() => openModal('REGISTER_VIEW')} className={`${buttonBase} bg-brand text-white hover:bg-brand-dark`}>
        Daftar
      </button>
    </div>
  );
}
