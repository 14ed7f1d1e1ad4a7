'use client';
import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MemberCardIcon } from '@/components/ui/member-card-icon';
import { useSession } from '@/hooks/use-session';
import { useRetry } from '@/hooks/use-retry';
import { formatMemberName, formatPointsLabel, POINTS_UNREADABLE } from '@/lib/format/display';
import { imageUrl } from '@/lib/rules/image';

type Opener = 'hover' | 'focus' | 'click';

const HOVER_CLOSE_DELAY_MS = 150;
const itemClass =
  'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold text-slate-800 hover:bg-brand-light hover:text-brand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';

/**
 * The signed-in header: level icon, name and points. Hover, focus or a tap shows the menu
 * (a disclosure: the button says whether it is open; Escape and a click outside close it).
 */
export function MemberMenu() {
  const { user, logout, member, keptName, refresh } = useSession();
  const { retrying, retry } = useRetry(refresh);
  const [open, setOpen] = useState(false);
  const openedBy = useRef<Opener | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus handed back to the button after Escape must not open the menu again.
  const ignoreNextFocus = useRef(false);
  // A press inside the menu (Safari does not focus a clicked link) must not count as focus leaving.
  const pressing = useRef(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();

  const show = useCallback((by: Opener) => {
    clearTimeout(hoverTimer.current);
    openedBy.current = by;
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(hoverTimer.current);
    openedBy.current = null;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement);
      hide();
      if (hadFocus) {
        ignoreNextFocus.current = document.activeElement !== buttonRef.current;
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, hide]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  // Offline, the auth host cannot tell the name: the member card kept on the device can.
  const fullName = formatMemberName(user, keptName);
  const level = member?.level;

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && !open) show('hover');
        else clearTimeout(hoverTimer.current);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || openedBy.current !== 'hover') return;
        hoverTimer.current = setTimeout(hide, HOVER_CLOSE_DELAY_MS);
      }}
      onPointerDown={() => {
        pressing.current = true;
        document.addEventListener(
          'pointerup',
          () => {
            pressing.current = false;
          },
          { once: true },
        );
      }}
      onBlur={(event) => {
        if (pressing.current || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        hide();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onFocus={() => {
          if (ignoreNextFocus.current) ignoreNextFocus.current = false;
          else if (!open) show('focus');
        }}
        onClick={() => {
          // A tap first focuses (which opens); only a click on a menu opened by a click closes it.
          if (open && openedBy.current === 'click') hide();
          else show('click');
        }}
        className="member-chip flex h-[44px] items-center gap-[8px] rounded-full border border-slate-200 bg-white py-[4px] pl-[4px] pr-[10px] text-left hover:border-brand/40 hover:bg-brand-light/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:pr-[12px]"
      >
        {level?.iconUrl ? (
          <img src={imageUrl(level.iconUrl, 64)} alt={level.name} width={32} height={32} className="size-[32px] shrink-0 rounded-full" />
        ) : (
          <span aria-hidden="true" className="size-[32px] shrink-0 rounded-full bg-slate-200" />
        )}
        <span className="chip-text">
          {/* Truncated by an inner span: not-sr-only would set the outer one's white-space and overflow back. */}
          <span className="sr-only sm:not-sr-only">
            <span className="chip-name block">{fullName}</span>
          </span>
          {member ? (
            // Words in place of the points may take two lines on a narrow phone; a number never does.
            <span className={`chip-points ${member.balance === null ? 'leading-tight' : 'whitespace-nowrap'}`}>
              {member.balance === null ? POINTS_UNREADABLE : formatPointsLabel(member.balance)}
            </span>
          ) : null}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="currentColor"
          className={`ml-auto shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {/* pt-2 bridges the gap under the button, so the pointer can travel into the menu without it closing. */}
      <div id={menuId} hidden={!open} className="absolute right-0 top-full z-40 w-60 pt-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10">
          <div className="border-b border-slate-100 px-3 pb-2.5 pt-1.5 sm:hidden">
            <p className="truncate text-sm font-semibold text-slate-900">{fullName}</p>
            {level?.name ? <p className="text-xs text-slate-600">{`Level ${level.name}`}</p> : null}
          </div>
          <ul className="pt-1 sm:pt-0">
            {/* The chip cannot hold a second button: trying again is the menu's first item. */}
            {member?.balance === null ? (
              <li>
                <button type="button" onClick={retry} disabled={retrying} className={`${itemClass} disabled:opacity-70`}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {retrying ? 'Memuat…' : 'Muat ulang poin'}
                </button>
              </li>
            ) : null}
            <li>
              <Link href="/member" onClick={hide} className={itemClass}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 20a8 8 0 0 1 16 0" strokeLinecap="round" />
                </svg>
                Akun Saya
              </Link>
            </li>
            <li>
              <Link href="/member/card" onClick={hide} className={itemClass}>
                <MemberCardIcon />
                Kartu Member
              </Link>
            </li>
            <li>
              <Link href="/my-voucher" onClick={hide} className={itemClass}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                  <path
                    d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z"
                    strokeLinejoin="round"
                  />
                  <path d="M14 6v12" strokeDasharray="2 2" />
                </svg>
                My Voucher
              </Link>
            </li>
            <li>
              <button type="button" onClick={logout} className={itemClass}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                Logout
              </button>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
