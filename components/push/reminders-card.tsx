'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from '@/components/ui/button-styles';
import { Switch } from '@/components/ui/switch';
import {
  changeTopics,
  disableReminders,
  enableReminders,
  giveNewDealsConsent,
  notificationPermission,
  readReminders,
  reminderSupport,
  type ReminderState,
} from '@/lib/push/browser';
import type { PushTopic } from '@/lib/push/topics';
import { Outcome } from '@/components/ui/outcome';

export const REMINDERS_TITLE = 'Pengingat';
export const ENABLE = 'Aktifkan pengingat';
export const DISABLE = 'Matikan';
export const OFF_TEXT = 'Dapatkan pemberitahuan di perangkat ini sebelum poin atau voucher Anda kedaluwarsa.';
export const ON_TEXT = 'Pengingat aktif di perangkat ini.';
export const BLOCKED_TEXT = 'Notifikasi untuk portal ini diblokir di browser Anda.';
export const BLOCKED_HOW =
  'Untuk mengaktifkannya lagi, buka pengaturan situs (ikon di samping alamat portal), izinkan Notifikasi, lalu muat ulang halaman ini.';
export const UNSUPPORTED_TEXT = 'Browser ini belum mendukung pengingat. Buka portal di Chrome, Edge, Firefox atau Safari versi terbaru.';
export const IOS_TEXT = 'Di iPhone dan iPad, pengingat hanya bisa diterima dari portal yang ada di Layar Utama.';
export const IOS_STEPS = [
  'Ketuk tombol Bagikan di Safari.',
  'Pilih "Tambahkan ke Layar Utama".',
  'Buka portal dari ikon di Layar Utama, lalu aktifkan pengingat di Akun Saya.',
];
export const DISMISSED_TEXT = 'Izin notifikasi belum diberikan, jadi pengingat belum aktif.';
export const FAILED_TEXT = 'Pengingat tidak dapat diubah. Coba lagi.';
export const UNKNOWN_TEXT = 'Status pengingat tidak dapat dimuat.';

/** The topics as the member switches them: what each brings, and whether it is marketing. */
export const TOPIC_SWITCHES: { topic: PushTopic; label: string; description: string }[] = [
  { topic: 'expiring', label: 'Poin & voucher kedaluwarsa', description: 'Sebelum poin atau voucher Anda berakhir.' },
  { topic: 'new_deals', label: 'Deal baru', description: 'Saat ada deal baru untuk member, paling banyak sekali sehari.' },
];

type View =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'ios-not-installed' }
  | { kind: 'blocked' }
  | { kind: 'unknown' }
  | { kind: 'off' }
  | (ReminderState & { on: true; kind: 'on' });

/** The view of this device as the browser and the server say it is now. */
async function viewNow(): Promise<View> {
  const support = reminderSupport();
  if (support !== 'supported') return { kind: support };
  if (notificationPermission() === 'denied') return { kind: 'blocked' };
  const state = await readReminders();
  if (!state) return { kind: 'unknown' };
  return state.on ? { ...state, kind: 'on' } : { kind: 'off' };
}

/**
 * "Pengingat" on Akun Saya: this device's reminders (Web Push, docs/push.md). Off, with "Aktifkan pengingat",
 * which asks the browser's permission only once tapped; on, with a switch per topic and "Matikan"; blocked by
 * the browser (how to allow it again); not supported; or, on an iPhone outside the installed portal, how to
 * add it to the Home Screen first. Shown only when the server has push on (it renders this with its key).
 */
