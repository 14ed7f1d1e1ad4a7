// Signing in for the member-area specs: through the login view as a person does, or with a fresh member
// made over the demo API.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerMember } from './demo-api';
import { expect } from './fixtures';

/** The code the demo API revealed in the brackets of the OTP prompt under `within` (a dialog, a section, the page). */
export async function revealedCode(within: Page | Locator): Promise<string> {
  const prompt = within.getByText(/Kode OTP telah dikirim ke WhatsApp/);
  await expect(prompt).toHaveText(/\(\d+\)/);
  return /\((\d+)\)/.exec((await prompt.textContent()) ?? '')![1];
}

/**
 * Signs in through the open login view. The demo member is shared with tests running at the same time:
 * when someone asked for a newer code for the same number meanwhile, ask again.
 */
export async function signInWithOtp(page: Page, phone: string) {
  const dialog = page.getByRole('dialog', { name: 'Masuk' });
  const alert = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: 'Number (Whatsapp)' }).fill(phone);
  for (let attempt = 1; ; attempt += 1) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: 'Kode OTP' }).fill(await revealedCode(dialog));
    await dialog.getByRole('button', { name: 'Next' }).click();
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'hidden' }).then(() => 'signed-in' as const),
      alert.waitFor({ state: 'visible' }).then(() => 'refused' as const),
    ]);
    if (outcome === 'signed-in') return;
    await expect(alert).toContainText('Kode OTP salah!');
    if (attempt === 3) throw new Error('the code was refused three times');
    await alert.getByRole('button', { name: 'OK' }).click();
    await dialog.getByRole('button', { name: 'Ubah nomor' }).click();
  }
}

/** Removes the console lines Chrome logs for backend answers of this status that the flow itself expects. */
export function allowFailedResources(consoleErrors: string[], status: number) {
  const expected = new RegExp(`^console: Failed to load resource: the server responded with a status of ${status}\\b`);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)));
}

/** A new member (5.000 Pts welcome bonus) made over a demo API at `origin`; returns the phone number. */
export async function newMember(request: APIRequestContext, origin: string, firstName = 'Uji'): Promise<string> {
  return (await registerMember(request, firstName, origin)).phone;
}
