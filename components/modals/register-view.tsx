'use client';
import { useState } from 'react';
import { LockoutNotice, SwitchViewLink, ViewHeader } from '@/components/auth/form-parts';
import { PrimaryButton } from '@/components/ui/primary-button';
import { EmailField, TextField } from '@/components/ui/text-field';
import { REGISTER_FAILED, REGISTER_OTP_FAILED, addressMessage, firstEmailError } from '@/lib/rules/auth-messages';
import { OtpStep } from '@/components/auth/otp-step';
import { useAlert } from '@/hooks/use-alert';
import { useModalData, useUI } from '@/hooks/use-ui';
import { useCompleteAuth } from '@/hooks/use-complete-auth';
import { useFocusInOpenDialog } from '@/hooks/use-focus-in-open-dialog';
import { useOtpRequest } from '@/hooks/use-otp-request';
import { useRegisterImage } from '@/hooks/use-register-page';
import { useScheme } from '@/hooks/use-scheme';
import { register, requestRegisterOtp } from '@/lib/api/auth';
import { reportCode } from '@/lib/api/sign-in-codes';
import type { ApiResult, OtpChallenge } from '@/lib/api/types';
import { imageUrl } from '@/lib/rules/image';
import { clearPendingReferral, getPendingReferral, isValidReferralCode, setPendingReferral } from '@/lib/browser/referral';
import { normalizePhone, validateRegister } from '@/lib/rules/validate';

const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 450;

/** REGISTER_VIEW: name, e-mail, WhatsApp number (and a referral code when the scheme has a referral level), then the code. */
export default function RegisterView() {
  const data = useModalData('REGISTER_VIEW');
  const { callback, onClose, setModalView } = useUI();
  const { alert } = useAlert();
  const completeAuth = useCompleteAuth();
  const scheme = useScheme();
  const image = useRegisterImage();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(data?.phone ?? '');
  // The view renders only in the browser (inside the open dialog), where the cookie can be read.
  const [referral, setReferral] = useState(() => getPendingReferral() ?? '');
  const [referralEdited, setReferralEdited] = useState(false);
  const {
    sentTo,
    challenge,
    busy,
    lockout,
    requestOtp: sendOtp,
    resendOtp: resend,
    backToPhone,
  } = useOtpRequest((address) => requestRegisterOtp(address, 'whatsapp'), 'register');
  const firstField = useFocusInOpenDialog<HTMLInputElement>(challenge === null);
  const showReferral = !!scheme?.referralLevel;
  const filled = name.trim() !== '' && phone.trim() !== '';

  const requestOtp = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!filled || busy || lockout.remaining > 0) return;
    const invalid = validateRegister(phone, email);
    if (invalid) {
      await alert(invalid);
      return;
    }
    await sendOtp(normalizePhone(phone), otpFailed);
  };

  const otpFailed = async (answer: ApiResult<OtpChallenge>) => {
    await alert(addressMessage(answer.problem) ?? REGISTER_OTP_FAILED);
  };
  const resendOtp = () => resend(otpFailed);

  const submitCode = async (code: string) => {
    const answer = await register({ email: email.trim(), otp_code: code, mobile_no: sentTo, first_name: name.trim() });
    reportCode('register', 'check', answer);
    if (!answer.ok || !answer.data) {
      if (!lockout.lockFrom(answer)) await alert(firstEmailError(answer.problem) ?? REGISTER_FAILED);
      return;
    }
    // The member is registered right after sign-in with the pending referral: a code the person
    // typed replaces the one from the link (and an emptied field means none).
    if (showReferral && referralEdited) {
      const typed = referral.trim();
      if (isValidReferralCode(typed)) setPendingReferral(typed);
      else clearPendingReferral();
    }
    await completeAuth(answer.data);
  };

  return (
    <div>
      {/* The CMS image, whole (never cropped), in a short banner over a blurred copy of itself;
          the code step leaves it out to keep the code in view. */}
      {!challenge && image !== null ? (
        <div className="relative h-36 overflow-hidden rounded-t-2xl bg-brand-light sm:h-44">
          {image ? (
            <>
              <img
                src={imageUrl(image.url, 640)}
                alt=""
                aria-hidden="true"
                width={image.width ?? IMAGE_WIDTH}
                height={image.height ?? IMAGE_HEIGHT}
                className="absolute inset-0 h-full w-full scale-125 object-cover opacity-90 blur-2xl"
              />
              <img
                src={imageUrl(image.url, 640)}
                alt={image.alt}
                width={image.width ?? IMAGE_WIDTH}
                height={image.height ?? IMAGE_HEIGHT}
                className="relative mx-auto h-full w-auto max-w-full object-contain"
              />
            </>
          ) : null}
        </div>
      ) : null}
      <div className="space-y-6 p-6">
        <ViewHeader title="Daftar" />
        {challenge ? (
          <OtpStep phone={sentTo} challenge={challenge} onSubmit={submitCode} onResend={resendOtp} onBack={backToPhone} lockout={lockout} />
        ) : (
          <form onSubmit={requestOtp} noValidate className="space-y-4">
            <TextField
              label="Nama"
              required
              name="name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              ref={firstField}
            />
            <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
            <TextField
              label="Nomor (Whatsapp)"
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              name="phone"
              placeholder="Contoh: 081234567890"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
            {showReferral ? (
              <TextField
                label="Referral Kode"
                name="referral"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                pattern="[A-Za-z0-9_\-]{1,32}"
                value={referral}
                onChange={(event) => {
                  setReferral(event.target.value.replace(/\s+/g, ''));
                  setReferralEdited(true);
                }}
              />
            ) : null}
            <LockoutNotice message={lockout.message} />
            <div className="pt-1">
              <PrimaryButton disabled={!filled} busy={busy} waitSeconds={lockout.remaining}>
                Next
              </PrimaryButton>
            </div>
          </form>
        )}
        {challenge ? null : (
          <SwitchViewLink
            question="Sudah punya akun?"
            action="Login di sini"
            onClick={() =>
              setModalView('LOGIN_VIEW', { data: phone.trim() ? { phone: normalizePhone(phone) } : undefined, callback, onClose })
            }
          />
        )}
      </div>
    </div>
  );
}
