'use client';
import { useId, useRef, useState } from 'react';
import { OtpInput } from '@/components/ui/otp-input';
import { useCountdown } from '@/hooks/use-countdown';
import { waitCountdown } from '@/lib/api/too-many';
import type { OtpChallenge } from '@/lib/api/types';
import { BackButton, LockoutNotice, TextButton } from './form-parts';
import { PrimaryButton } from '@/components/ui/primary-button';

/** A new code may be asked for 60 seconds after the last one. */
export const OTP_RESEND_SECONDS = 60;

interface OtpStepProps {
  /** The number the code went to, as sent. */
  phone: string;
  challenge: OtpChallenge;
  /** Signs in or registers with the code; alerts on failure itself. */
  onSubmit: (code: string) => Promise<void>;
  /** Asks for a new code; true when one was sent (a failure is alerted by the caller). */
  onResend: () => Promise<boolean>;
  /** Back to the phone step, keeping what was typed there. */
  onBack: () => void;
  /** A backend's attempt limit (429): seconds to wait, and its words. Next and resend wait too. */
  lockout?: { remaining: number; message: string | null };
  /** The way back (to the number, by default) and the button that sends the code (Next). */
  backLabel?: string;
  submitLabel?: string;
}

function expiryTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' });
}

/** The OTP step shared by sign-in, registration and the member's own account: code boxes, Next, resend with a countdown. */
export function OtpStep({
  phone,
  challenge,
  onSubmit,
  onResend,
  onBack,
  lockout = { remaining: 0, message: null },
  backLabel = 'Ubah nomor',
  submitLabel = 'Next',
}: OtpStepProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  // A second Enter while the first request runs must not send the code twice.
  const inFlight = useRef(false);
  const { remaining, restart } = useCountdown(OTP_RESEND_SECONDS);
  const inputId = useId();
  const promptId = useId();
  const complete = code.length === challenge.length;
  const expiresAt = expiryTime(challenge.expiredAt);
  const resendIn = Math.max(remaining, lockout.remaining);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete || inFlight.current || lockout.remaining > 0) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await onSubmit(code);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const resend = async () => {
    if (resendIn > 0 || resending) return;
    setResending(true);
    try {
      if (await onResend()) {
        setCode('');
        restart();
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <BackButton onClick={onBack}>{backLabel}</BackButton>
        <p id={promptId} className="mt-1 text-sm leading-relaxed text-slate-700">
          Kode OTP telah dikirim ke WhatsApp <strong className="font-semibold text-slate-900">{phone}</strong>
          {challenge.otpCode ? <span className="font-semibold text-slate-900">{` (${challenge.otpCode})`}</span> : null}
        </p>
      </div>
      <div className="space-y-2">
        <label htmlFor={inputId} className="block text-center text-sm font-semibold text-slate-800">
          Kode OTP
        </label>
        <OtpInput id={inputId} value={code} onChange={setCode} length={challenge.length} describedBy={promptId} autoFocus />
        {expiresAt ? <p className="text-center text-xs text-slate-600">{`Kode berlaku sampai pukul ${expiresAt}`}</p> : null}
      </div>
      <LockoutNotice message={lockout.message} />
      <PrimaryButton disabled={!complete} busy={busy} waitSeconds={lockout.remaining}>
        {submitLabel}
      </PrimaryButton>
      <div className="flex justify-center text-sm">
        <TextButton onClick={resend} disabled={resendIn > 0 || resending}>
          {resendIn > 0 ? `Kirim ulang OTP dalam ${waitCountdown(resendIn)}` : 'Kirim ulang OTP'}
        </TextButton>
      </div>
    </form>
  );
}