export function RemindersCard({ publicKey }: { publicKey: string }) {
  const headingId = useId();
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [busy, setBusy] = useState<PushTopic | 'device' | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  // Where focus goes when the button that had it goes away: enabled, the first switch; off, the button;
  // blocked, the heading (the words on how to allow it again follow it).
  const moveFocus = useRef<'switches' | 'enable' | 'heading' | null>(null);
  const firstSwitch = useRef<HTMLButtonElement>(null);
  const enableButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    void viewNow().then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (moveFocus.current === 'switches') firstSwitch.current?.focus();
    if (moveFocus.current === 'enable') enableButton.current?.focus();
    if (moveFocus.current === 'heading') heading.current?.focus();
    moveFocus.current = null;
  }, [view.kind]);

  async function enable() {
    setBusy('device');
    setError('');
    setNotice('');
    const outcome = await enableReminders(publicKey);
    setBusy(null);
    if (outcome.ok) {
      moveFocus.current = 'switches';
      setView({ ...outcome.state, kind: 'on' });
      setNotice(ON_TEXT);
    } else if (outcome.reason === 'denied') {
      moveFocus.current = 'heading';
      setView({ kind: 'blocked' });
    } else if (outcome.reason === 'dismissed') {
      setNotice(DISMISSED_TEXT);
    } else {
      setError(FAILED_TEXT);
    }
  }

  async function disable() {
    setBusy('device');
    setError('');
    setNotice('');
    const off = await disableReminders();
    setBusy(null);
    if (!off) return setError(FAILED_TEXT);
    moveFocus.current = 'enable';
    setView({ kind: 'off' });
    setNotice('Pengingat dimatikan di perangkat ini.');
  }

  async function toggle(topic: PushTopic, label: string) {
    if (view.kind !== 'on') return;
    const on = !view.topics.includes(topic);
    const wanted = on ? [...view.topics, topic] : view.topics.filter((t) => t !== topic);
    setBusy(topic);
    setError('');
    setNotice('');
    const topics = await changeTopics(view.endpoint, wanted);
    setBusy(null);
    if (!topics) return setError(FAILED_TEXT);
    // New deals are marketing: turned on, the member's `marketing_push` consent is recorded where the
    // backend keeps consents (docs/push.md); its answer changes nothing here.
    if (on && topic === 'new_deals' && topics.includes(topic)) void giveNewDealsConsent();
    setView({ ...view, topics });
    setNotice(`${label} ${topics.includes(topic) ? 'dinyalakan' : 'dimatikan'}.`);
  }

  async function retry() {
    setView({ kind: 'checking' });
    setView(await viewNow());
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={view.kind === 'checking' || busy !== null}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-reminders={view.kind}
    >
      <div className="flex items-center gap-2">
        <BellIcon />
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          {REMINDERS_TITLE}
        </h2>
      </div>

      {view.kind === 'checking' ? <div aria-hidden="true" className="mt-3 h-16 rounded-lg bg-slate-100 motion-safe:animate-pulse" /> : null}

      {view.kind === 'unsupported' ? <p className="mt-2 text-sm text-slate-700">{UNSUPPORTED_TEXT}</p> : null}

      {view.kind === 'ios-not-installed' ? (
        <div className="mt-2 text-sm text-slate-700">
          <p>{IOS_TEXT}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {IOS_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}

      {view.kind === 'blocked' ? (
        <div className="mt-2 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{BLOCKED_TEXT}</p>
          <p className="mt-1">{BLOCKED_HOW}</p>
        </div>
      ) : null}

      {view.kind === 'unknown' ? (
        <div className="mt-2">
          <p className="text-sm text-slate-700">{UNKNOWN_TEXT}</p>
          <button type="button" onClick={retry} className={`${OUTLINE_BUTTON} mt-3`}>
            Coba lagi
          </button>
        </div>
      ) : null}

      {view.kind === 'off' ? (
        <div className="mt-2">
          <p className="text-sm text-slate-700">{OFF_TEXT}</p>
          <button
            ref={enableButton}
            type="button"
            onClick={enable}
            disabled={busy !== null}
            className={`${PRIMARY_BUTTON} mt-3 w-full sm:w-auto`}
          >
            {busy === 'device' ? 'Mengaktifkan…' : ENABLE}
          </button>
        </div>
      ) : null}

      {view.kind === 'on' ? (
        <div className="mt-2">
          <p className="text-sm text-slate-700">{ON_TEXT}</p>
          <ul className="mt-2 divide-y divide-slate-100">
            {TOPIC_SWITCHES.map(({ topic, label, description }, index) => (
              <li key={topic}>
                <Switch
                  ref={index === 0 ? firstSwitch : undefined}
                  label={label}
                  description={description}
                  checked={view.topics.includes(topic)}
                  disabled={busy !== null}
                  onToggle={() => toggle(topic, label)}
                />
              </li>
            ))}
          </ul>
          <button type="button" onClick={disable} disabled={busy !== null} className={`${OUTLINE_BUTTON} mt-3 w-full sm:w-auto`}>
            {busy === 'device' ? 'Mematikan…' : DISABLE}
          </button>
        </div>
      ) : null}

      <Outcome error={error} notice={notice} />
    </section>
  );
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="text-brand"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
    </svg>
  );
}
