/**
 * Renders the auth pieces the way the app composes them (providers, the header's auth area and
 * the real modal host), with a fresh SWR cache, and drives the sign-in steps as a person would.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { AuthArea } from '@/components/layout/auth-area';
import { ModalHost } from '@/components/modals/modal-host';
import { AlertProvider } from '@/components/providers/alert-provider';
import { AuthProvider } from '@/components/providers/auth-provider';
import { MemberProvider } from '@/components/providers/member-provider';
import { UIProvider } from '@/components/providers/modal-and-screen-provider';
import { clearPendingReferral } from '@/lib/browser/referral';
import { clearToken } from '@/lib/browser/storage';
import { createUIProbe } from '../ui-probe';

export const DEMO_PHONE = '081234567890';
export const NON_MEMBER_PHONE = '085711223344';
export const SEED_TOKEN = 'demo.seed-budi-santoso';

/** Cookies outlive a test in jsdom (the setup clears localStorage only). */
export function resetAuthStorage() {
  clearToken();
  clearPendingReferral();
}

export function renderApp(extra?: React.ReactNode) {
  const probe = createUIProbe();
  const user = userEvent.setup();
  const utils = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UIProvider>
        <AlertProvider>
          <AuthProvider>
            <MemberProvider>
              <header>
                <AuthArea />
              </header>
              <probe.Probe />
              {extra}
              <ModalHost />
            </MemberProvider>
          </AuthProvider>
        </AlertProvider>
      </UIProvider>
    </SWRConfig>,
  );
  return { ...utils, user, ui: probe.ui };
}

/** The open alert or confirmation, and its text. */
export async function findAlert(): Promise<HTMLElement> {
  return screen.findByRole('alertdialog');
}

export async function answerAlert(user: UserEvent, button: 'OK' | 'Batal' = 'OK') {
  const dialog = await findAlert();
  await user.click(within(dialog).getByRole('button', { name: button }));
}

/** Opens the login view from the header's Masuk button. */
export async function openLogin(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Masuk' }));
  return screen.findByRole('textbox', { name: 'Number (Whatsapp)' });
}

export async function openRegister(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Daftar' }));
  return screen.findByRole('textbox', { name: 'Nama' });
}

export const nextButton = () => screen.getByRole('button', { name: 'Next' });
export const otpField = () => screen.getByRole('textbox', { name: 'Kode OTP' });

/** The code the demo API revealed, read from the brackets in the OTP prompt. */
export async function revealedCode(): Promise<string> {
  const prompt = await screen.findByText(/Kode OTP telah dikirim ke WhatsApp/);
  const match = /\((\d+)\)/.exec(prompt.textContent ?? '');
  if (!match) throw new Error(`no code in "${prompt.textContent}"`);
  return match[1];
}
