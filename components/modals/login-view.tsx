'use client';
import { useState } from 'react';
import { LockoutNotice, SwitchViewLink, ViewHeader } from '@/components/auth/form-parts';
import { PrimaryButton } from '@/components/ui/primary-button';
import { TextField } from '@/components/ui/text-field';
import { LOGIN_OTP_FAILED, NOT_REGISTERED_CONFIRM, SIGN_IN_FAILED, WRONG_OTP, addressCode } from '@/lib/rules/auth-messages';
import { OtpStep } from '@/components/auth/otp-step';
import { useAlert } from '@/hooks/use-alert';
import { useModalData, useUI } from '@/hooks/use-ui';
import { useCompleteAuth } from '@/hooks/use-complete-auth';
import { useFocusInOpenDialog } from '@/hooks/use-focus-in-open-dialog';
import { useOtpRequest } from '@/hooks/use-otp-request';
import { requestLoginOtp, signIn as signInWithOtp } from '@/lib/api/auth';
import { reportCode } from '@/lib/api/sign-in-codes';
import { normalizePhone, validateLogin } from '@/lib/rules/validate';

/** LOGIN_VIEW: WhatsApp number, then the one-time code. */
export default function LoginView() {
  const data = useModalData('LOGIN_VIEW');
  const { callback, onClose, setModalView } = useUI();
  const { alert, confirm } = useAlert();
  const completeAuth = useCompleteAuth();
  const [phone, setPhone] = useState(data?.phone ?? '');
  const {
    sentTo,
    challenge,
    busy,
    lockout,
    requestOtp: sendOtp,
    resendOtp: resend,
    backToPhone,
  } = useOtpRequest((address) => requestLoginOtp(address, 'whatsapp'), 'login');
  const firstField = useFocusInOpenDialog<HTMLInputElement>(challenge === null);

  // A job waiting for sign-in (the stored callback) waits for registration just the same.
  const toRegister = (withPhone?: string) =>
    setModalView('REGISTER_VIEW', { data: withPhone ? { phone: withPhone } : undefined, callback, onClose });

  const requestOtp = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || lockout.remaining > 0) return;
    const invalid = validateLogin(phone);
    if (invalid) {
      await alert(invalid);
      return;
    }
    const address = normalizePhone(phone);
    await sendOtp(address, async (answer) => {
      if (addressCode(answer.problem) === 'not-found') {
        if (await confirm(NOT_REGISTERED_CONFIRM)) toRegister(address);
      } else {
        await alert(LOGIN_OTP_FAILED);
      }
    });
  };

  const resendOtp = () =>
    resend(async () => {
      await alert(LOGIN_OTP_FAILED);
    });

  const submitCode = async (code: string) => {
    const answer = await signInWithOtp(sentTo, code);
    reportCode('login', 'check', answer);
    if (!answer.ok || !answer.data) {
      if (lockout.lockFrom(answer)) return;
      // Only a refusal (4xx) says the code is wrong; a server that failed, or answered without a token, does not.
      await alert(answer.status >= 400 && answer.status < 500 ? WRONG_OTP : SIGN_IN_FAILED);
      return;
    }
    await completeAuth(answer.data);
  };

  return (
    <div className="space-y-6 p-6">
      <ViewHeader title="Masuk" subtitle="Masuk dengan nomor WhatsApp Anda untuk melihat poin dan menukar deal." />
      {challenge ? (
        <OtpStep phone={sentTo} challenge={challenge} onSubmit={submitCode} onResend={resendOtp} onBack={backToPhone} lockout={lockout} />
      ) : (
        <form onSubmit={requestOtp} noValidate className="space-y-5">
          <TextField
            label="Number (Whatsapp)"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            name="phone"
            placeholder="Contoh: 081234567890"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            ref={firstField}
          />
          <LockoutNotice message={lockout.message} />
          <PrimaryButton busy={busy} waitSeconds={lockout.remaining}>
            Next
          </PrimaryButton>
        </form>
      )}
      {challenge ? null : (
        <SwitchViewLink question="Belum punya akun?" action="Daftar di sini" onClick={() => toRegister(normalizePhone(phone))} />
      )}
    </div>
  );
}
