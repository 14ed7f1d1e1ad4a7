import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeforeSignIn } from '@/components/auth/before-sign-in';
import { SESSION_HINT_SCRIPT } from '@/lib/session/hint';
import { EARLY_NAME_CLASS, EARLY_POINTS_CLASS, TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '@/lib/rules/session';

/** Runs the hint as the page's head does, and reads what it left on <html> (its early question unanswered). */
function hint(): string | undefined {
  delete document.documentElement.dataset.session;
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  new Function(SESSION_HINT_SCRIPT)();
  vi.unstubAllGlobals();
  return document.documentElement.dataset.session;
}

afterEach(() => {
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.cookie = 'other=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.localStorage.clear();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.session;
});

describe('the session hint, before the first paint', () => {
  it('finds no session on a fresh device, nor in another cookie that merely ends with the name', () => {
    expect(hint()).toBe('none');
    document.cookie = `x${TOKEN_COOKIE}=abc; path=/`;
    expect(hint()).toBe('none');
    document.cookie = `x${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('finds a token kept in the cookie, among others', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = `${TOKEN_COOKIE}=demo.abc; path=/`;
    expect(hint()).toBe('stored');
  });

  it('finds a token kept in localStorage only (the cookie gone)', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'demo.abc');
    expect(hint()).toBe('stored');
  });

  it('an empty cookie is no session', () => {
    document.cookie = `${TOKEN_COOKIE}=; path=/`;
    expect(hint()).toBe('none');
  });

  it('a JWT whose exp has passed is expired (shown as a guest); one still valid, one without exp, and any other token are stored', () => {
    const jwt = (claims: object) =>
      ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)]
        .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
        .join('.') + '.c2ln';
    const now = Math.floor(Date.now() / 1000);
    document.cookie = `${TOKEN_COOKIE}=${jwt({ user_id: 7, exp: now - 60 })}; path=/`;
    expect(hint()).toBe('expired');
    document.cookie = `${TOKEN_COOKIE}=${jwt({ user_id: 7, exp: now + 3600 })}; path=/`;
    expect(hint()).toBe('stored');
    document.cookie = `${TOKEN_COOKIE}=${jwt({ user_id: 7 })}; path=/`;
    expect(hint()).toBe('stored');
    // A payload whose base64url needs the characters base64 spells + and / (a name with ~ and ?).
    document.cookie = `${TOKEN_COOKIE}=${jwt({ name: '~~~???', exp: now - 60 })}; path=/`;
    expect(hint()).toBe('expired');
    document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    window.localStorage.setItem(TOKEN_STORAGE_KEY, jwt({ exp: now - 60 }));
    expect(hint()).toBe('expired');
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'demo.not-base64!');
    expect(hint()).toBe('stored');
  });

  it("says nothing where storage cannot be read (a guest's view then shows)", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(hint()).toBeUndefined();
  });
});

describe("the member's points before hydration", () => {
  /** Runs the hint on a device keeping a token, the session route answering `answer`; the slots' text after. */
  async function written(answer: object): Promise<{ points: string | null; name: string | null }> {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'demo.abc');
    const slot = document.createElement('span');
    slot.innerHTML = `<span class="${EARLY_NAME_CLASS}"></span><span class="${EARLY_POINTS_CLASS}"></span>`;
    document.body.append(slot);
    const fetched = vi.fn(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetched);
    new Function(SESSION_HINT_SCRIPT)();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    vi.unstubAllGlobals();
    slot.remove();
    const text = (name: string) => slot.querySelector(`.${name}`)!.textContent;
    return { points: text(EARLY_POINTS_CLASS), name: text(EARLY_NAME_CLASS) };
  }

  it("writes the route's labels of the points and the name into the placeholder's slots", async () => {
    expect(await written({ status: 'member', pointsLabel: '24.750 Pts', nameLabel: 'Budi Santoso' })).toEqual({
      points: '24.750 Pts',
      name: 'Budi Santoso',
    });
  });

  it('writes nothing for an answer without a label (a guest, a user not a member yet, a balance not readable)', async () => {
    expect(await written({ status: 'guest' })).toEqual({ points: '', name: '' });
    expect(await written({ status: 'member', member: { balance: null }, nameLabel: 'Budi Santoso' })).toEqual({ points: '', name: '' });
  });
});

describe('a member page before a session is known', () => {
  it("while restoring, holds both the member's placeholder and the guest's view, for the hint to choose", () => {
    const { container } = render(
      <BeforeSignIn restoring placeholder={<p>placeholder</p>}>
        <p>guest</p>
      </BeforeSignIn>,
    );
    expect(
      [...container.querySelectorAll('[data-before-session]')].map((part) => [part.getAttribute('data-before-session'), part.textContent]),
    ).toEqual([
      ['guest', 'guest'],
      ['member', 'placeholder'],
    ]);
  });

  it("once a guest is known, keeps the same guest's view (not drawn again) and drops the placeholder", () => {
    const view = render(
      <BeforeSignIn restoring placeholder={<p>placeholder</p>}>
        <button type="button">Masuk</button>
      </BeforeSignIn>,
    );
    const button = view.getByRole('button', { name: 'Masuk' });
    view.rerender(
      <BeforeSignIn restoring={false} placeholder={<p>placeholder</p>}>
        <button type="button">Masuk</button>
      </BeforeSignIn>,
    );
    expect(view.getByRole('button', { name: 'Masuk' })).toBe(button);
    expect(view.queryByText('placeholder')).not.toBeInTheDocument();
    expect(view.container.querySelector('[data-before-session]')).toBeNull();
  });
});
