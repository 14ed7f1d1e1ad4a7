import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showNewVersionToast } from '@/components/offline/new-version-toast';
import '../match-media';

afterEach(() => act(() => toast.remove()));

describe('the new version toast', () => {
  it('says a new version is ready and stays until "Muat ulang" switches to it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const apply = vi.fn();
    render(<Toaster toastOptions={{ duration: 1000 }} />);
    act(() => showNewVersionToast(toast, apply));
    expect(await screen.findByText('Versi baru tersedia')).toBeInTheDocument();
    // Unlike the one-second toasts, it waits for an answer.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Versi baru tersedia')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(apply).toHaveBeenCalledOnce();
    // react-hot-toast removes a dismissed toast after its 1 s exit: more than waitFor's default wait.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Muat ulang' })).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('is shown once however often the worker reports a waiting version', async () => {
    render(<Toaster />);
    act(() => {
      showNewVersionToast(toast, vi.fn());
      showNewVersionToast(toast, vi.fn());
    });
    await screen.findByText('Versi baru tersedia');
    expect(screen.getAllByRole('button', { name: 'Muat ulang' })).toHaveLength(1);
  });
});
