import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PageError from '@/app/error';
import {
  NEW_BUILD_LOADING,
  isMissingPart,
  reloadForNewBuild,
  reloadWhenPartsGoMissing,
  willReloadFor,
} from '@/lib/browser/reload-on-new-build';

/** What Turbopack's runtime throws when a chunk of the page's build is gone from the server. */
function missingPart(): Error {
  const error = new Error('Failed to load chunk /_next/static/chunks/2vlia2dmswh51.js from module 99608');
  error.name = 'ChunkLoadError';
  return error;
}

let reload: ReturnType<typeof vi.fn>;
const realLocation = window.location;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  vi.restoreAllMocks();
});

describe('a part of the build gone with a new deployment', () => {
  it('is told apart from other errors by its name', () => {
    expect(isMissingPart(missingPart())).toBe(true);
    expect(isMissingPart(new Error('Failed to fetch'))).toBe(false);
    expect(isMissingPart('ChunkLoadError')).toBe(false);
  });

  it('reloads the page once; a part still missing right after that reload is left to the error page', () => {
    expect(reloadForNewBuild(missingPart())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page (same tab) meets a missing part again at once: no loop of reloads.
    expect(willReloadFor(missingPart())).toBe(false);
    expect(reloadForNewBuild(missingPart())).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deployment, a while after: it reloads again.
    expect(willReloadFor(missingPart(), Date.now() + 61_000)).toBe(true);
  });

  it('never reloads for another error, nor where storage is blocked (the reload could not be counted)', () => {
    expect(reloadForNewBuild(new TypeError('x is undefined'))).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(reloadForNewBuild(missingPart())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a part loaded outside React (a promise nobody catches) reloads too', () => {
    reloadWhenPartsGoMissing();
    const unrelated = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: new Error('x') });
    window.dispatchEvent(unrelated);
    expect(reload).not.toHaveBeenCalled();
    const missing = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: missingPart() });
    window.dispatchEvent(missing);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(missing.defaultPrevented).toBe(true);
  });

  it("the page's error boundary says it is loading the new version and reloads, instead of the error", () => {
    render(<PageError error={missingPart()} retry={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(NEW_BUILD_LOADING);
    expect(screen.queryByText('Terjadi Kesalahan!')).not.toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('any other error keeps the error page and does not reload', () => {
    render(<PageError error={new Error('render failed')} retry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi Kesalahan!');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a part still missing after the reload shows the error page, whose Coba lagi reloads the page (a retry would ask the same build again)', async () => {
    window.sessionStorage.setItem('portalReloadedForNewBuild', String(Date.now()));
    const retry = vi.fn();
    render(<PageError error={missingPart()} retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi Kesalahan!');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(retry).not.toHaveBeenCalled();
  });

  it("any other error's Coba lagi fetches and renders the page again (Next's retry), without a reload", async () => {
    const retry = vi.fn();
    render(<PageError error={new Error('render failed')} retry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
