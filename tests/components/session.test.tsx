// The browser's one session (hooks/use-session.tsx): the token the device keeps, its user and member as the
// portal's session route answers them (run here as the server runs it, over the demo API), other tabs,
// the member card kept on the device, and logout.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED, SessionProvider, useSession, type SessionValue } from '@/hooks/use-session';
import { getAuthToken } from '@/lib/api/http';
import { listMyDeals } from '@/lib/api/member';
import { requestLoginOtp, signIn } from '@/lib/api/auth';
import { getPendingReferral, setPendingReferral } from '@/lib/browser/referral';
import { saveToken } from '@/lib/browser/storage';
import { EARLY_SESSION_GLOBAL, HANDED_SESSION_META } from '@/lib/rules/session';
import { SESSION_HINT_SCRIPT } from '@/lib/session/hint';
import { getDemoStore, registerMember as registerInDemoStore } from '@/lib/demo-api/store';
import { formatPointsLabel } from '@/lib/format/display';
import { forgetMemberData, keepMemberCard, keepVouchers, readMemberCard } from '@/lib/offline/device-store';
import { IMAGES_CACHE } from '@/lib/offline/paths';
import { server } from '../msw-server';
import { installCaches, removeCaches } from '../unit/memory-caches';
import { DEMO_PHONE, NON_MEMBER_PHONE, SEED_TOKEN, resetAuthStorage } from './auth-harness';

let session: SessionValue | undefined;
/** Every state the probe has shown, in order. */
let shown: string[] = [];

function Probe() {
  const value = useSession();
  useEffect(() => {
    session = value;
  });
  const { status, user, member, error, keptAt, keptName } = value;
  const text = `${status} ${user ? `${user.first_name} ${user.last_name}` : '-'} ${member ? `${member.level?.name} ${member.balance === null ? 'unreadable' : formatPointsLabel(member.balance)}` : error ? 'error' : '-'}`;
  shown.push(text);
  return (
    <>
      <p>{text}</p>
      {keptAt ? <p>{`kept ${keptName} ${keptAt}`}</p> : null}
    </>
  );
}

const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

async function freshToken(phone = DEMO_PHONE): Promise<string> {
  const otp = await requestLoginOtp(phone, 'whatsapp');
  const answer = await signIn(phone, otp.data?.otpCode ?? '');
  if (!answer.data) throw new Error('sign-in failed');
  return answer.data;
}

/** Each call to the session route, as the token it named (`Authorization: Jwt`). */
function sessionCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/session') calls.push(request.headers.get('authorization') ?? 'none');
  });
  return calls;
}

/** Member calls in the order sent (the route's and the browser's); a POST body is read without holding up that order. */
function memberRequests() {
  const calls: { method: string; path: string; body?: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.includes('/member/api/member/')) return;
    calls.push({ method: request.method, path, body: request.method === 'POST' ? request.clone().json() : undefined });
  });
  return calls;
}

const storedMemberOf = (phone: string) => {
  const store = getDemoStore();
  const user = store.users.find((u) => u.mobile_no === phone);
  return store.members.find((m) => m.user_uid === user?.uid);
};

/** What the browser tells this tab when another tab of the portal writes the token (or removes it). */
// Not in act(): the provider answers asynchronously, and findBy… waits for what follows.
const anotherTabWrote = (value: string | null) => window.dispatchEvent(new StorageEvent('storage', { key: '_authToken', newValue: value }));

/** The provider's effects have run for the state on screen: its listeners follow that state. */
const settledAs = (status: string, token: string | null) =>
  waitFor(() => {
    expect(session?.status).toBe(status);
    expect(session?.token).toBe(token);
  });

const BUDI = 'member Budi Santoso Gold 24.750 Pts';
const BUDI_CARD = {
  name: 'Budi Santoso',
  levelName: 'Gold',
  levelIconUrl: '/demo/levels/gold.svg',
  balance: 24750,
  mobileNo: '081234567890',
};

beforeEach(async () => {
  shown = [];
  resetAuthStorage();
  await forgetMemberData();
});
afterEach(() => {
  server.events.removeAllListeners();
  session = undefined;
  removeCaches();
});

