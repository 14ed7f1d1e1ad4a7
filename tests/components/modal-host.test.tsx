import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUIProbe } from '../ui-probe';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/modals/modal-host';
import { AlertProvider } from '@/hooks/use-alert';
import { SessionProvider } from '@/hooks/use-session';
import { AlertHost } from '@/components/ui/alert-host';
import { MODAL_VIEWS, UIProvider, useUI } from '@/hooks/use-ui';
import { Modal } from '@/components/ui/modal';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const { Probe, ui } = createUIProbe();

function renderHost() {
  return render(
    <UIProvider>
      <AlertProvider Dialog={AlertHost}>
        <SessionProvider>
          <Probe>
            {(v) => (
              <button type="button" onClick={() => v.openModal('LOGIN_VIEW')}>
                opener
              </button>
            )}
          </Probe>
          <ModalHost />
        </SessionProvider>
      </AlertProvider>
    </UIProvider>,
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

describe('modal state', () => {
  it('throws the spec message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useUI())).toThrow('useUI must be used within a UIProvider');
  });

  it('knows every view name of the spec', () => {
    expect(MODAL_VIEWS).toEqual([
      'LOGIN_VIEW',
      'REGISTER_VIEW',
      'DEAL_DETAIL_VIEW',
      'BENEFIT_DETAIL_VIEW',
      'SHARE_VIEW',
      'SIDE_MENU_VIEW',
      'CHAT_VIEW',
      'CHAT_LIST_VIEW',
      'CHAT_HOME_VIEW',
      'SEARCH_VIEW',
      'ADDRESS_VIEW',
      'ORDER_RATING_VIEW',
      'RATING_LIST_VIEW',
      'NOTIFICATION_VIEW',
    ]);
  });

  it('stores a view with its data, callback and handlers, one view at a time', async () => {
    renderHost();
    const callback = vi.fn();
    const onClose = vi.fn();
    act(() => ui().openModal('REGISTER_VIEW', { data: { phone: '0812' }, callback, onClose }));
    expect(ui().displayModal).toBe(true);
    expect(ui().modalView).toBe('REGISTER_VIEW');
    expect(ui().modalData).toEqual({ phone: '0812' });
    expect(ui().callback).toBe(callback);
    expect(ui().onClose).toBe(onClose);
    act(() => ui().setModalView('LOGIN_VIEW'));
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(ui().modalData).toBeUndefined();
    expect(ui().callback).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Daftar' })).not.toBeInTheDocument();
  });

  it('closing calls the back handler and stays open when there is one', () => {
    renderHost();
    const onBack = vi.fn();
    const onClose = vi.fn();
    act(() => ui().openModal('LOGIN_VIEW', { onBack, onClose }));
    act(() => ui().closeModal());
    expect(onBack).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    expect(ui().displayModal).toBe(true);
  });

  it('closing calls the close handler and hides the modal otherwise', () => {
    renderHost();
    const onClose = vi.fn();
    act(() => ui().openModal('LOGIN_VIEW', { onClose }));
    act(() => ui().closeModal());
    expect(onClose).toHaveBeenCalledOnce();
    expect(ui().displayModal).toBe(false);
    expect(dialog().open).toBe(false);
  });
});

describe('modal host', () => {
  it('opens the view in a named dialog and moves focus in', async () => {
    renderHost();
    await userEvent.click(screen.getByRole('button', { name: 'opener' }));
    expect(dialog().open).toBe(true);
    expect(dialog()).toHaveAccessibleName('Masuk');
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    renderHost();
    const opener = screen.getByRole('button', { name: 'opener' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(ui().displayModal).toBe(false);
    expect(dialog().open).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    renderHost();
    await userEvent.click(screen.getByRole('button', { name: 'opener' }));
    await userEvent.click(await screen.findByRole('heading', { name: 'Masuk' }));
    expect(ui().displayModal).toBe(true);
    await userEvent.click(dialog());
    expect(ui().displayModal).toBe(false);
  });

  it('closes from its close button', async () => {
    renderHost();
    await userEvent.click(screen.getByRole('button', { name: 'opener' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(ui().displayModal).toBe(false);
  });

  it('renders nothing for a view with no content', () => {
    renderHost();
    act(() => ui().openModal('CHAT_VIEW'));
    expect(dialog().open).toBe(false);
  });
});

describe('Modal', () => {
  it('accepts exactly one child', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        // @ts-expect-error two children on purpose
        <Modal open label="x" onClose={() => {}}>
          <p>a</p>
          <p>b</p>
        </Modal>,
      ),
    ).toThrow();
  });
});

describe('focus trap', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab back', async () => {
    render(
      <Modal open label="Uji" onClose={() => {}}>
        <div>
          <button type="button">pertama</button>
          <button type="button">kedua</button>
        </div>
      </Modal>,
    );
    // jsdom has no layout: make the buttons count as visible.
    for (const el of screen.getAllByRole('button', { hidden: true })) el.getClientRects = () => [{}] as unknown as DOMRectList;
    const [first, , close] = screen.getAllByRole('button', { hidden: true });
    close.focus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
