/**
 * The contract's operation ids (contract/openapi.yaml), by method and path: what a backend call is
 * counted and traced as. tests/unit/observability.test.ts checks this table against the contract.
 *
 * Not marked `server-only`, which throws outside React's server layer: read by the observer in the Node server.
 */

/** `[method, path as in the contract, operationId]`; a `{key}` is one segment. */
export const OPERATIONS: readonly (readonly [string, string, string])[] = [
  ['GET', '/directory/api/application/0/', 'getApplication'],
  ['GET', '/directory/api/business/0/', 'getBusiness'],
  ['POST', '/visitor/api/init/', 'initVisitor'],
  ['POST', '/visitor/api/register/', 'registerVisitor'],
  ['POST', '/visitor/api/log_event/', 'logVisitorEvent'],
  ['GET', '/visitor/api/event/', 'listVisitorEvents'],
  ['POST', '/visitor/api/reset/', 'resetVisitor'],
  ['POST', '/token-info/', 'getTokenInfo'],
  ['POST', '/token-auth/otp/', 'requestLoginOtp'],
  ['POST', '/token-auth/', 'signIn'],
  ['POST', '/register/otp/', 'requestRegisterOtp'],
  ['POST', '/register/', 'register'],
  ['GET', '/member/api/scheme/0/', 'getScheme'],
  ['GET', '/member/api/member/0/', 'getMember'],
  ['GET', '/member/api/member/0/referral_summary/', 'getReferralSummary'],
  ['POST', '/member/api/member/register/', 'registerMember'],
  ['GET', '/member/api/deal/', 'listDeals'],
  ['GET', '/member/api/deal/{uid}/', 'getDeal'],
  ['POST', '/member/api/deal/{uid}/redeem/', 'redeemDeal'],
  ['GET', '/member/api/deal/my_deals/', 'listMyDeals'],
  ['GET', '/member/api/reward/', 'listRewards'],
  ['GET', '/member/api/transaction/', 'listTransactions'],
  ['GET', '/sales/api/store/', 'listStores'],
  ['PATCH', '/profile/', 'updateProfile'],
  ['POST', '/profile/mobile/otp/', 'requestMobileOtp'],
  ['POST', '/profile/mobile/', 'changeMobile'],
  ['POST', '/account/delete/otp/', 'requestAccountDeletionOtp'],
  ['POST', '/account/delete/', 'deleteAccount'],
  ['GET', '/member/api/member/0/consent/', 'listConsents'],
  ['PUT', '/member/api/member/0/consent/', 'updateConsents'],
  ['GET', '/catalog/api/product/search/', 'searchProducts'],
  ['GET', '/catalog/api/product/{id}/', 'getProduct'],
  ['GET', '/content/api/content/', 'listContent'],
  ['GET', '/content/api/content/{key}/', 'getContent'],
];

/** A call the contract does not name. */
export const OTHER_OPERATION = 'other';

// Exact paths first: `/member/api/deal/my_deals/` is not getDeal.
const exact = new Map<string, string>();
const keyed: { method: string; pattern: RegExp; id: string }[] = [];
for (const [method, path, id] of OPERATIONS) {
  if (path.includes('{')) keyed.push({ method, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`), id });
  else exact.set(`${method} ${path}`, id);
}

/** The operation id of a call (`path` relative to its service's base, with or without its query). */
export function operationId(method: string, path: string): string {
  const queryAt = path.indexOf('?');
  let bare = `/${(queryAt === -1 ? path : path.slice(0, queryAt)).replace(/^\/+/, '')}`;
  if (!bare.endsWith('/')) bare += '/';
  const found = exact.get(`${method} ${bare}`);
  if (found) return found;
  return keyed.find((op) => op.method === method && op.pattern.test(bare))?.id ?? OTHER_OPERATION;
}
