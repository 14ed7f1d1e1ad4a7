import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, SESSION_EXPIRED, useAuth } from '@/components/providers/auth-provider';
import { MemberProvider, useMember } from '@/components/providers/member-provider';
import { requestLoginOtp, signIn } from '@/lib/api/auth';
import { getDemoStore, registerMember as registerInDemoStore } from '@/lib/demo-api/store';
import { getPendingReferral, setPendingReferral } from '@/lib/browser/referral';
import { saveToken } from '@/lib/browser/storage';
import { formatPointsLabel } from '@/lib/format/display';
import { forgetMemberData, keepMemberCard, readMemberCard } from '@/lib/offline/device-store';
import { server } from '../msw-server';
import { NON_MEMBER_PHONE, SEED_TOKEN, resetAuthStorage } from './auth-harness';

/** Every state the probe has shown, in order. */
let shown: string[] = [];

function Probe() {
  const { status } = useAuth();
  const { member, error, keptAt, keptName } = useMember();
  const text = `${status} ${member ? `${member.level?.name} ${member.balance === null ? 'unreadable' : formatPointsLabel(member.balance)}` : error ? 'error' : '-'}`;
  shown.push(text);
  return (
    <>
      <p>{text}</p>
      {keptAt ? (
        <p>
          kept {keptName} {keptAt}
        </p>
      ) : null}
    </>
  );
}

function renderMember() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AuthProvider>
        <MemberProvider>
          <Probe />
        </MemberProvider>
      </AuthProvider>
    </SWRConfig>,
  );
}

async function tokenFor(phone: string): Promise<string> {
  const otp = await requestLoginOtp(phone, 'whatsapp');
  const answer = await signIn(phone, otp.data?.otpCode ?? '');
  if (!answer.data) throw new Error('sign-in failed');
  return answer.data;
}

/** Member calls in the order sent; a POST body is read without holding up that order. */
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

beforeEach(async () => {
  shown = [];
  resetAuthStorage();
  await forgetMemberData();
});
afterEach(() => server.events.removeAllListeners());

const BUDI_CARD = {
  name: 'Budi Santoso',
  levelName: 'Gold',
  levelIconUrl: '/demo/levels/gold.svg',
  balance: 24750,
  mobileNo: '081234567890',
};

