import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { MODAL_REGISTRY } from '@/components/modals/registry';
import { useUI } from '@/hooks/use-ui';
import { TEST_CONFIG } from '../setup';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

// The dialog's host arrives only when the test lets it: a slow network holding its script.
const host = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('@/components/modals/modal-host', async () => {
  await host.arrived;
  return { ModalHost: () => <div role="dialog" aria-label="host" /> };
});

function Opener() {
  const { openModal } = useUI();
  return (
    <button type="button" onClick={() => openModal('LOGIN_VIEW')}>
      Masuk
    </button>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the first dialog of a visit', () => {
  it("asks for its view's code beside the host's, not once the host has arrived", async () => {
    const view = MODAL_REGISTRY.LOGIN_VIEW!.view;
    const loadView = vi.spyOn(view, 'load');
    render(
      <Providers config={TEST_CONFIG}>
        <Opener />
      </Providers>,
    );
    expect(loadView).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    // The host is still on its way: only a load started beside it can have begun.
    await waitFor(() => expect(loadView).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => host.arrive());
    expect(await screen.findByRole('dialog', { name: 'host' })).toBeInTheDocument();
    // The session's steps load on their own (hooks/use-session.tsx): the test ends once they have, not
    // while Vitest is still importing them.
    await import('@/lib/session/browser');
  });
});
