import { describe, expect, it } from 'vitest';
import { getApplication, getBusiness } from '@/lib/api/directory';
import { initVisitor, listVisitorEvents, logVisitorEvent, registerVisitor, resetVisitor } from '@/lib/api/visitor';
import { answerDemoRequest } from '@/lib/demo-api/answer';
import { getDemoStore } from '@/lib/demo-api/store';
import { API, KEY } from './helpers';

describe('directory', () => {
  it('answers the application with flat dotted settings', async () => {
    const raw = await fetch(`${API}/directory/api/application/0/`, { headers: KEY });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toMatchObject({
      uid: expect.any(String),
      name: expect.any(String),
      app_settings: {
        'app.logo_url': '/demo/logo.svg',
        'app.title': 'Arena Sport Rewards',
        'chat-widget.hide_goapp_label': false,
        'chat-widget.google_font': '',
      },
    });

    const app = await getApplication();
    expect(app.ok).toBe(true);
    expect(app.data?.settings).toEqual({ logoUrl: '/demo/logo.svg', title: 'Arena Sport Rewards', hideGoappLabel: false, googleFont: '' });
  });

  it('answers the business for a visitor', async () => {
    const business = await getBusiness('vis-123');
    expect(business.ok).toBe(true);
    expect(business.data).toEqual({
      uid: 'biz-arena-sport',
      name: 'Arena Sport Indonesia',
      email: expect.stringContaining('@'),
      phone: expect.any(String),
      address: expect.stringContaining('Jakarta'),
    });
  });

  it('answers in-process through answerDemoRequest, on any origin', async () => {
    const response = await answerDemoRequest(
      new Request('http://localhost:3000/demo-api/v1/directory/api/application/0/', { headers: KEY }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { app_settings: Record<string, unknown> }).app_settings['app.title']).toBe('Arena Sport Rewards');

    const unknown = await answerDemoRequest(new Request('http://localhost:3000/demo-api/v1/nothing/here/'));
    expect(unknown.status).toBe(404);
  });
});

describe('visitor session', () => {
  it('initialises, reuses a known _goid and issues a new one for an unknown id', async () => {
    const first = await initVisitor({ _referrer: '', _origin: 'http://portal.test' });
    expect(first.ok).toBe(true);
    const goid = first.data!;
    expect(goid).toMatch(/^go-/);

    const again = await initVisitor({ _referrer: '', _origin: 'http://portal.test', _goid: goid });
    expect(again.data).toBe(goid);

    const stranger = await initVisitor({ _referrer: '', _origin: 'http://portal.test', _goid: 'go-unknown' });
    expect(stranger.data).not.toBe('go-unknown');
  });

  it('registers a visitor, keeping the given visitor_id and contact', async () => {
    const goid = (await initVisitor({ _referrer: '', _origin: 'x' })).data!;
    const fresh = await registerVisitor({ _goid: goid });
    expect(fresh.data).toEqual({ visitor_id: expect.stringMatching(/^vis-/), contact: null });

    const same = await registerVisitor({ _goid: goid });
    expect(same.data?.visitor_id).toBe(fresh.data?.visitor_id);

    const given = await registerVisitor({ _goid: goid, visitor_id: 'vis-given', contact: { name: 'Budi' } });
    expect(given.data).toEqual({ visitor_id: 'vis-given', contact: { name: 'Budi' } });
  });

  it('stores logged events and lists them by name; reset answers {}', async () => {
    const goid = (await initVisitor({ _referrer: '', _origin: 'x' })).data!;
    const logged = await logVisitorEvent(goid, 'view', { path: '/about' });
    expect(logged).toMatchObject({ ok: true, status: 200, data: {} });
    await logVisitorEvent(goid, 'click', { target: 'daftar' });

    const views = await listVisitorEvents(goid, 'view');
    expect(views.data).toEqual([{ event_name: 'view', event_data: { path: '/about' }, created_at: expect.any(String) }]);
    expect(getDemoStore().visitorEvents).toHaveLength(2);

    await registerVisitor({ _goid: goid, visitor_id: 'vis-1' });
    const reset = await resetVisitor(goid);
    expect(reset).toMatchObject({ ok: true, status: 200, data: {} });
    expect(getDemoStore().visitorSessions.get(goid)?.visitor_id).toBeNull();
  });

  it('answers each visitor their own events only, and nobody the whole list', async () => {
    const mine = (await initVisitor({ _referrer: '', _origin: 'x' })).data!;
    const theirs = (await initVisitor({ _referrer: '', _origin: 'x' })).data!;
    await logVisitorEvent(mine, 'view', { path: '/mine' });
    await logVisitorEvent(theirs, 'view', { path: '/theirs' });

    expect((await listVisitorEvents(mine)).data?.map((e) => e.event_data.path)).toEqual(['/mine']);
    expect((await listVisitorEvents(theirs)).data?.map((e) => e.event_data.path)).toEqual(['/theirs']);
    expect((await listVisitorEvents('go-nobody')).data).toEqual([]);
    const anyone = await fetch(`${API}/visitor/api/event/?event_name=view`, { headers: KEY });
    expect(anyone.status).toBe(400);
    expect(await anyone.json()).toEqual({ _goid: [expect.any(String)] });
  });

  it('refuses a log_event without _goid', async () => {
    const response = await fetch(`${API}/visitor/api/log_event/`, {
      method: 'POST',
      headers: { ...KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event_name: 'view' }),
    });
    expect(response.status).toBe(400);
  });
});
