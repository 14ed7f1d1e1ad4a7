import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider, useSession } from '@/hooks/use-session';
import { saveToken } from '@/lib/browser/storage';
import { SEED_TOKEN, resetAuthStorage } from './auth-harness';

// The session's steps after hydration (the token read, its member known) re-render every part that reads
// the session. They are transitions: rendered in slices a tap can interrupt, and a part that is not ready
// for the new step (it suspends) keeps showing the last step instead of falling back to a placeholder.

/** A part that suspends once `ready(value)` holds, until `release` is called. */
function slowPart(ready: (value: string) => boolean) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let open = false;
  void gate.then(() => (open = true));
  const state = { suspended: false, release: () => release() };
  function Part({ value }: { value: string }) {
    if (ready(value) && !open) {
      state.suspended = true;
      throw gate;
    }
    return <p>shown: {value}</p>;
  }
  return { Part, state };
}

function renderSession(children: React.ReactNode) {
  return render(
    <SessionProvider>
      <Suspense fallback={<p>fallback</p>}>{children}</Suspense>
    </SessionProvider>,
  );
}

/**
 * Once the part suspends on the next step: the last step stays on screen (no fallback), and the next one
 * shows when the part is ready.
 */
async function keepsLastStep(state: { suspended: boolean; release: () => void }, last: string, next: string | RegExp) {
  await waitFor(() => expect(state.suspended).toBe(true));
  expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  expect(screen.getByText(last)).toBeInTheDocument();
  await act(async () => state.release());
  expect(await screen.findByText(next)).toBeInTheDocument();
}

beforeEach(resetAuthStorage);
afterEach(resetAuthStorage);

describe("the browser's session steps, as transitions", () => {
  it('a kept token let in: what showed the unknown step stays on screen until the member step is ready', async () => {
    saveToken(SEED_TOKEN);
    const { Part, state } = slowPart((status) => status === 'member');
    function Status() {
      return <Part value={useSession().status} />;
    }
    renderSession(<Status />);
    expect(screen.getByText('shown: unknown')).toBeInTheDocument();
    await keepsLastStep(state, 'shown: unknown', 'shown: member');
  });

  it('no kept token: the guest step is a transition too', async () => {
    const { Part, state } = slowPart((status) => status === 'guest');
    function Status() {
      return <Part value={useSession().status} />;
    }
    renderSession(<Status />);
    await keepsLastStep(state, 'shown: unknown', 'shown: guest');
  });
});
