// A CMS webhook that lands while a page is being rebuilt wins, on one server (the external build,
// with REVALIDATE_SECRET): whatever started the rebuild (the webhook before it, the retry after an
// outage, the first request after a start), the old data it read is not stored as fresh.
// Serial: the tests switch the one backend proxy.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { routeCacheHtmlFiles } from '../../lib/server/next-cache-internals.mjs';
import { CONTROL, clearOverrides, setMode } from '../support/backend-control';
import { expect, test } from '../support/fixtures';
import {
  ABOUT_PATH,
  ORIGINAL_ABOUT,
  answerHeld,
  editAbout,
  expectEveryAnswerAfterTheWebhookNew,
  expectNewContentWithinASecond,
  holdAnswers,
  pageText,
  releaseAnswers,
  webhook,
} from '../support/rebuild-race';

test.describe.configure({ mode: 'serial' });

const BASE = process.env.EXTERNAL_URL ?? 'http://127.0.0.1:3200';
const SECRET = process.env.EXTERNAL_SECRET ?? '';
const ABOUT = { model: 'page', key: 'about' };
const HOME = { model: 'page', key: 'home' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.afterEach(async () => {
  await releaseAnswers(CONTROL);
  await setMode('up');
  await clearOverrides();
  // Everyone back on the original content.
  expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
  expect((await webhook(BASE, SECRET, HOME)).status).toBe(200);
});

test('a request sent once the webhook has answered is not answered from a render begun before it, whichever way it asks', async () => {
  await expectEveryAnswerAfterTheWebhookNew({ control: CONTROL, secret: SECRET, renderingOn: [BASE], webhookOn: BASE, askOn: [BASE] });
});

test('a rebuild under way when the webhook lands is not stored: the next requests show the change within a second', async () => {
  expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
  expect(await pageText(BASE, '/about')).toContain(ORIGINAL_ABOUT);

  // The page made outdated: its next request rebuilds it, and the backend's answer is held.
  expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
  await holdAnswers(CONTROL, [ABOUT_PATH]);
  const rebuilding = pageText(BASE, '/about');
  await answerHeld(CONTROL);

  const edited = `Kabar ${Date.now().toString(36)}`;
  await editAbout(CONTROL, edited);
  expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
  await releaseAnswers(CONTROL);
  expect(await rebuilding, 'the request that began before the change').toContain(ORIGINAL_ABOUT);
  await expectNewContentWithinASecond([BASE], edited);
});

test('the data it fetched is not stored as fresh either: the next render asks the backend again', async () => {
  expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
  await holdAnswers(CONTROL, [ABOUT_PATH]);
  const rebuilding = pageText(BASE, '/about');
  await answerHeld(CONTROL);
  const edited = `Data ${Date.now().toString(36)}`;
  await editAbout(CONTROL, edited);
  expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
  const sent = Date.now();
  await releaseAnswers(CONTROL);
  await rebuilding;

  expect(await pageText(BASE, '/about')).toContain(edited);
  const calls = (await (await fetch(`${CONTROL}/log`)).json()) as { url: string; at: number }[];
  expect(
    calls.filter((call) => call.url.startsWith(ABOUT_PATH) && call.at >= sent).length,
    'the about content asked again',
  ).toBeGreaterThan(0);
});

test('a background rebuild after an outage, under way when the webhook lands, is not stored either', async () => {
  test.setTimeout(60_000);
  expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
  expect(await pageText(BASE, '/about')).toContain(ORIGINAL_ABOUT);
  // The page made outdated while the backend is down: the good copy is kept and retried 5 s later.
  await setMode('down');
  expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
  await pageText(BASE, '/about');
  await setMode('up');
  await sleep(5500);

  // The retry: the copy is served while it is rebuilt in the background, with the old data held.
  await holdAnswers(CONTROL, [ABOUT_PATH]);
  const served = pageText(BASE, '/about');
  await answerHeld(CONTROL);
  const edited = `Retry ${Date.now().toString(36)}`;
  await editAbout(CONTROL, edited);
  expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
  await releaseAnswers(CONTROL);
  await served;
  await expectNewContentWithinASecond([BASE], edited);
});

test.describe('the first rebuild after a start', () => {
  const spare = JSON.parse(process.env.EXTERNAL_SPARE ?? '{}') as { port: number; env: Record<string, string> };
  const SPARE = `http://127.0.0.1:${spare.port}`;
  let server: ChildProcess | undefined;
  test.afterEach(() => {
    server?.kill('SIGTERM');
  });

  test('a server just started serves its copy while rebuilding it; a webhook during that rebuild wins', async () => {
    test.setTimeout(60_000);
    // A copy of /about on disk from before this server starts: the render after this webhook. (A render
    // that met any backend failure, even another page's, stays in memory and is tried again 5 s later.)
    const hooked = Date.now();
    expect((await webhook(BASE, SECRET, ABOUT)).status).toBe(200);
    expect(await pageText(BASE, '/about')).toContain(ORIGINAL_ABOUT);
    const copyOnDisk = () => {
      const dates = routeCacheHtmlFiles(process.env.EXTERNAL_DIST_DIR!, 'APP_PAGE', '/about').flatMap((file) => {
        const stat = statSync(file, { throwIfNoEntry: false });
        return stat && stat.mtimeMs > hooked && readFileSync(file, 'utf8').includes(ORIGINAL_ABOUT) ? [stat.mtimeMs] : [];
      });
      return Math.max(0, ...dates);
    };
    await expect
      .poll(async () => (await pageText(BASE, '/about')) && copyOnDisk(), { timeout: 20_000, intervals: [1000] })
      .toBeGreaterThan(0);
    const written = copyOnDisk();
    // Older than the new server's start by more than the file clock's slack (lib/page-cache/handler.mjs).
    await sleep(Math.max(0, written + 1200 - Date.now()));

    // The build as a new machine has it: the pages written so far, no data cache (the rebuild asks the backend).
    const folder = `${process.env.EXTERNAL_DIST_DIR}-spare`;
    rmSync(folder, { recursive: true, force: true });
    cpSync(process.env.EXTERNAL_DIST_DIR!, folder, {
      recursive: true,
      preserveTimestamps: true,
      filter: (path) => !path.includes('/cache/fetch-cache'),
    });
    server = spawn(
      process.execPath,
      ['--max-old-space-size=256', 'node_modules/next/dist/bin/next', 'start', '-p', String(spare.port), '-H', '127.0.0.1'],
      {
        env: { ...process.env, ...spare.env, PORTAL_DIST_DIR: basename(folder), NEXT_TELEMETRY_DISABLED: '1' },
        stdio: 'ignore',
      },
    );
    await expect.poll(async () => (await fetch(`${SPARE}/api/health`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
    // A copy this server did not render is tried again 5 s after it was written (lib/page-cache/handler.mjs).
    await sleep(Math.max(0, written + 5500 - Date.now()));

    await holdAnswers(CONTROL, [ABOUT_PATH]);
    const first = pageText(SPARE, '/about');
    await answerHeld(CONTROL);
    expect(await first, 'the copy it has, served at once').toContain(ORIGINAL_ABOUT);

    const edited = `Mulai ${Date.now().toString(36)}`;
    await editAbout(CONTROL, edited);
    expect((await webhook(SPARE, SECRET, ABOUT)).status).toBe(200);
    await releaseAnswers(CONTROL);
    await expectNewContentWithinASecond([SPARE], edited);
  });
});
