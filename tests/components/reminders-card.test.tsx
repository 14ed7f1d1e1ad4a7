// "Pengingat" on Akun Saya, with the Push API stood in for at the browser's edge (Notification, PushManager,
// the service worker's registration) and the portal's /api/push routes answered by a small stand-in of the
// server (MSW): each state of the card, the permission asked only after the tap, the topics switched, the
// device turned off, and the device removed at logout.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  BLOCKED_HOW,
  BLOCKED_TEXT,
  DISMISSED_TEXT,
  FAILED_TEXT,
  IOS_TEXT,
  ON_TEXT,
  RemindersCard,
  UNKNOWN_TEXT,
  UNSUPPORTED_TEXT,
} from '@/components/push/reminders-card';
import { forgetThisDevice } from '@/lib/push/browser';
import { makePushDemoKeys } from '@/scripts/push-demo-keys.mjs';
import { clearToken, saveToken } from '@/lib/browser/storage';
import { getDemoStore } from '@/lib/demo-api/store';
import { DEMO_MEMBER_TOKEN } from '@/lib/demo-api/seed';
import { server } from '../msw-server';

const KEY = makePushDemoKeys().WEB_PUSH_PUBLIC_KEY;
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; keys: { p256dh: string; auth: string } };
  unsubscribe: ReturnType<typeof vi.fn>;
}

/** The browser: its permission, its Push API, its service worker's registration, what it was asked. */
function browser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
  workerYet = true,
} = {}) {
  let made = 0;
  const state = { permission, subscription: null as FakeSubscription | null };
  const subscription = (key: ArrayBuffer | null): FakeSubscription => {
    made += 1;
    const endpoint = `https://fcm.googleapis.com/fcm/send/device-${made}`;
    const fake: FakeSubscription = {
      endpoint,
      options: { applicationServerKey: key },
      toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-of-this-browser', auth: 'auth-of-this-browser' } }),
      unsubscribe: vi.fn(async () => {
        if (state.subscription === fake) state.subscription = null;
        return true;
      }),
    };
    return fake;
  };
  const requestPermission = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });
  const subscribe = vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    state.subscription = subscription(options.applicationServerKey.slice().buffer);
    return state.subscription;
  });
  if (subscribed) state.subscription = subscription(Uint8Array.from(Buffer.from(KEY, 'base64url')).buffer);
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  const registration = { pushManager: { subscribe, getSubscription: vi.fn(async () => state.subscription) } };
  // `workerYet: false`: a first visit, the worker not registered yet (it is, once the page is idle).
  let registered = workerYet;
  let ready: Promise<typeof registration> | undefined;
  const serviceWorker = {
    get ready() {
      ready ??= Promise.resolve().then(() => {
        registered = true;
        return registration;
      });
      return ready;
    },
    getRegistration: async () => (registered ? registration : undefined),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  return { state, requestPermission, subscribe };
}

/** The portal's server as the card meets it: the topics of each device it keeps, and what it was sent. */
function portalServer({ taken = [] as string[], failing = [] as string[] } = {}) {
  const devices = new Map<string, string[]>();
  const calls: { method: string; body: unknown }[] = [];
  const route = '*/api/push/subscription';
  const record = async (request: Request) => {
    const body = request.method === 'GET' ? null : await request.json();
    calls.push({ method: request.method, body });
    return body as unknown;
  };
  server.use(
    http.all(route, async ({ request }) => {
      if (failing.includes(request.method)) {
        await record(request);
        return HttpResponse.json({ detail: 'down' }, { status: 503 });
      }
      return undefined;
    }),
    http.get(route, async ({ request }) => {
      await record(request);
      const topics = devices.get(new URL(request.url).searchParams.get('endpoint') ?? '');
      return topics ? HttpResponse.json({ topics }) : HttpResponse.json({ detail: 'none' }, { status: 404 });
    }),
    http.post(route, async ({ request }) => {
      const body = (await record(request)) as { subscription: { endpoint: string }; topics?: string[] };
      if (taken.includes(body.subscription.endpoint)) return HttpResponse.json({ detail: 'taken' }, { status: 409 });
      const known = devices.has(body.subscription.endpoint);
      devices.set(body.subscription.endpoint, body.topics ?? devices.get(body.subscription.endpoint) ?? ['expiring']);
      return HttpResponse.json({ topics: devices.get(body.subscription.endpoint) }, { status: known ? 200 : 201 });
    }),
    http.put(route, async ({ request }) => {
      const body = (await record(request)) as { endpoint: string; topics: string[] };
      if (!devices.has(body.endpoint)) return HttpResponse.json({ detail: 'none' }, { status: 404 });
      devices.set(body.endpoint, body.topics);
      return HttpResponse.json({ topics: body.topics });
    }),
    http.delete(route, async ({ request }) => {
      const body = (await record(request)) as { endpoint: string };
      return devices.delete(body.endpoint) ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({}, { status: 404 });
    }),
  );
  return { devices, calls, methods: () => calls.map((c) => c.method) };
}

function setUserAgent(userAgent: string, extra: Record<string, unknown> = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  for (const [name, value] of Object.entries(extra)) Object.defineProperty(navigator, name, { configurable: true, value });
}

