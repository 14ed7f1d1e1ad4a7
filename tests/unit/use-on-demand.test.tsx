import { Component, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand, preload, useOnDemand, type OnDemand } from '@/hooks/use-on-demand';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type MenuModule = { Menu: () => ReactNode };
const menuModule: MenuModule = { Menu: () => <ul aria-label="Menu" /> };

/** An import whose answer the test gives (or refuses) when it wants. */
function pendingImport<M>() {
  let answer!: (module: M) => void;
  let refuse!: (error: unknown) => void;
  const importer = vi.fn(
    () =>
      new Promise<M>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  return { importer, answer: (module: M) => answer(module), refuse: (error: unknown) => refuse(error) };
}

/** `whileOpen` renders beside the menu once it is wanted, after the button's own render. */
function MenuButton({ part, whileOpen }: { part: OnDemand<MenuModule>; whileOpen?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const Menu = useOnDemand(part, open)?.Menu;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Kategori
      </button>
      {open ? whileOpen : null}
      {open && Menu ? <Menu /> : null}
    </>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('useOnDemand', () => {
  it('loads nothing until wanted, then renders the part once its code is here', async () => {
    const load = pendingImport<MenuModule>();
    render(<MenuButton part={onDemand(load.importer)} />);
    expect(load.importer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Kategori' }));
    expect(load.importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: 'Menu' })).toBeNull();
    await act(async () => load.answer(menuModule));
    expect(screen.getByRole('list', { name: 'Menu' })).toBeTruthy();
  });

  it('renders the part in the very render that wants it once the code was loaded ahead (preload)', async () => {
    const load = pendingImport<MenuModule>();
    const part = onDemand(load.importer);
    preload(part);
    preload(part);
    load.answer(menuModule);
    await part.load();
    expect(load.importer).toHaveBeenCalledTimes(1); // loaded once, however often asked for
    render(<MenuButton part={part} />);
    // A click, with no wait for any promise or timer after it.
    act(() => screen.getByRole('button', { name: 'Kategori' }).click());
    expect(screen.getByRole('list', { name: 'Menu' })).toBeTruthy();
  });

  // React.lazy's reveal waits for a timer (React's 300 ms throttle for Suspense retries, which act()
  // skips here: e2e/first-load.spec.ts shows it in a browser). The hook's part needs none.
  it('shows the part as soon as its code is here, with no timer to wait for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
    const load = pendingImport<MenuModule>();
    render(<MenuButton part={onDemand(load.importer)} />);
    act(() => screen.getByRole('button', { name: 'Kategori' }).click());
    await act(async () => load.answer(menuModule));
    expect(screen.getByRole('list', { name: 'Menu' })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  // A part's first render is a transition: in slices on a phone's main thread, and a part not ready to show
  // (it suspends) leaves the page as it was rather than putting a placeholder in its place.
  it('renders an arriving part as a transition: the page stays as it was while the part is not ready', async () => {
    const load = pendingImport<MenuModule>();
    let ready = () => {};
    const gate = new Promise<void>((resolve) => (ready = resolve));
    let open = false;
    void gate.then(() => (open = true));
    const notReady: MenuModule = {
      Menu: () => {
        if (!open) throw gate;
        return <ul aria-label="Menu" />;
      },
    };
    render(
      <Suspense fallback={<p>fallback</p>}>
        <MenuButton part={onDemand(load.importer)} whileOpen={<p>opening</p>} />
      </Suspense>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kategori' }));
    await act(async () => load.answer(notReady));
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('opening')).toBeTruthy();
    await act(async () => ready());
    expect(screen.getByRole('list', { name: 'Menu' })).toBeTruthy();
  });

  // The first dialog's view loads beside its host (app/providers.tsx): it can be here after the host's
  // render saw it missing and before the host's effect runs.
  it('shows a part whose load ended between its render and its effect', async () => {
    const load = pendingImport<MenuModule>();
    const part = onDemand(load.importer);
    function LoadEndsNow() {
      // Runs after the render of MenuButton and before its (passive) effect: the load ends right then.
      useLayoutEffect(() => {
        part.loaded = menuModule;
      }, []);
      return null;
    }
    render(<MenuButton part={part} whileOpen={<LoadEndsNow />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kategori' }));
    await act(async () => load.answer(menuModule));
    expect(screen.getByRole('list', { name: 'Menu' })).toBeTruthy();
  });

  it('throws a failed load to the error boundary (where a part gone with a deployment reloads), and loads again on the next use', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const load = pendingImport<MenuModule>();
    const part = onDemand(load.importer);
    render(
      <Boundary>
        <MenuButton part={part} />
      </Boundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kategori' }));
    const missing = Object.assign(new Error('Failed to load chunk'), { name: 'ChunkLoadError' });
    await act(async () => load.refuse(missing));
    expect(screen.getByRole('alert').textContent).toBe('ChunkLoadError: Failed to load chunk');
    cleanup();

    render(<MenuButton part={part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kategori' }));
    expect(load.importer).toHaveBeenCalledTimes(2);
    await act(async () => load.answer(menuModule));
    expect(screen.getByRole('list', { name: 'Menu' })).toBeTruthy();
  });

  it('a preload that fails is left to the first use: nothing unhandled', async () => {
    const load = pendingImport<MenuModule>();
    const part = onDemand(load.importer);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preload(part);
      load.refuse(new Error('offline'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      expect(part.loaded).toBeUndefined();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
