'use client';
import { useId, useState } from 'react';
import { OtpStep } from '@/components/auth/otp-step';
import { OUTLINE_BUTTON } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { useOtpRequest } from '@/hooks/use-otp-request';
import { useSession } from '@/hooks/use-session';
import { accountProblem, changeNumber, requestNumberCode } from '@/lib/api/account';
import type { ApiResult, User } from '@/lib/api/types';
import type { BrandContact } from '@/lib/rules/contact';
import { PHONE_INVALID, isValidPhone, normalizePhone } from '@/lib/rules/validate';
import { ContactNotice } from './contact-notice';
import { SendCode } from './send-code';
import { NUMBER_CODE_FAILED, NUMBER_NOT_CHANGED, NUMBER_NOT_OFFERED, failureWords, numberChanged } from './words';
import { Outcome } from '@/components/ui/outcome';

type Step = 'shown' | 'entering' | 'not-offered';

/**
 * The member's WhatsApp number and "Ganti nomor": the new number, a code sent to it by WhatsApp (the
 * sign-in's code entry: its length from the server, resend after 60 s, an attempt limit's wait), then the
 * account moves to it. A number of another account is told in the backend's words. A backend that does not
 * offer the change (known when the page was rendered, or from the code's request answering 501) gets how to
 * reach the brand in place of the control (docs/privacy.md).
 */
export function NumberChange({ user, contact, offered = true }: { user: User; contact: BrandContact; offered?: boolean }) {
  const { refresh } = useSession();
  const headingId = useId();
  const [step, setStep] = useState<Step>(offered ? 'shown' : 'not-offered');
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const otp = useOtpRequest(requestNumberCode);

  const codeRefused = async (answer: ApiResult<unknown>) => {
    const problem = accountProblem(answer);
    if (problem.notOffered) return setStep('not-offered');
    if (problem.fields.address) return setFieldError(problem.fields.address);
    setError(failureWords(answer, NUMBER_CODE_FAILED));
  };

  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    setFieldError('');
    const address = normalizePhone(phone);
    if (!isValidPhone(address)) return setFieldError(PHONE_INVALID);
    await otp.requestOtp(address, codeRefused);
  };

  const submitCode = async (code: string) => {
    setError('');
    const result = await changeNumber(otp.sentTo, code);
    if (result.ok && result.data) {
      otp.backToPhone();
      setPhone('');
      setStep('shown');
      setNotice(numberChanged(result.data.mobile_no || otp.sentTo));
      await refresh();
      return;
    }
    if (otp.lockout.lockFrom(result)) return;
    const problem = accountProblem(result);
    if (problem.notOffered) return setStep('not-offered');
    setError(problem.fields.otp_code ?? problem.fields.address ?? failureWords(result, NUMBER_NOT_CHANGED));
  };

  const cancel = () => {
    otp.backToPhone();
    setStep('shown');
    setError('');
    setFieldError('');
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Nomor WhatsApp
      </h2>
      <p className="mt-1 text-slate-900">
        <span className="sr-only">Nomor sekarang: </span>
        <span data-current-number className="font-semibold">
          {user.mobile_no || '–'}
        </span>
      </p>
      <p className="text-sm text-slate-600">Nomor ini Anda pakai untuk masuk dan menerima kode OTP.</p>

      {step === 'shown' ? (
        <button
          type="button"
          className={`${OUTLINE_BUTTON} mt-3`}
          onClick={() => {
            setNotice('');
            setStep('entering');
          }}
        >
          Ganti nomor
        </button>
      ) : null}

      {step === 'entering' && !otp.challenge ? (
        <form onSubmit={sendCode} noValidate className="mt-4 space-y-4">
          <TextField
            label="Nomor WhatsApp baru"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            name="new_phone"
            placeholder="Contoh: 081234567890"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setFieldError('');
            }}
            error={fieldError}
            // The member asked for it: the field the tap opened.
            autoFocus
          />
          <SendCode busy={otp.busy} lockout={otp.lockout} onCancel={cancel} />
        </form>
      ) : null}

      {step === 'entering' && otp.challenge ? (
        <div className="mt-4">
          <OtpStep
            phone={otp.sentTo}
            challenge={otp.challenge}
            onSubmit={submitCode}
            onResend={() => otp.resendOtp(codeRefused)}
            onBack={otp.backToPhone}
            lockout={otp.lockout}
            submitLabel="Ganti nomor"
          />
        </div>
      ) : null}

      {step === 'not-offered' ? <ContactNotice contact={contact}>{NUMBER_NOT_OFFERED}</ContactNotice> : null}

      <Outcome error={error} notice={notice} />
    </section>
  );
}
