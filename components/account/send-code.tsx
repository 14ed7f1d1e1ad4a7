'use client';
import { LockoutNotice } from '@/components/auth/form-parts';
import { OUTLINE_BUTTON } from '@/components/ui/button-styles';
import { PrimaryButton } from '@/components/ui/primary-button';
import type { Lockout } from '@/hooks/use-lockout';

/** The end of a form that asks for a code by WhatsApp: an attempt limit's wait, Kirim kode, and Batal. */
export function SendCode({
  busy,
  lockout,
  disabled,
  onCancel,
}: {
  busy: boolean;
  lockout: Lockout;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <LockoutNotice message={lockout.message} />
      <PrimaryButton disabled={disabled} busy={busy} waitSeconds={lockout.remaining}>
        Kirim kode
      </PrimaryButton>
      <button type="button" onClick={onCancel} className={`${OUTLINE_BUTTON} w-full`}>
        Batal
      </button>
    </>
  );
}
