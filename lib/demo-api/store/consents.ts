import { SEED, type SeedUser } from '../seed';
import { answer } from './answers';
import { isRecord, nowIso, text } from './common';
import { getDemoStore } from './state';

/** Every consent the scheme asks for, with the user's choice; one never made is not given. */
function consentList(user: SeedUser) {
  const chosen = getDemoStore().consents[user.uid] ?? {};
  return SEED.consentTexts.map(({ key, text, version }) => ({
    key,
    granted: chosen[key]?.granted ?? false,
    text,
    version,
    updated_at: chosen[key]?.updated_at ?? null,
  }));
}

export const listConsents = (user: SeedUser) => answer(consentList(user));

const CONSENT_TEXT_CHANGED = 'Teks persetujuan ini sudah diperbarui. Muat ulang halaman untuk membacanya.';

/** Stores the consents sent (all or none: one that cannot be stored refuses the lot); answers every consent. */
export function updateConsents(user: SeedUser, body: unknown) {
  if (!Array.isArray(body) || !body.every(isRecord))
    return answer({ detail: 'Kirim daftar persetujuan: [{"key", "granted", "version"}].' }, 400);
  const changes: { key: string; granted: boolean; version: string }[] = [];
  for (const change of body) {
    const consent = SEED.consentTexts.find((c) => c.key === text(change.key));
    if (!consent) return answer({ detail: `Persetujuan tidak dikenal: ${text(change.key) || '(tanpa key)'}.` }, 400);
    if (typeof change.granted !== 'boolean') return answer({ granted: ['Isi dengan true atau false.'] }, 400);
    // Consent is to the words the member read: given to an older text, it is not given. Withdrawing always works.
    if (change.granted && text(change.version) !== consent.version) return answer({ detail: CONSENT_TEXT_CHANGED }, 400);
    changes.push({ key: consent.key, granted: change.granted, version: consent.version });
  }
  const chosen = (getDemoStore().consents[user.uid] ??= {});
  for (const { key, granted, version } of changes) {
    // The date says when the choice last changed: sending the same one again leaves it.
    if (chosen[key]?.granted !== granted) chosen[key] = { granted, version, updated_at: nowIso() };
  }
  return answer(consentList(user));
}
