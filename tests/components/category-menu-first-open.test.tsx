import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { expect, it, onTestFinished } from 'vitest';
import { CategoryMenuButton } from '@/components/layout/category-menu-button';

// A file of its own: the menu's code must load for the first time in this test, as on a page's first
// open, where it is shown by a transition whose effects React runs only after the browser has painted.
it('the Kategori menu takes focus before it is first painted, so an Escape pressed as soon as it shows closes it', async () => {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CategoryMenuButton />
    </SWRConfig>,
  );
  const button = screen.getByRole('button', { name: 'Kategori' });
  // The moment the menu enters the page (before a browser could paint it), a key goes where focus is.
  let focusAtFirstSight: Element | null = null;
  const watcher = new MutationObserver(() => {
    if (focusAtFirstSight !== null || !document.querySelector('[role="menu"]')) return;
    focusAtFirstSight = document.activeElement;
    focusAtFirstSight?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => watcher.disconnect());
  // React schedules its work as in a browser, not inside act(), which runs every effect before returning.
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  onTestFinished(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = wasAct;
  });

  // A mouse click: focus on the button, then the click.
  button.focus();
  button.click();
  await waitFor(() => expect(focusAtFirstSight).not.toBeNull());
  expect(focusAtFirstSight).toHaveAttribute('role', 'menuitem');
  expect(focusAtFirstSight).toHaveTextContent('Lihat Semua');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(button).toHaveFocus();
});
