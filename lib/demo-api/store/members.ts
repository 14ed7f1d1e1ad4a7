/** Members: the scheme, a member's profile, registration, rewards and point history. */
import { SEED, type RawLevel, type SeedMember, type SeedUser } from '../seed';
import { answer } from './answers';
import { nowIso, paginate, randomDigits, randomString } from './common';
import { getDemoStore } from './state';

export const MEMBER_NOT_FOUND = answer({ detail: 'Member not found.' }, 404);

export function memberOf(user: SeedUser): SeedMember | undefined {
  return getDemoStore().members.find((m) => m.user_uid === user.uid);
}

function levelOf(member: SeedMember): RawLevel {
  return SEED.scheme.levels.find((l) => l.uid === member.level_uid) ?? SEED.scheme.levels[0];
}

function memberAnswer(member: SeedMember) {
  // Optional fields of the contract only where the member has them.
  const { tier_points, expiring_points, card_number } = member;
  return {
    uid: member.uid,
    level: levelOf(member),
    account: {
      balance: member.balance,
      referral_code: member.referral_code,
      ...(expiring_points ? { expiring_points } : {}),
      ...(card_number ? { card_number } : {}),
    },
    ...(tier_points !== undefined ? { tier_points } : {}),
    referred_by: member.referred_by,
    created_at: member.created_at,
  };
}

export function getScheme() {
  return answer(SEED.scheme);
}

export function getMember(user: SeedUser) {
  const member = memberOf(user);
  return member ? answer(memberAnswer(member)) : MEMBER_NOT_FOUND;
}

function newReferralCode(user: SeedUser): string {
  const stem = (user.first_name.replace(/[^A-Za-z]/g, '').toUpperCase() || 'ARENA').slice(0, 4);
  const taken = new Set(getDemoStore().members.map((m) => m.referral_code));
  let code: string;
  do code = `${stem}${randomDigits(2)}`;
  while (taken.has(code));
  return code;
}

/** New members start with a welcome bonus, so a fresh demo account can redeem right away. */
export const WELCOME_BONUS_POINTS = 5000;

export function registerMember(user: SeedUser, referralCode: string) {
  if (memberOf(user)) return answer({ detail: 'Anda sudah terdaftar sebagai member.' }, 400);
  const given = referralCode.trim();
  const createdAt = nowIso();
  const member: SeedMember = {
    uid: `mbr-${randomString(12)}`,
    user_uid: user.uid,
    level_uid: SEED.scheme.levels[0].uid,
    balance: WELCOME_BONUS_POINTS.toFixed(2),
    referral_code: newReferralCode(user),
    // Kept as received, so tests can check the referral reached the server.
    referred_by: given || null,
    created_at: createdAt,
    transactions: [
      {
        uid: `trx-${randomString(12)}`,
        created_at: createdAt,
        description: 'Bonus selamat datang member baru',
        points: WELCOME_BONUS_POINTS,
        type: 'earn',
      },
    ],
    rewards: [],
    tier_points: WELCOME_BONUS_POINTS,
    expiring_points: [],
    // No card number: a member who joins online gets a card at the store later; until then the member
    // card shows the WhatsApp number, which is how cashiers look members up.
  };
  getDemoStore().members.push(member);
  return answer(memberAnswer(member), 201);
}

export function listRewards(user: SeedUser) {
  const member = memberOf(user);
  return member ? answer(member.rewards) : MEMBER_NOT_FOUND;
}

export function listTransactions(user: SeedUser, url: URL) {
  const member = memberOf(user);
  return member ? answer(paginate(member.transactions, url)) : MEMBER_NOT_FOUND;
}