describe('member provider', () => {
  it('a guest never asks for member data', async () => {
    const calls = memberRequests();
    renderMember();
    expect(await screen.findByText('guest -')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('a signed-in member is loaded', async () => {
    saveToken(SEED_TOKEN);
    renderMember();
    // The member's code loads on first use: waited for, not timed.
    expect(await screen.findByText('signed-in Gold 24.750 Pts')).toBeInTheDocument();
  });

  it('a user who is not a member yet is registered with the pending referral, which is then cleared', async () => {
    saveToken(await tokenFor(NON_MEMBER_PHONE));
    setPendingReferral('BUDI24');
    const calls = memberRequests();
    renderMember();
    expect(await screen.findByText('signed-in Silver 5.000 Pts')).toBeInTheDocument();
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
    saveToken(await tokenFor(NON_MEMBER_PHONE));
    const calls = memberRequests();
    renderMember();
    expect(await screen.findByText('signed-in Silver 5.000 Pts')).toBeInTheDocument();
    expect(await calls[1].body).toEqual({ referral_code: '' });
    expect(storedMemberOf(NON_MEMBER_PHONE)?.referred_by).toBeNull();
  });

  it('a failed registration keeps the pending referral for the next try', async () => {
    server.use(http.post('*/v1/member/api/member/register/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    saveToken(await tokenFor(NON_MEMBER_PHONE));
    setPendingReferral('BUDI24');
    renderMember();
    expect(await screen.findByText('signed-in error')).toBeInTheDocument();
    expect(getPendingReferral()).toBe('BUDI24');
  });

  it('a registration refused because the member was registered meanwhile (another tab signing in) reads the member again', async () => {
    // The other tab's registration lands first; this one is then refused as a member already.
    server.use(
      http.post('*/v1/member/api/member/register/', () => {
        const user = getDemoStore().users.find((u) => u.mobile_no === NON_MEMBER_PHONE)!;
        registerInDemoStore(user, '');
        return HttpResponse.json({ detail: 'Anda sudah terdaftar sebagai member.' }, { status: 400 });
      }),
    );
    saveToken(await tokenFor(NON_MEMBER_PHONE));
    renderMember();
    expect(await screen.findByText('signed-in Silver 5.000 Pts')).toBeInTheDocument();
  });

  it('a token refused mid-session (401) ends the session with a toast', async () => {
    const toastError = vi.spyOn(toast, 'error');
    server.use(http.get('*/v1/member/api/member/0/', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    saveToken(SEED_TOKEN);
    renderMember();
    await waitFor(() => expect(screen.getByText('guest -')).toBeInTheDocument());
    expect(window.localStorage.getItem('_authToken')).toBeNull();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(SESSION_EXPIRED, { id: 'session-expired' }));
  });

  it("asks for a kept session's member beside its token check, and shows it once the check lets it in", async () => {
    let checked = () => {};
    const checkHeld = new Promise<void>((resolve) => (checked = resolve));
    // Falls through to the demo's own answer once released.
    server.use(http.post('*/auth/token-info/', async () => void (await checkHeld)));
    const calls = memberRequests();
    saveToken(SEED_TOKEN);
    renderMember();
    // The check is still out: only a call sent beside it can have gone.
    await waitFor(() => expect(calls.map((c) => c.method + ' ' + c.path.replace(/^.*\/v1\//, ''))).toEqual(['GET member/api/member/0/']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('restoring -')).toBeInTheDocument();
    checked();
    expect(await screen.findByText('signed-in Gold 24.750 Pts')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // Nothing of the member was shown before the check had answered.
    expect(new Set(shown.filter((text) => !text.startsWith('signed-in')))).toEqual(new Set(['restoring -']));
  });

  it('clears a kept token the check refuses quietly, though the member call beside it was refused first', async () => {
    const toastError = vi.spyOn(toast, 'error');
    let memberRefused = () => {};
    const refusedFirst = new Promise<void>((resolve) => (memberRefused = resolve));
    server.use(
      http.get('*/v1/member/api/member/0/', () => {
        setTimeout(memberRefused, 20);
        return HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
      http.post('*/auth/token-info/', async () => {
        await refusedFirst;
        return HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    saveToken(SEED_TOKEN);
    renderMember();
    expect(await screen.findByText('guest -')).toBeInTheDocument();
    expect(window.localStorage.getItem('_authToken')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('keeps the member card on the device once the member and the user are known', async () => {
    saveToken(SEED_TOKEN);
    renderMember();
    await screen.findByText('signed-in Gold 24.750 Pts');
    await waitFor(async () =>
      expect((await readMemberCard(SEED_TOKEN))?.data).toEqual({ ...BUDI_CARD, cardNumber: '8800 2408 1700 0024' }),
    );
  });

  it('without a network, the card kept on the device stands in, with when it was saved', async () => {
    await keepMemberCard('mbr-budi', SEED_TOKEN, BUDI_CARD);
    const savedAt = (await readMemberCard(SEED_TOKEN))!.savedAt;
    server.use(
      http.post('*/auth/token-info/', () => HttpResponse.error()),
      http.get('*/v1/member/api/member/0/', () => HttpResponse.error()),
    );
    saveToken(SEED_TOKEN);
    renderMember();
    expect(await screen.findByText('signed-in Gold 24.750 Pts')).toBeInTheDocument();
    expect(screen.getByText(`kept Budi Santoso ${savedAt}`)).toBeInTheDocument();
    // The device was asked before anything was shown: no error in between.
    expect(shown).not.toContain('signed-in error');
  });

  it("never stands in another session's card, and not when the backend refuses rather than fails", async () => {
    await keepMemberCard('mbr-budi', 'another-session', BUDI_CARD);
    server.use(http.get('*/v1/member/api/member/0/', () => HttpResponse.error()));
    saveToken(SEED_TOKEN);
    const { unmount } = renderMember();
    expect(await screen.findByText('signed-in error')).toBeInTheDocument();
    unmount();

    await keepMemberCard('mbr-budi', SEED_TOKEN, BUDI_CARD);
    server.use(http.get('*/v1/member/api/member/0/', () => HttpResponse.json({ detail: 'Dilarang.' }, { status: 403 })));
    renderMember();
    expect(await screen.findByText('signed-in error')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^kept/)).not.toBeInTheDocument();
  });

  it('a session ended by the server (401) deletes what the device kept', async () => {
    await keepMemberCard('mbr-budi', SEED_TOKEN, BUDI_CARD);
    server.use(http.get('*/v1/member/api/member/0/', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    saveToken(SEED_TOKEN);
    renderMember();
    await screen.findByText('guest -');
    await waitFor(async () => expect(await readMemberCard(SEED_TOKEN)).toBeUndefined());
  });
});
