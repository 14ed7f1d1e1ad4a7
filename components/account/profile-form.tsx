'use client';
import { useId, useRef, useState } from 'react';
import { PrimaryButton } from '@/components/ui/primary-button';
import { EmailField, TextField } from '@/components/ui/text-field';
import { useSession } from '@/hooks/use-session';
import { accountProblem, saveProfile } from '@/lib/api/account';
import type { User } from '@/lib/api/types';
import type { BrandContact } from '@/lib/rules/contact';
import { type ProfileField, type ProfileForm as Form, profileChanges, profileProblems } from '@/lib/rules/profile';
import { Outcome } from '@/components/ui/outcome';
import { ContactNotice } from './contact-notice';
import { PROFILE_NOT_OFFERED, PROFILE_NOT_SAVED, PROFILE_SAVED, PROFILE_UNCHANGED, failureWords } from './words';

const FIELDS: ProfileField[] = ['first_name', 'last_name', 'email'];

/**
 * The member's name and e-mail, saved with Simpan (`PATCH /api/account/profile`). What the member typed
 * stays in the fields whatever the answer: a field error in the backend's words under its field, anything
 * else above Simpan. A backend that does not offer the change (known when the page was rendered, or from
 * Simpan's answer) leaves the fields as typed, read-only, and says how to reach the brand.
 */
export function ProfileForm({ user, contact, offered: offeredNow = true }: { user: User; contact: BrandContact; offered?: boolean }) {
  const { refresh } = useSession();
  const headingId = useId();
  const [form, setForm] = useState<Form>(() => ({ first_name: user.first_name, last_name: user.last_name, email: user.email }));
  const [problems, setProblems] = useState<Partial<Record<ProfileField, string>>>({});
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [offered, setOffered] = useState(offeredNow);
  const fields = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});

  const change = (field: ProfileField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((now) => ({ ...now, [field]: event.target.value }));
    setProblems((now) => ({ ...now, [field]: undefined }));
  };

  const showProblems = (found: Partial<Record<ProfileField, string>>) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError('');
    setNotice('');
    const found = profileProblems(form);
    if (Object.keys(found).length) return showProblems(found);
    const changes = profileChanges(form, user);
    if (!Object.keys(changes).length) return setNotice(PROFILE_UNCHANGED);
    setBusy(true);
    const result = await saveProfile(changes);
    setBusy(false);
    if (result.ok && result.data) {
      const saved = result.data;
      setForm({ first_name: saved.first_name, last_name: saved.last_name, email: saved.email });
      setNotice(PROFILE_SAVED);
      // The header, Akun Saya and Kartu Member show the new name at once.
      await refresh();
      return;
    }
    const problem = accountProblem(result);
    if (problem.notOffered) return setOffered(false);
    const named = Object.fromEntries(FIELDS.filter((field) => problem.fields[field]).map((field) => [field, problem.fields[field]]));
    if (result.status === 400 && Object.keys(named).length) return showProblems(named);
    setError(failureWords(result, PROFILE_NOT_SAVED));
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Data diri
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextField
          label="Nama depan"
          required
          name="first_name"
          autoComplete="given-name"
          value={form.first_name}
          onChange={change('first_name')}
          readOnly={!offered}
          error={problems.first_name}
          ref={(input) => {
            fields.current.first_name = input;
          }}
        />
        <TextField
          label="Nama belakang"
          name="last_name"
          autoComplete="family-name"
          value={form.last_name}
          onChange={change('last_name')}
          readOnly={!offered}
          error={problems.last_name}
          ref={(input) => {
            fields.current.last_name = input;
          }}
        />
        <EmailField
          value={form.email}
          onChange={change('email')}
          readOnly={!offered}
          error={problems.email}
          ref={(input) => {
            fields.current.email = input;
          }}
        />
        {offered ? (
          <PrimaryButton busy={busy}>Simpan</PrimaryButton>
        ) : (
          <ContactNotice contact={contact}>{PROFILE_NOT_OFFERED}</ContactNotice>
        )}
        <Outcome error={error} notice={notice} className="" />
      </form>
    </section>
  );
}
