// Copying to the clipboard (lib/browser/copy-text.ts): the toast says how it went, with the toaster's library.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('react-hot-toast');
  vi.resetModules();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const withClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => ({ writeText }) });

describe('copyText', () => {
  it('copies, and says so once the toasts are loaded', async () => {
    const toast = { success: vi.fn(), error: vi.fn() };
    vi.doMock('react-hot-toast', () => ({ default: toast }));
    const writeText = vi.fn(async () => undefined);
    withClipboard(writeText);
    const { copyText, COPY_SUCCESS } = await import('@/lib/browser/copy-text');
    await expect(copyText('BUDI24')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('BUDI24');
    expect(toast.success).toHaveBeenCalledWith(COPY_SUCCESS);
  });

  it('says it failed when the clipboard refuses', async () => {
    const toast = { success: vi.fn(), error: vi.fn() };
    vi.doMock('react-hot-toast', () => ({ default: toast }));
    withClipboard(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { copyText, COPY_FAILURE } = await import('@/lib/browser/copy-text');
    await expect(copyText('BUDI24')).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith(COPY_FAILURE);
  });

  it('still copies when the toasts cannot load (a deployment since, no signal), and does not throw', async () => {
    vi.doMock('react-hot-toast', () => {
      throw new Error('Failed to load chunk');
    });
    const writeText = vi.fn(async () => undefined);
    withClipboard(writeText);
    const { copyText } = await import('@/lib/browser/copy-text');
    await expect(copyText('BUDI24')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('BUDI24');
  });
});
