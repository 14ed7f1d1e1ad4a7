/**
 * The demo API's state and every operation on it, one module per resource. Handlers only parse requests
 * and call these. Modules import their helpers (state, answers, common, attempts, otp) and never this index.
 */
export { ATTEMPT_LIMITS, ATTEMPT_WINDOW_MS, type AttemptLimit } from './attempts';
export { NOT_FOUND, type Answer } from './answers';
export { isRecord, backendPhoneKey } from './common';
export {
  getDemoStore,
  resetDemoStore,
  type DemoDeletion,
  type DemoOtp,
  type DemoStore,
  type DemoVisitorEvent,
  type DemoVisitorSession,
} from './state';
export { OTP_LENGTH, OTP_TTL_MS, type OtpPurpose } from './otp';
export { registerUser, requestLoginOtp, requestRegisterOtp, signIn, tokenInfo, userForToken, type Registration } from './auth';
export { WELCOME_BONUS_POINTS, getMember, getScheme, listRewards, listTransactions, memberOf, registerMember } from './members';
export { referralSummary } from './referrals';
export { listStores } from './stores';
export { DELETION_DUE_DAYS, changeMobile, deleteAccount, requestAccountDeletionOtp, requestMobileOtp, updateProfile } from './account';
export { listConsents, updateConsents } from './consents';
export { getDeal, listDeals } from './deals';
export { listMyDeals, redeemDeal } from './vouchers';
export { initVisitor, listVisitorEvents, logVisitorEvent, registerVisitor, resetVisitor } from './visitors';
export { getApplication, getBusiness } from './directory';
export { searchProducts, getProduct } from './catalog';
export { getContentItem, listContent } from './content';
