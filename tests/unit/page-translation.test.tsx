import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { guardAgainstPageTranslation } from '@/lib/browser/page-translation';
import { startPageTranslator } from '../page-translator';

/** The markup the portal's lint rule (portal/one-text-run) forbids: a spinner that comes and goes before bare text. */
function SplitButton({ busy }: { busy: boolean }) {
  return <button type="button">{busy ? <i data-testid="spinner" /> : null}Next</button>;
}

function Counter() {
  const [n, setN] = useState(3);
  return (
    <p>
      Sisa {n} detik{n > 0 ? null : <b>selesai</b>}
      <button type="button" onClick={() => setN(0)}>
        habis
      </button>
    </p>
  );
}

describe('guardAgainstPageTranslation', () => {
  it('without it, React throws once a translator has replaced the text it inserts in front of', () => {
    // The failure the guard exists for, reproduced with the test translator on an unguarded prototype.
    const parent = document.createElement('div');
    const text = parent.appendChild(document.createTextNode('Next'));
    document.body.appendChild(parent);
    const stop = startPageTranslator('EN ');
    const notFound = expect.objectContaining({ name: 'NotFoundError' });
    expect(() => parent.insertBefore(document.createElement('i'), text)).toThrow(notFound);
    expect(() => parent.removeChild(text)).toThrow(notFound);
    stop();
    parent.remove();
  });

  it('once installed, removing a node that left its parent neither throws nor leaves it anywhere', () => {
    guardAgainstPageTranslation();
    const guarded = Node.prototype.removeChild;
    guardAgainstPageTranslation();
    expect(Node.prototype.removeChild, 'twice is once: no wrapper around the wrapper').toBe(guarded);
    const parent = document.createElement('div');
    const detached = document.createTextNode('lama');
    expect(parent.removeChild(detached)).toBe(detached);

    const moved = parent.appendChild(document.createElement('span'));
    const elsewhere = document.createElement('font');
    elsewhere.appendChild(moved);
    expect(parent.removeChild(moved)).toBe(moved);
    expect(moved.parentNode).toBeNull();
  });

  it('once installed, inserting in front of a node that left appends, and ordinary calls are unchanged', () => {
    guardAgainstPageTranslation();
    const parent = document.createElement('div');
    const first = parent.appendChild(document.createElement('b'));
    const last = parent.appendChild(document.createElement('u'));
    const stale = document.createTextNode('lama');
    const added = parent.insertBefore(document.createElement('i'), stale);
    expect([...parent.childNodes]).toEqual([first, last, added]);

    const between = parent.insertBefore(document.createElement('s'), last);
    expect([...parent.childNodes]).toEqual([first, between, last, added]);
    parent.removeChild(first);
    expect([...parent.childNodes]).toEqual([between, last, added]);
  });

  it('keeps React rendering a translated page: a spinner before text, text that changes, text that goes', async () => {
    guardAgainstPageTranslation();
    const { container, rerender, getByRole } = render(
      <>
        <SplitButton busy={false} />
        <Counter />
      </>,
    );
    const stop = startPageTranslator('EN ');
    expect(container.textContent).toContain('EN Next');

    rerender(
      <>
        <SplitButton busy />
        <Counter />
      </>,
    );
    expect(container.querySelector('[data-testid="spinner"]')).not.toBeNull();
    rerender(
      <>
        <SplitButton busy={false} />
        <Counter />
      </>,
    );
    expect(container.querySelector('[data-testid="spinner"]')).toBeNull();

    await act(async () => getByRole('button', { name: /habis/ }).click());
    expect(container.querySelector('b')).not.toBeNull();
    stop();
  });
});
