/**
 * Renders the auth pieces the way the app composes them (providers, the header's auth area and
 * the real modal host), with a fresh SWR cache, and drives the sign-in steps as a person would.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { expect } from 'vitest';
import { AuthArea } from '@/components/layout/auth-area';
import { ModalHost } from '@/components/modals/modal-host';
import { AlertHost } from '@/components/ui/alert-host';
import { AlertProvider } from '@/hooks/use-alert';
import { SessionProvider } from '@/hooks/use-session';
import { UIProvider } from '@/hooks/use-ui';
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

/**
 * `instantTyping`: keys without a pause between them, for the property tests that type into many
 * renders; a test that clicks and then reads the next step at once needs the pauses.
 */
export function renderApp(extra?: React.ReactNode, { instantTyping = false } = {}) {
  const probe = createUIProbe();
  const user = userEvent.setup(instantTyping ? { delay: null } : {});
  const utils = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UIProvider>
        <AlertProvider Dialog={AlertHost}>
          <SessionProvider>
            <header>
              <AuthArea />
            </header>
            <probe.Probe />
            {extra}
            <ModalHost />
          </SessionProvider>
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

/** One of the header's guest buttons once it works: in the page from the first paint, enabled once the session is known. */
export async function guestButton(name: 'Masuk' | 'Daftar'): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** Opens the login view from the header's Masuk button. */
export async function openLogin(user: UserEvent) {
  await user.click(await guestButton('Masuk'));
  return screen.findByRole('textbox', { name: 'Number (Whatsapp)' });
}

export async function openRegister(user: UserEvent) {
  await user.click(await guestButton('Daftar'));
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
