'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAlert } from './use-alert';
import { afterDialogEntries } from './use-back-closes';
import { useSession } from './use-session';
import { useUI } from './use-ui';
import { redeemDeal } from '@/lib/api/member';
import { tooManyMessage } from '@/lib/api/too-many';
import type { ApiResult, Deal } from '@/lib/api/types';
import { formatPoints, formatPointsLabel, POINTS_UNREADABLE } from '@/lib/format/display';
import { newVoucherHref, noteRedeemedCode } from '@/lib/browser/new-voucher';
import { useRefreshMyDeals } from './use-my-deals';

/** Same rule as formatDealPrice: below one whole point costs nothing. A price not known is never free. */
export const isFreeDeal = (price: number | null) => price !== null && Math.trunc(price) <= 0;

/** The question before a redeem, of a deal whose price is known (one without is never redeemed). */
export const redeemConfirmMessage = (deal: Deal & { price: number }) =>
  isFreeDeal(deal.price)
    ? `Redeem ${deal.name} secara gratis?`
    : `Apakah anda ingin menukar ${formatPoints(deal.price)} point anda dengan ${deal.name}?`;

export const redeemSuccessMessage = (deal: Deal) =>
  `Redeem ${deal.name} berhasil. Silakan cek My Voucher untuk informasi cara pemakaian voucher.`;

/** The success alert's way on: My Voucher with the new voucher opened (components/member/voucher-wallet.tsx). */
export const VIEW_VOUCHER_LABEL = 'Lihat Voucher';

export const REDEEM_FALLBACK_ERROR = 'Terjadi Kesalahan!';

/** The server's `detail` (after a 429 without one, how long to wait); a transport failure's technical message is not shown to members. */
export function redeemErrorMessage(result: ApiResult<unknown>): string {
  const detail = result.problem?.detail;
  if (typeof detail === 'string' && detail.trim()) return detail;
  return tooManyMessage(result) ?? REDEEM_FALLBACK_ERROR;
}

export type RedeemState =
  | { kind: 'ready' }
  /** A guest: pressing leads through sign-in first. */
  | { kind: 'sign-in' }
  | { kind: 'blocked'; reason: string };

export const NOT_LOADED_REASON = 'Memuat saldo poin…';
/** The member could not be loaded, or their balance read: the same words as wherever the balance is shown. */
export const MEMBER_ERROR_REASON = `${POINTS_UNREADABLE}.`;
export const PRICE_UNREADABLE_REASON = 'Harga deal ini tidak dapat dimuat.';
export const shortOfPointsReason = (price: number, balance: number) =>
  `Poin anda belum cukup: butuh ${formatPointsLabel(price)}, saldo ${formatPointsLabel(balance)}`;

/**
 * A guest's Redeem Now that waits for sign-in: the login view's callback re-opens the deal and sets this,
 * and the re-opened view continues to the confirmation once the member (and so the balance) is known.
 */
let pendingRedeemUid: string | null = null;

/**
 * Redeem Now of one deal: whether it can be pressed (and why not), and the confirm → redeem → alert flow.
 * A guest is asked to sign in first; then the deal's dialog opens again and carries on, or with
 * `resumeInPlace` (a deal's own page) the same button carries on.
 */
export function useRedeem(deal: Deal | undefined, { resumeInPlace = false }: { resumeInPlace?: boolean } = {}) {
  const { status, member, error: memberError, refresh } = useSession();
  const { alert, confirm } = useAlert();
  const { openModal, hideModal } = useUI();
  const router = useRouter();
  const refreshMyDeals = useRefreshMyDeals();
  // A ref, not state: a second press in the same tick must already see the first one.
  const busy = useRef(false);
  const [isRedeeming, setRedeeming] = useState(false);
  // Bumped when a sign-in asked for from this (in-place) button completes, so the effect below looks again.
  const [signedInHere, setSignedInHere] = useState(0);

  let state: RedeemState;
  if (!deal?.uid || status === 'unknown') state = { kind: 'blocked', reason: NOT_LOADED_REASON };
  // Without a known price nothing says what the backend would charge: not even a guest is led to sign in for it.
  else if (deal.price === null) state = { kind: 'blocked', reason: PRICE_UNREADABLE_REASON };
  else if (status === 'guest') state = { kind: 'sign-in' };
  else if (!member) state = { kind: 'blocked', reason: memberError ? MEMBER_ERROR_REASON : NOT_LOADED_REASON };
  else if (member.balance === null) state = { kind: 'blocked', reason: MEMBER_ERROR_REASON };
  else if (deal.price > member.balance) state = { kind: 'blocked', reason: shortOfPointsReason(deal.price, member.balance) };
  else state = { kind: 'ready' };

  const redeem = useCallback(
    async (target: Deal) => {
      if (busy.current || target.price === null) return;
      busy.current = true;
      try {
        if (!(await confirm(redeemConfirmMessage({ ...target, price: target.price })))) return;
        setRedeeming(true);
        const result = await redeemDeal(target.uid);
        // The header balance and My Voucher update while the member reads the alert, whatever it says: an
        // answer lost on the way (a timeout, a dropped connection) can hide a redemption the server made,
        // and a refusal may come from a balance spent elsewhere. Either way the member sees what is true
        // before pressing again.
        void refresh();
        void refreshMyDeals();
        if (!result.ok) {
          await alert(redeemErrorMessage(result));
          return;
        }
        const view = await alert(redeemSuccessMessage(target), { action: VIEW_VOUCHER_LABEL });
        hideModal();
        if (!view) return;
        // The answer's codes, else its deal's (both optional): without either, My Voucher picks the voucher.
        noteRedeemedCode(target.uid, (result.data?.codes[0] ?? result.data?.deal?.codes[0])?.code);
        void afterDialogEntries(() => router.push(newVoucherHref(target.uid)));
      } finally {
        busy.current = false;
        setRedeeming(false);
      }
    },
    [alert, confirm, hideModal, refresh, refreshMyDeals, router],
  );

  const signInFirst = useCallback(
    (target: Deal) => {
      openModal('LOGIN_VIEW', {
        callback: () => {
          pendingRedeemUid = target.uid;
          if (resumeInPlace) {
            hideModal();
            setSignedInHere((n) => n + 1);
            return;
          }
          openModal('DEAL_DETAIL_VIEW', {
            data: { deal: target, variant: 'detail' },
            // Closed before the member loaded: the redeem is abandoned, not kept for a later opening.
            onClose: () => {
              if (pendingRedeemUid === target.uid) pendingRedeemUid = null;
            },
          });
        },
      });
    },
    [hideModal, openModal, resumeInPlace],
  );

  const ready = state.kind === 'ready';
  const waitingForMember = status === 'member' && !member && !memberError;
  useEffect(() => {
    if (!deal || pendingRedeemUid !== deal.uid || waitingForMember || status !== 'member') return;
    pendingRedeemUid = null;
    // Not enough points after all: the disabled button and its reason say so.
    if (ready) void redeem(deal);
  }, [deal, ready, redeem, status, waitingForMember, signedInHere]);

  const press = useCallback(() => {
    if (!deal || busy.current) return;
    if (state.kind === 'sign-in') signInFirst(deal);
    else if (state.kind === 'ready') void redeem(deal);
  }, [deal, redeem, signInFirst, state.kind]);

  return { state, isRedeeming, press };
}
