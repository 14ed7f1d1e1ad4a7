import { REFERRAL_BONUS_POINTS, type SeedUser } from '../seed';
import { answer } from './answers';
import { MEMBER_NOT_FOUND, memberOf } from './members';
import { getDemoStore } from './state';

export function referralSummary(user: SeedUser) {
  const member = memberOf(user);
  if (!member) return MEMBER_NOT_FOUND;
  const code = member.referral_code.toUpperCase();
  const store = getDemoStore();
  const friends = store.members
    .filter((m) => m.referred_by?.toUpperCase() === code)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const referrals = friends.map((friend) => {
    const user = store.users.find((u) => u.uid === friend.user_uid);
    return {
      name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
      joined_at: friend.created_at,
      points: REFERRAL_BONUS_POINTS,
    };
  });
  return answer({
    referral_code: member.referral_code,
    total_referrals: friends.length,
    total_points: friends.length * REFERRAL_BONUS_POINTS,
    referrals,
  });
}
