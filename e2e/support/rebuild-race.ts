/**
 * A rebuild held open while the CMS webhook lands (issue: the shared cache stays correct under
 * concurrency). The backend proxy (e2e/support/backend-proxy.mjs) holds back its answer to a call,
 * computed before the change; the test changes the content, sends the webhook, then lets the old
 * answer through. Used against the external build (one server) and the cluster (two, on Redis).
 */
import { expect } from '@playwright/test';

export const ABOUT_PATH = '/demo-api/v1/content/api/content/about/';
export const ORIGINAL_ABOUT = 'Tentang Arena Sport Rewards';

async function post(control: string, path: string, body: unknown) {
  const response = await fetch(`${control}${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.ok, `${path} ${JSON.stringify(body)}`).toBe(true);
}

/** The about page as an editor changed it on the backend. */
export function editAbout(control: string, sectionTitle: string) {
  return post(control, '/override', {
    path: ABOUT_PATH,
    body: {
      key: 'about',
      title: 'Tentang Kami',
      sections: [{ key: 'kabar', title: sectionTitle, body: '<p>Diperbarui oleh editor.</p>', images: [] }],
    },
  });
}

/** From now on the backend's answers to `paths` are held (as they stand when asked) until released. */
export const holdAnswers = (control: string, paths: string[], maxMs = 1500) => post(control, '/hold', { paths, maxMs });
export const releaseAnswers = (control: string) => post(control, '/release', {});

/** Resolves once an answer is being held: a render is under way with the data it read. */
export async function answerHeld(control: string) {
  await expect
    .poll(async () => (await (await fetch(`${control}/held`)).json()).held, { timeout: 10_000, intervals: [50] })
    .toBeGreaterThan(0);
}

export function webhook(base: string, secret: string, body: unknown) {
  return fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
}

export async function pageText(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5000) });
  expect(response.status, `${base}${path}`).toBe(200);
  return response.text();
}

/**
 * After the held rebuild is let through: every server shows `edited` within a second, and keeps
 * showing it (the old rebuild was not stored as fresh behind it).
 */
export async function expectNewContentWithinASecond(bases: string[], edited: string) {
  for (const base of bases) {
    await expect
      .poll(async () => (await pageText(base, '/about')).includes(edited), {
        message: `${base} within a second`,
        timeout: 1000,
        intervals: [50],
      })
      .toBe(true);
  }
  for (let i = 0; i < 3; i += 1) {
    for (const base of bases) {
      const text = await pageText(base, '/about');
      expect(text, `${base} request ${i + 1} after`).toContain(edited);
      expect(text).not.toContain(ORIGINAL_ABOUT);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
