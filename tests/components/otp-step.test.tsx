import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { OtpStep } from '@/components/auth/otp-step';
import type { OtpChallenge } from '@/lib/api/types';
import { server } from '../msw-server';
import { startPageTranslator } from '../page-translator';
import { DEMO_PHONE, nextButton, openLogin, otpField, renderApp, resetAuthStorage, revealedCode } from './auth-harness';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const challenge = (over: Partial<OtpChallenge> = {}): OtpChallenge => ({
  length: 6,
  expiredAt: new Date(Date.now() + 5 * 60_000).toISOString(),
  otpCode: '123456',
  ...over,
});

function renderStep(props: Partial<React.ComponentProps<typeof OtpStep>> = {}) {
  const onSubmit = vi.fn(async () => {});
  const onResend = vi.fn(async () => true);
  const onBack = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<OtpStep phone={DEMO_PHONE} challenge={challenge()} onSubmit={onSubmit} onResend={onResend} onBack={onBack} {...props} />);
  return { user, onSubmit, onResend, onBack };
}

const resendButton = () => screen.getByRole('button', { name: /^Kirim ulang OTP/ });

beforeEach(() => {
  resetAuthStorage();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('OTP step', () => {
  it('shows the number and, when the server revealed it, the code in brackets', () => {
    renderStep();
    expect(screen.getByText(/Kode OTP telah dikirim ke WhatsApp/)).toHaveTextContent(
      `Kode OTP telah dikirim ke WhatsApp ${DEMO_PHONE} (123456)`,
    );
  });

  it('shows no brackets when the server kept the code to itself', () => {
    renderStep({ challenge: challenge({ otpCode: undefined }) });
    expect(screen.getByText(/Kode OTP telah dikirim ke WhatsApp/).textContent).not.toContain('(');
  });

  it('Next is enabled only with exactly the stated number of digits', async () => {
    const { user, onSubmit } = renderStep({ challenge: challenge({ length: 4 }) });
    expect(otpField()).toHaveAttribute('maxlength', '4');
    expect(nextButton()).toBeDisabled();
    await user.type(otpField(), '123');
    expect(nextButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(otpField(), '4');
    expect(nextButton()).toBeEnabled();
    await user.type(otpField(), '5');
    expect(otpField()).toHaveValue('1234');
    await user.click(nextButton());
    expect(onSubmit).toHaveBeenCalledWith('1234');
  });

  it('resend waits 60 seconds, counting down, and is active only at zero', async () => {
    const { user, onResend } = renderStep();
    expect(resendButton()).toHaveTextContent('Kirim ulang OTP dalam 60 detik');
    expect(resendButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent('Kirim ulang OTP dalam 59 detik');
    act(() => vi.advanceTimersByTime(58_000));
    expect(resendButton()).toHaveTextContent('Kirim ulang OTP dalam 1 detik');
    expect(resendButton()).toBeDisabled();
    await user.click(resendButton());
    expect(onResend).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent(/^Kirim ulang OTP$/);
    expect(resendButton()).toBeEnabled();
  });

  it('on a page a translator has rewritten, the countdown still counts, ends, and a new code shows', async () => {
    // No guard installed here (lib/browser/page-translation.ts): the step's own markup must hold up by itself.
    const onResend = vi.fn(async () => true);
    const { rerender } = render(
      <OtpStep phone={DEMO_PHONE} challenge={challenge()} onSubmit={vi.fn()} onResend={onResend} onBack={vi.fn()} />,
    );
    onTestFinished(startPageTranslator('EN '));
    const resendButton = () => screen.getByRole('button', { name: /Kirim ulang OTP/ });
    expect(resendButton()).toHaveTextContent('EN Kirim ulang OTP dalam 60 detik');
    // Async act: the translator (a MutationObserver) gets to the new text, as it would in the browser.
    await act(async () => vi.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent(/^EN Kirim ulang OTP dalam 59 detik$/);
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(resendButton()).toHaveTextContent(/^EN Kirim ulang OTP$/);
    expect(resendButton()).toBeEnabled();
    rerender(
      <OtpStep phone={DEMO_PHONE} challenge={challenge({ otpCode: '654321' })} onSubmit={vi.fn()} onResend={onResend} onBack={vi.fn()} />,
    );
    const prompt = screen.getByText(/Kode OTP telah dikirim/).closest('p');
    expect(prompt?.textContent).toContain('(654321)');
    expect(prompt?.textContent).not.toContain('(123456)');
  });

  it('resending asks for a new code, clears the boxes and restarts the countdown', async () => {
    const { user, onResend } = renderStep();
    await user.type(otpField(), '999');
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(resendButton());
    expect(onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect(resendButton()).toHaveTextContent('Kirim ulang OTP dalam 60 detik'));
    expect(resendButton()).toBeDisabled();
    expect(otpField()).toHaveValue('');
  });

  it('a failed resend keeps the link active', async () => {
    const onResend = vi.fn(async () => false);
    const { user } = renderStep({ onResend });
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toBeEnabled());
    expect(onResend).toHaveBeenCalledOnce();
    expect(resendButton()).toHaveTextContent(/^Kirim ulang OTP$/);
  });

  it('"Ubah nomor" goes back', async () => {
    const { user, onBack } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Ubah nomor' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe('OTP step in the login view', () => {
  it('resend at zero asks the server for a new code, which then signs in', async () => {
    let otpRequests = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/token-auth/otp/')) otpRequests += 1;
    });
    const { user, ui } = renderApp();
    await user.type(await openLogin(user), DEMO_PHONE);
    await user.click(nextButton());
    const first = await revealedCode();
    expect(otpRequests).toBe(1);
    expect(resendButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(resendButton());
    await waitFor(() => expect(otpRequests).toBe(2));
    await waitFor(() => expect(resendButton()).toHaveTextContent('dalam 60 detik'));
    const second = await revealedCode();
    // The demo issues a fresh random code; the first one is no longer valid (1 in a million it repeats).
    if (first !== second) {
      await user.type(otpField(), first);
      await user.click(nextButton());
      expect(await screen.findByRole('alertdialog')).toHaveTextContent('Kode OTP salah!');
      await user.click(screen.getByRole('button', { name: 'OK' }));
      await user.clear(otpField());
    }
    await user.type(otpField(), second);
    await user.click(nextButton());
    await waitFor(() => expect(ui().displayModal).toBe(false));
  });
});