const card = () => screen.getByRole('region', { name: 'Pengingat' });
const enableButton = () => within(card()).findByRole('button', { name: 'Aktifkan pengingat' });
const switchFor = (name: string) => within(card()).getByRole('switch', { name });

beforeEach(() => setUserAgent(CHROME));

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'standalone');
});

describe('the reminders card', () => {
  it('asks the browser for permission only once "Aktifkan pengingat" is tapped, then shows the two topics', async () => {
    // A first visit: no worker yet, so no subscription; enabling waits for the worker.
    const push = browser({ workerYet: false });
    const portal = portalServer();
    render(<RemindersCard publicKey={KEY} />);
    const enable = await enableButton();
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(push.subscribe).not.toHaveBeenCalled();

    await userEvent.click(enable);
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    const expiring = await within(card()).findByRole('switch', { name: 'Poin & voucher kedaluwarsa' });
    // Subscribed through the service worker with the portal's key, for notifications the member sees.
    expect(push.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(Buffer.from(KEY, 'base64url')),
    });
    expect(portal.calls.at(-1)).toEqual({
      method: 'POST',
      body: {
        subscription: {
          endpoint: push.state.subscription!.endpoint,
          keys: { p256dh: 'p256dh-of-this-browser', auth: 'auth-of-this-browser' },
        },
      },
    });
    expect(expiring).toHaveAttribute('aria-checked', 'true');
    expect(switchFor('Deal baru')).toHaveAttribute('aria-checked', 'false');
    // Focus moves once the switches are drawn (an effect after the render that shows them).
    await waitFor(() => expect(expiring).toHaveFocus());
    expect(within(card()).getByRole('status')).toHaveTextContent(ON_TEXT);
  });

  it('switches new deals on and off, saying so, and keeps the switch as it was when the server refuses', async () => {
    browser({ permission: 'granted', subscribed: true });
    const portal = portalServer();
    portal.devices.set('https://fcm.googleapis.com/fcm/send/device-1', ['expiring']);
    render(<RemindersCard publicKey={KEY} />);
    const deals = await within(card()).findByRole('switch', { name: 'Deal baru' });
    expect(deals).toHaveAccessibleDescription(/paling banyak sekali sehari/);

    await userEvent.click(deals);
    await waitFor(() => expect(deals).toHaveAttribute('aria-checked', 'true'));
    expect(portal.calls.at(-1)).toEqual({
      method: 'PUT',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', topics: ['expiring', 'new_deals'] },
    });
    expect(within(card()).getByRole('status')).toHaveTextContent('Deal baru dinyalakan.');

    await userEvent.click(switchFor('Poin & voucher kedaluwarsa'));
    await waitFor(() => expect(switchFor('Poin & voucher kedaluwarsa')).toHaveAttribute('aria-checked', 'false'));
    expect(portal.devices.get('https://fcm.googleapis.com/fcm/send/device-1')).toEqual(['new_deals']);

    server.use(http.put('*/api/push/subscription', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    await userEvent.click(deals);
    expect(await within(card()).findByRole('alert')).toHaveTextContent(FAILED_TEXT);
    expect(deals).toHaveAttribute('aria-checked', 'true');
  });

  it("records the member's marketing_push consent when new deals are turned on, where the backend keeps consents; never when turned off", async () => {
    browser({ permission: 'granted', subscribed: true });
    const portal = portalServer();
    portal.devices.set('https://fcm.googleapis.com/fcm/send/device-1', ['expiring']);
    // The member's session, in the cookie the account's route reads.
    saveToken(DEMO_MEMBER_TOKEN);
    const consents: unknown[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/account/consents') consents.push(await request.clone().json());
    };
    server.events.on('request:start', listener);
    onTestFinished(() => {
      server.events.removeListener('request:start', listener);
      clearToken();
    });
    const pushConsent = () => getDemoStore().consents['usr-budi']?.marketing_push?.granted;
    expect(pushConsent()).toBeUndefined();
    render(<RemindersCard publicKey={KEY} />);
    const deals = await within(card()).findByRole('switch', { name: 'Deal baru' });
    await userEvent.click(deals);
    // The first call loads the account's route and the push store it reaches (tests/msw-server.ts imports it when
    // asked): seconds on two cores shared with the builds.
    await waitFor(() => expect(pushConsent()).toBe(true), { timeout: 10_000 });
    expect(consents).toEqual([[{ key: 'marketing_push', granted: true }]]);
    await userEvent.click(deals);
    await waitFor(() => expect(deals).toHaveAttribute('aria-checked', 'false'));
    expect(consents).toHaveLength(1);
    expect(pushConsent()).toBe(true);
  });

  it('turns the device off with "Matikan": the server forgets it and the browser drops its subscription', async () => {
    const push = browser({ permission: 'granted', subscribed: true });
    const portal = portalServer();
    portal.devices.set('https://fcm.googleapis.com/fcm/send/device-1', ['expiring']);
    render(<RemindersCard publicKey={KEY} />);
    const subscription = push.state.subscription!;
    await userEvent.click(await within(card()).findByRole('button', { name: 'Matikan' }));
    const enable = await enableButton();
    await waitFor(() => expect(enable).toHaveFocus());
    expect(portal.calls.at(-1)).toEqual({ method: 'DELETE', body: { endpoint: subscription.endpoint } });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(portal.devices.size).toBe(0);
    expect(within(card()).getByRole('status')).toHaveTextContent('Pengingat dimatikan di perangkat ini.');
  });

  it('is off on a device whose subscription the server no longer keeps', async () => {
    browser({ permission: 'granted', subscribed: true });
    portalServer();
    render(<RemindersCard publicKey={KEY} />);
    expect(await enableButton()).toBeVisible();
  });

  it('says how to allow notifications again when the browser blocks them, and asks nothing', async () => {
    const push = browser({ permission: 'denied' });
    portalServer();
    render(<RemindersCard publicKey={KEY} />);
    expect(await within(card()).findByText(BLOCKED_TEXT)).toBeVisible();
    expect(within(card()).getByText(BLOCKED_HOW)).toBeVisible();
    expect(within(card()).queryByRole('button')).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it('says so when the member blocks notifications at the prompt, or dismisses it', async () => {
    const blocked = browser({ answer: 'denied' });
    portalServer();
    const { unmount } = render(<RemindersCard publicKey={KEY} />);
    await userEvent.click(await enableButton());
    expect(await within(card()).findByText(BLOCKED_TEXT)).toBeVisible();
    await waitFor(() => expect(within(card()).getByRole('heading', { name: 'Pengingat' })).toHaveFocus());
    expect(blocked.subscribe).not.toHaveBeenCalled();
    unmount();

    const dismissed = browser({ answer: 'default' });
    render(<RemindersCard publicKey={KEY} />);
    await userEvent.click(await enableButton());
    expect(await within(card()).findByRole('status')).toHaveTextContent(DISMISSED_TEXT);
    expect(await enableButton()).toBeEnabled();
    expect(dismissed.subscribe).not.toHaveBeenCalled();
  });

  it('says a browser without the Push API cannot have reminders', async () => {
    vi.stubGlobal('Notification', undefined);
    vi.stubGlobal('PushManager', undefined);
    render(<RemindersCard publicKey={KEY} />);
    expect(await within(card()).findByText(UNSUPPORTED_TEXT)).toBeVisible();
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('on an iPhone in Safari, says to add the portal to the Home Screen first; installed, offers reminders', async () => {
    setUserAgent(IPHONE);
    vi.stubGlobal('Notification', undefined);
    vi.stubGlobal('PushManager', undefined);
    const { unmount } = render(<RemindersCard publicKey={KEY} />);
    expect(await within(card()).findByText(IOS_TEXT)).toBeVisible();
    expect(within(card()).getByText('Pilih "Tambahkan ke Layar Utama".')).toBeVisible();
    expect(within(card()).queryByRole('button')).toBeNull();
    unmount();

    setUserAgent(IPHONE, { standalone: true });
    browser();
    portalServer();
    render(<RemindersCard publicKey={KEY} />);
    expect(await enableButton()).toBeVisible();
  });

  it("subscribes this browser afresh when its subscription is another member's device", async () => {
    const push = browser();
    const portal = portalServer({ taken: ['https://fcm.googleapis.com/fcm/send/device-1'] });
    render(<RemindersCard publicKey={KEY} />);
    await userEvent.click(await enableButton());
    expect(await within(card()).findByRole('switch', { name: 'Deal baru' })).toBeVisible();
    expect(push.subscribe).toHaveBeenCalledTimes(2);
    expect(portal.devices.has('https://fcm.googleapis.com/fcm/send/device-2')).toBe(true);
  });

  it('offers to try again when the server cannot say how this device stands', async () => {
    browser({ permission: 'granted', subscribed: true });
    const portal = portalServer({ failing: ['GET'] });
    render(<RemindersCard publicKey={KEY} />);
    expect(await within(card()).findByText(UNKNOWN_TEXT)).toBeVisible();
    portal.devices.set('https://fcm.googleapis.com/fcm/send/device-1', ['expiring']);
    server.use(http.get('*/api/push/subscription', () => HttpResponse.json({ topics: ['expiring'] })));
    await userEvent.click(within(card()).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(card()).findByRole('switch', { name: 'Poin & voucher kedaluwarsa' })).toBeVisible();
  });
});

describe('at logout', () => {
  it('the device is removed from the server and its subscription dropped', async () => {
    const push = browser({ permission: 'granted', subscribed: true });
    const portal = portalServer();
    portal.devices.set('https://fcm.googleapis.com/fcm/send/device-1', ['expiring']);
    const subscription = push.state.subscription!;
    await act(() => forgetThisDevice());
    expect(portal.methods()).toEqual(['DELETE']);
    expect(portal.devices.size).toBe(0);
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('nothing is asked of a browser without reminders', async () => {
    const push = browser();
    const portal = portalServer();
    await forgetThisDevice();
    expect(portal.calls).toEqual([]);
    expect(push.requestPermission).not.toHaveBeenCalled();
  });
});