describe('the session a device keeps', () => {
  it('without a token: a guest at once, and the session route is not asked', async () => {
    const calls = sessionCalls();
    renderSession();
    expect(await screen.findByText('guest - -')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(getAuthToken()).toBeNull();
  });

  it("where the head's hint found no token, a guest without loading the session's code or asking", async () => {
    const calls = sessionCalls();
    document.documentElement.dataset.session = 'none';
    try {
      renderSession();
      expect(await screen.findByText('guest - -')).toBeInTheDocument();
    } finally {
      delete document.documentElement.dataset.session;
    }
    expect(calls).toEqual([]);
  });

  it('a token in the cookie alone: one call to the session route gives the user and the member', async () => {
    saveToken(SEED_TOKEN);
    window.localStorage.clear();
    const calls = sessionCalls();
    const members = memberRequests();
    renderSession();
    expect(screen.getByText('unknown - -')).toBeInTheDocument();
    expect(await screen.findByText(BUDI)).toBeInTheDocument();
    expect(calls).toEqual([`Jwt ${SEED_TOKEN}`]);
    expect(members).toHaveLength(1);
    expect(getAuthToken()).toBe(SEED_TOKEN);
  });

  it('a token in localStorage alone (from before the cookie was written on http): signed in, and the cookie written', async () => {
    window.localStorage.setItem('_authToken', SEED_TOKEN);
    renderSession();
    expect(await screen.findByText(BUDI)).toBeInTheDocument();
    expect(document.cookie).toContain(`__goapp_token=${SEED_TOKEN}`);
  });

  it('a token the backend refuses signs the device out quietly: cookie, storage and kept card cleared, no word', async () => {
    const toastError = vi.spyOn(toast, 'error');
    saveToken('demo-expired.zzz');
    await keepMemberCard('mbr-budi', 'demo-expired.zzz', BUDI_CARD);
    renderSession();
    expect(await screen.findByText('guest - -')).toBeInTheDocument();
    expect(window.localStorage.getItem('_authToken')).toBeNull();
    expect(document.cookie).not.toContain('__goapp_token');
    expect(getAuthToken()).toBeNull();
    await waitFor(async () => expect(await readMemberCard('demo-expired.zzz')).toBeUndefined());
    expect(shown.filter((text) => !/^(unknown|guest) - -$/.test(text))).toEqual([]);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a member call refused with 401 mid-session ends it, with a word', async () => {
    const toastError = vi.spyOn(toast, 'error');
    saveToken(SEED_TOKEN);
    renderSession();
    await screen.findByText(BUDI);
    server.use(http.get('*/v1/member/api/deal/my_deals/', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    await act(() => listMyDeals());
    expect(await screen.findByText('guest - -')).toBeInTheDocument();
    expect(window.localStorage.getItem('_authToken')).toBeNull();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(SESSION_EXPIRED, { id: 'session-expired' }));
  });

  it('keeps the session when the backend cannot be reached (it is not known to be refused)', async () => {
    server.use(http.post('*/auth/token-info/', () => HttpResponse.error()));
    saveToken(SEED_TOKEN);
    renderSession();
    expect(await screen.findByText('member - error')).toBeInTheDocument();
    expect(window.localStorage.getItem('_authToken')).toBe(SEED_TOKEN);
  });

  it('signIn keeps the token in the cookie and localStorage and loads the member', async () => {
    renderSession();
    await screen.findByText('guest - -');
    const token = await freshToken();
    await act(() => session!.signIn(token));
    expect(screen.getByText(BUDI)).toBeInTheDocument();
    expect(window.localStorage.getItem('_authToken')).toBe(token);
    expect(document.cookie).toContain(`__goapp_token=${encodeURIComponent(token)}`);
    expect(getAuthToken()).toBe(token);
  });

  it('a sign-in while a kept token is still asked for is not undone when the old one is refused', async () => {
    let release = () => {};
    const oldCheckHeld = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/auth/token-info/', async ({ request }) => {
        const { token } = (await request.clone().json()) as { token?: string };
        if (token === 'demo-expired.zzz') await oldCheckHeld; // then the demo refuses it
      }),
    );
    saveToken('demo-expired.zzz');
    renderSession();
    expect(screen.getByText('unknown - -')).toBeInTheDocument();
    const token = await freshToken();
    await act(() => session!.signIn(token));
    expect(screen.getByText(BUDI)).toBeInTheDocument();
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText(BUDI)).toBeInTheDocument();
    expect(window.localStorage.getItem('_authToken')).toBe(token);
    expect(getAuthToken()).toBe(token);
  });
});

describe("the page's early question (lib/session/hint.ts), asked before hydration", () => {
  /** The head's hint, as a page runs it before its own scripts. */
  function pageScripts() {
    delete (window as unknown as Record<string, unknown>)[EARLY_SESSION_GLOBAL];
    new Function(SESSION_HINT_SCRIPT)();
  }
  afterEach(() => {
    delete document.documentElement.dataset.session;
    document.head.querySelector(`meta[name="${HANDED_SESSION_META}"]`)?.remove();
    delete (window as unknown as Record<string, unknown>)[EARLY_SESSION_GLOBAL];
  });

  it("where the device keeps a session, the one call to the session route is the page's, and the provider takes its answer", async () => {
    saveToken(SEED_TOKEN);
    const calls = sessionCalls();
    pageScripts();
    expect(calls).toEqual([`Jwt ${SEED_TOKEN}`]);
    renderSession();
    expect(await screen.findByText(BUDI)).toBeInTheDocument();
    expect(calls).toEqual([`Jwt ${SEED_TOKEN}`]);
    expect(getAuthToken()).toBe(SEED_TOKEN);
    // Taken once: nothing is left for a later session to read.
    expect((window as unknown as Record<string, unknown>)[EARLY_SESSION_GLOBAL]).toBeNull();
  });

  it('a guest asks nothing, before hydration or after', async () => {
    const calls = sessionCalls();
    pageScripts();
    renderSession();
    expect(await screen.findByText('guest - -')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(EARLY_SESSION_GLOBAL in window).toBe(false);
  });

  it('a page that hands its answer over asks nothing early', () => {
    saveToken(SEED_TOKEN);
    const meta = document.createElement('meta');
    meta.name = HANDED_SESSION_META;
    document.head.append(meta);
    const calls = sessionCalls();
    pageScripts();
    expect(calls).toEqual([]);
    expect(EARLY_SESSION_GLOBAL in window).toBe(false);
  });

  it("an early answer that failed is read as the route's failure: the session stands, unknown to be refused", async () => {
    server.use(http.get('*/api/session', () => HttpResponse.error()));
    saveToken(SEED_TOKEN);
    const calls = sessionCalls();
    pageScripts();
    renderSession();
    expect(await screen.findByText('member - error')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(window.localStorage.getItem('_authToken')).toBe(SEED_TOKEN);
  });

  it('an answer asked for another token than the session adopts is not taken: the session asks for its own', async () => {
    saveToken(SEED_TOKEN);
    pageScripts();
    saveToken('demo-expired.zzz');
    const calls = sessionCalls();
    renderSession();
    expect(await screen.findByText('guest - -')).toBeInTheDocument();
    expect(calls).toEqual(['Jwt demo-expired.zzz']);
  });
});

describe('another tab', () => {
  it('its sign-in is followed without a reload, then its sign-out', async () => {
    renderSession();
    await settledAs('guest', null);
    saveToken(SEED_TOKEN);
    anotherTabWrote(SEED_TOKEN);
    expect(await screen.findByText(BUDI)).toBeInTheDocument();
    await settledAs('member', SEED_TOKEN);

    resetAuthStorage();
    anotherTabWrote(null);
    expect(await screen.findByText('guest - -')).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
  });

  // The other tab writes the cookie and localStorage; only localStorage's write comes with the event, and
  // the cookie's may not have reached this tab yet: the session route is asked for the token the event names.
  it('whose cookie write has not reached this tab yet: the event names the token, and the route answers for it', async () => {
    saveToken(SEED_TOKEN);
    renderSession();
    await settledAs('member', SEED_TOKEN);
    const calls = sessionCalls();
    const other = await freshToken(NON_MEMBER_PHONE);
    registerInDemoStore(
      getDemoStore().users.find((u) => u.mobile_no === NON_MEMBER_PHONE)!,
      '',
    );
    window.localStorage.setItem('_authToken', other);
    anotherTabWrote(other);
    expect(await screen.findByText('member Dewi Lestari Silver 5.000 Pts')).toBeInTheDocument();
    expect(calls).toEqual([`Jwt ${other}`]);
    expect(document.cookie).toContain(`__goapp_token=${SEED_TOKEN}`);
  });

  it('a write to storage that leaves the token as it was asks nothing again', async () => {
    saveToken(SEED_TOKEN);
    const calls = sessionCalls();
    renderSession();
    await settledAs('member', SEED_TOKEN);
    window.dispatchEvent(new StorageEvent('storage', { key: 'goapp-chat-widget-session', newValue: '{}' }));
    // Given time to act on it, had it been a change of token.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(BUDI)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('the member', () => {
  async function tokenOfNonMember() {
    return freshToken(NON_MEMBER_PHONE);
  }

  it('a user who is not a member yet is registered with the pending referral, which is then cleared', async () => {
    saveToken(await tokenOfNonMember());
    setPendingReferral('BUDI24');
    const calls = memberRequests();
    renderSession();
    expect(await screen.findByText('member Dewi Lestari Silver 5.000 Pts')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path.replace(/^.*\/v1\//, '')}`)).toEqual([
      'GET member/api/member/0/',
      'POST member/api/member/register/',
      'GET member/api/member/0/',
    ]);
    expect(await calls[1].body).toEqual({ referral_code: 'BUDI24' });
    expect(storedMemberOf(NON_MEMBER_PHONE)?.referred_by).toBe('BUDI24');
    expect(getPendingReferral()).toBeNull();
  });

  it('without a pending referral the member is registered with an empty code', async () => {
    saveToken(await tokenOfNonMember());
    const calls = memberRequests();
    renderSession();
    expect(await screen.findByText('member Dewi Lestari Silver 5.000 Pts')).toBeInTheDocument();
    expect(await calls[1].body).toEqual({ referral_code: '' });
    expect(storedMemberOf(NON_MEMBER_PHONE)?.referred_by).toBeNull();
  });

  it('a failed registration keeps the pending referral for the next try', async () => {
    server.use(http.post('*/v1/member/api/member/register/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    saveToken(await tokenOfNonMember());
    setPendingReferral('BUDI24');
    renderSession();
    expect(await screen.findByText('member Dewi Lestari error')).toBeInTheDocument();
    expect(getPendingReferral()).toBe('BUDI24');
  });

  it('a registration refused because the member was registered meanwhile (another tab signing in) asks again', async () => {
    server.use(
      http.post('*/v1/member/api/member/register/', () => {
        registerInDemoStore(
          getDemoStore().users.find((u) => u.mobile_no === NON_MEMBER_PHONE)!,
          '',
        );
        return HttpResponse.json({ detail: 'Anda sudah terdaftar sebagai member.' }, { status: 400 });
      }),
    );
    saveToken(await tokenOfNonMember());
    renderSession();
    expect(await screen.findByText('member Dewi Lestari Silver 5.000 Pts')).toBeInTheDocument();
  });

  it('is kept on the device once known', async () => {
    saveToken(SEED_TOKEN);
    renderSession();
    await screen.findByText(BUDI);
    await waitFor(async () =>
      expect((await readMemberCard(SEED_TOKEN))?.data).toEqual({ ...BUDI_CARD, cardNumber: '8800 2408 1700 0024' }),
    );
  });

  it('without a network, the card kept on the device stands in, with when it was saved', async () => {
    await keepMemberCard('mbr-budi', SEED_TOKEN, BUDI_CARD);
    const savedAt = (await readMemberCard(SEED_TOKEN))!.savedAt;
    server.use(http.get('*/api/session', () => HttpResponse.error()));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const listens = vi.spyOn(window, 'addEventListener');
    saveToken(SEED_TOKEN);
    renderSession();
    expect(await screen.findByText('member - Gold 24.750 Pts')).toBeInTheDocument();
    expect(screen.getByText(`kept Budi Santoso ${savedAt}`)).toBeInTheDocument();
    // Back online: asked again by itself (once the provider listens: its effect may follow the render).
    await waitFor(() => expect(listens).toHaveBeenCalledWith('online', expect.any(Function)));
    online.mockReturnValue(true);
    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(BUDI)).toBeInTheDocument();
    expect(screen.queryByText(/^kept/)).not.toBeInTheDocument();
  });

  it("never stands in another session's card, and not when the backend refuses rather than fails", async () => {
    await keepMemberCard('mbr-budi', 'another-session', BUDI_CARD);
    server.use(http.get('*/v1/member/api/member/0/', () => HttpResponse.error()));
    saveToken(SEED_TOKEN);
    const { unmount } = renderSession();
    expect(await screen.findByText('member - error')).toBeInTheDocument();
    unmount();

    await keepMemberCard('mbr-budi', SEED_TOKEN, BUDI_CARD);
    server.use(http.get('*/v1/member/api/member/0/', () => HttpResponse.json({ detail: 'Dilarang.' }, { status: 403 })));
    renderSession();
    expect(await screen.findByText('member - error')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^kept/)).not.toBeInTheDocument();
  });
});

describe('logout', () => {
  /** The kept session shown signed in, then logged out: settles once the page reloads (`reload`, stubbed). */
  async function signedInThenLoggedOut(reload: ReturnType<typeof vi.fn>) {
    const rendered = renderSession();
    await screen.findByText(BUDI);
    vi.stubGlobal('location', { ...window.location, reload });
    act(() => session!.logout());
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    vi.unstubAllGlobals();
    return rendered;
  }

  it("first asks the portal's server to forget the session in the wallet passes, with the session's token", async () => {
    const asked: { authorization: string | null; tokenThen: string | null }[] = [];
    server.use(
      http.delete('*/api/wallet/session', ({ request }) => {
        asked.push({ authorization: request.headers.get('authorization'), tokenThen: window.localStorage.getItem('_authToken') });
        return HttpResponse.json({ passes: 1 });
      }),
    );
    saveToken(SEED_TOKEN);
    await signedInThenLoggedOut(vi.fn());
    // Asked once, before the device forgot the token.
    expect(asked).toEqual([{ authorization: `Jwt ${SEED_TOKEN}`, tokenThen: SEED_TOKEN }]);
    expect(window.localStorage.getItem('_authToken')).toBeNull();
  });

  it('goes on when that server never answers or fails', async () => {
    for (const answer of [() => new Promise<never>(() => {}), () => HttpResponse.error()]) {
      server.use(http.delete('*/api/wallet/session', answer));
      saveToken(SEED_TOKEN);
      const { unmount } = await signedInThenLoggedOut(vi.fn());
      expect(window.localStorage.getItem('_authToken')).toBeNull();
      unmount();
    }
  });

  it('clears the token, the member and what the device keeps of them, then reloads', async () => {
    saveToken(SEED_TOKEN);
    await keepMemberCard('mbr-budi', SEED_TOKEN, BUDI_CARD);
    // What the device still holds when the page reloads.
    let keptAtReload: unknown = 'not reloaded';
    const reload = vi.fn(async () => {
      keptAtReload = await readMemberCard(SEED_TOKEN);
    });
    await signedInThenLoggedOut(reload);
    await waitFor(() => expect(keptAtReload).toBeUndefined());
    expect(screen.getByText('guest - -')).toBeInTheDocument();
    expect(window.localStorage.getItem('_authToken')).toBeNull();
    await waitFor(() => expect(getAuthToken()).toBeNull());
  });

  it("deletes the member's voucher pictures and level icon from Cache Storage before the reload", async () => {
    const picture = (path: string) => new URL(path, location.href).href;
    const cached = installCaches({
      [IMAGES_CACHE]: [
        picture('/demo/deals/ongkir.webp?w=192&q=85'),
        picture('/demo/levels/gold.svg?w=64&q=85'),
        picture('/demo/logo.svg'),
      ],
      pages: [picture('/blog')],
    });
    saveToken(SEED_TOKEN);
    await keepMemberCard('mbr-budi', SEED_TOKEN, BUDI_CARD);
    await keepVouchers('mbr-budi', SEED_TOKEN, [
      {
        uid: 'voucher-ongkir',
        name: 'Gratis Ongkir',
        price: 500,
        description: '',
        images: [{ url: '/demo/deals/ongkir.webp' }],
        codes: [{ code: 'ARN-8WQ2-L5TD' }],
      },
    ]);
    let heldAtReload: unknown = 'not reloaded';
    const reload = vi.fn(() => {
      heldAtReload = { images: cached.held(IMAGES_CACHE), pages: cached.held('pages') };
    });
    await signedInThenLoggedOut(reload);
    expect(heldAtReload).toEqual({ images: undefined, pages: ['/blog'] });
  });
});
