import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { IMAGE_LOAD_ERROR, KEY_REPEAT_LIMIT_MS, VIEWER_IMAGE_WIDTH } from '@/components/image-viewer/constants';
import { ZoomableImage } from '@/components/image-viewer/zoomable-image';
import { Modal } from '@/components/ui/modal';
import { imageUrl } from '@/lib/rules/image';
import { startPageTranslator } from '../page-translator';

const IMAGE = { url: '/demo/deals/kaos-kaki.webp', width: 400, height: 300 };
const ALT = 'Kaos Kaki Gratis';

function renderImage(props: Partial<React.ComponentProps<typeof ZoomableImage>> = {}) {
  return render(
    <main>
      <button type="button">sebelum</button>
      <ZoomableImage image={IMAGE} alt={ALT} {...props} />
    </main>,
  );
}

async function openViewer() {
  renderImage();
  await userEvent.click(screen.getByRole('button', { name: `Perbesar gambar: ${ALT}` }));
  const dialog = (await screen.findByRole('dialog', { name: ALT })) as HTMLDialogElement;
  const view = within(dialog);
  const image = () => view.getByRole('img', { name: ALT });
  return {
    dialog,
    view,
    image,
    stage: view.getByTestId('image-viewer-stage'),
    level: () => Number(image().dataset.zoomLevel),
    scale: () => Number(/scale\(([^)]+)\)/.exec(image().style.transform)?.[1]),
    translate: () => /translate3d\(([-\d.e]+)px, ([-\d.e]+)px/.exec(image().style.transform)?.slice(1).map(Number),
    zoomIn: () => view.getByRole('button', { name: 'Perbesar' }),
    zoomOut: () => view.getByRole('button', { name: 'Perkecil' }),
  };
}

/** Each key press a moment after the last, beyond the repeat limit, unless told otherwise. */
function clock(start = 10_000) {
  let now = start;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  return { advance: (ms: number) => (now += ms) };
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('ZoomableImage', () => {
  it('shows the sized image as a button that names what it enlarges', () => {
    renderImage({ width: 320 });
    const button = screen.getByRole('button', { name: `Perbesar gambar: ${ALT}` });
    const img = within(button).getByRole('img', { name: ALT });
    expect(img).toHaveAttribute('src', imageUrl(IMAGE.url, 320));
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
  });

  it('uses the default 600x600 for an image of unknown size', () => {
    render(<ZoomableImage image={{ url: '/a.png' }} alt="A" />);
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('src', imageUrl('/a.png', 600));
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '600');
  });

  it('shows a neutral placeholder with the failure text when the image fails to load', () => {
    renderImage();
    fireEvent.error(screen.getByRole('img', { name: ALT }));
    expect(screen.getByText(IMAGE_LOAD_ERROR)).toBeInTheDocument();
    expect(IMAGE_LOAD_ERROR).toBe('This image failed to load.');
    expect(screen.queryByRole('button', { name: /Perbesar gambar/ })).not.toBeInTheDocument();
  });

  it('does not load the viewer until it is opened', () => {
    renderImage();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });
});

describe('image viewer', () => {
  it('opens a modal dialog named by the alt text with a larger image, focus inside', async () => {
    const { dialog, image } = await openViewer();
    expect(dialog.open).toBe(true);
    expect(image()).toHaveAttribute('src', imageUrl(IMAGE.url, VIEWER_IMAGE_WIDTH));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the image', async () => {
    const { dialog } = await openViewer();
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Perbesar gambar: ${ALT}` })).toHaveFocus();
  });

  it('closes from its Tutup button', async () => {
    const { view } = await openViewer();
    await userEvent.click(view.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Perbesar gambar: ${ALT}` })).toHaveFocus();
  });

  it('zoom in adds 100 levels, scale 1.007^level, and stops at 300', async () => {
    const v = await openViewer();
    expect(v.level()).toBe(0);
    expect(v.scale()).toBe(1);
    expect(v.view.getByRole('status')).toHaveTextContent('100%');
    for (const expected of [100, 200, 300, 300]) {
      await userEvent.click(v.zoomIn());
      expect(v.level()).toBe(expected);
      expect(v.scale()).toBeCloseTo(1.007 ** expected, 10);
    }
    expect(v.view.getByRole('status')).toHaveTextContent(`${Math.round(1.007 ** 300 * 100)}%`);
    expect(v.zoomIn()).toHaveAttribute('aria-disabled', 'true');
  });

  it('on a page a translator has rewritten, the zoom shown follows the zoom', async () => {
    const v = await openViewer();
    onTestFinished(startPageTranslator('EN '));
    expect(v.view.getByRole('status')).toHaveTextContent('EN 100%');
    await userEvent.click(v.zoomIn());
    expect(v.view.getByRole('status')).toHaveTextContent(`Perbesaran EN ${Math.round(1.007 ** 100 * 100)}%`);
  });

  it('zoom out removes 100 levels and stops at 0', async () => {
    const v = await openViewer();
    expect(v.zoomOut()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(v.zoomOut());
    expect(v.level()).toBe(0);
    await userEvent.click(v.zoomIn());
    await userEvent.click(v.zoomIn());
    for (const expected of [100, 0, 0]) {
      await userEvent.click(v.zoomOut());
      expect(v.level()).toBe(expected);
    }
  });

  it('a double-click adds 100 levels; at the maximum it goes back to fit', async () => {
    const v = await openViewer();
    for (const expected of [100, 200, 300, 0]) {
      fireEvent.doubleClick(v.stage);
      expect(v.level()).toBe(expected);
    }
  });

  it('the mouse wheel zooms, at most 100 levels per event, within 0..300', async () => {
    const v = await openViewer();
    fireEvent.wheel(v.stage, { deltaY: -40 });
    expect(v.level()).toBe(40);
    fireEvent.wheel(v.stage, { deltaY: -1000 });
    expect(v.level()).toBe(140);
    fireEvent.wheel(v.stage, { deltaY: -3, deltaMode: 1 });
    expect(v.level()).toBe(188);
    for (let i = 0; i < 5; i++) fireEvent.wheel(v.stage, { deltaY: -100 });
    expect(v.level()).toBe(300);
    for (let i = 0; i < 5; i++) fireEvent.wheel(v.stage, { deltaY: 100 });
    expect(v.level()).toBe(0);
  });

  it('keys: + and = zoom in, - zooms out, 0 resets', async () => {
    const time = clock();
    const v = await openViewer();
    const press = (key: string) => {
      time.advance(KEY_REPEAT_LIMIT_MS);
      fireEvent.keyDown(document.activeElement ?? v.dialog, { key });
    };
    press('+');
    expect(v.level()).toBe(100);
    press('=');
    expect(v.level()).toBe(200);
    press('-');
    expect(v.level()).toBe(100);
    press('+');
    press('+');
    press('+');
    expect(v.level()).toBe(300);
    press('0');
    expect(v.level()).toBe(0);
    press('-');
    expect(v.level()).toBe(0);
  });

  it('ignores a key pressed within 180 ms of the last one', async () => {
    const time = clock();
    const v = await openViewer();
    const target = () => document.activeElement ?? v.dialog;
    fireEvent.keyDown(target(), { key: '+' });
    time.advance(KEY_REPEAT_LIMIT_MS - 1);
    fireEvent.keyDown(target(), { key: '+' });
    expect(v.level()).toBe(100);
    time.advance(1);
    fireEvent.keyDown(target(), { key: '+' });
    expect(v.level()).toBe(200);
  });

  it('takes keys wherever focus is while open (a click on the image may leave it on the body)', async () => {
    clock();
    const v = await openViewer();
    fireEvent.keyDown(document.body, { key: '+' });
    expect(v.level()).toBe(100);
  });

  it('leaves Ctrl/Cmd + (the browser zoom) alone', async () => {
    clock();
    const v = await openViewer();
    fireEvent.keyDown(v.dialog, { key: '+', ctrlKey: true });
    fireEvent.keyDown(v.dialog, { key: '+', metaKey: true });
    expect(v.level()).toBe(0);
  });

  it('arrow keys pan only a zoomed image', async () => {
    const time = clock();
    const v = await openViewer();
    const press = (key: string) => {
      time.advance(KEY_REPEAT_LIMIT_MS);
      return fireEvent.keyDown(v.dialog, { key });
    };
    // Unzoomed, an arrow keeps its default action.
    expect(press('ArrowLeft')).toBe(true);
    expect(v.translate()).toEqual([0, 0]);
    press('+');
    press('+');
    expect(press('ArrowLeft')).toBe(false);
    expect(v.translate()).toEqual([60, 0]);
    press('ArrowDown');
    expect(v.translate()).toEqual([60, -60]);
    press('ArrowRight');
    press('ArrowRight');
    press('ArrowUp');
    expect(v.translate()).toEqual([-60, 0]);
  });

  it('dragging pans a zoomed image', async () => {
    const v = await openViewer();
    const drag = (dx: number, dy: number) => {
      fireEvent.pointerDown(v.stage, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 100, clientY: 100 });
      fireEvent.pointerMove(v.stage, { pointerId: 1, pointerType: 'mouse', clientX: 100 + dx, clientY: 100 + dy });
      fireEvent.pointerUp(v.stage, { pointerId: 1, pointerType: 'mouse', clientX: 100 + dx, clientY: 100 + dy });
    };
    drag(40, 20);
    expect(v.translate()).toEqual([0, 0]);
    await userEvent.click(v.zoomIn());
    await userEvent.click(v.zoomIn());
    drag(40, 20);
    expect(v.translate()).toEqual([40, 20]);
  });

  it('a two-finger pinch zooms', async () => {
    const v = await openViewer();
    const touch = (id: number, x: number) => ({ pointerId: id, pointerType: 'touch', clientX: x, clientY: 0 });
    fireEvent.pointerDown(v.stage, touch(1, 100));
    fireEvent.pointerDown(v.stage, touch(2, 200));
    fireEvent.pointerMove(v.stage, touch(2, 300));
    // The fingers moved twice as far apart: twice the scale.
    expect(v.scale()).toBeCloseTo(2, 6);
    fireEvent.pointerUp(v.stage, touch(1, 100));
    fireEvent.pointerUp(v.stage, touch(2, 300));
  });

  it('animates the transform for 300 ms', async () => {
    const v = await openViewer();
    expect(v.image().style.transition).toBe('transform 300ms ease-out');
  });

  it('does not animate under prefers-reduced-motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
    const v = await openViewer();
    expect(v.image().style.transition).toBe('transform 0ms ease-out');
  });

  it('shows the failure text when the image cannot be loaded, and no longer zooms', async () => {
    const v = await openViewer();
    fireEvent.error(v.image());
    expect(v.view.getByText(IMAGE_LOAD_ERROR)).toBeInTheDocument();
    expect(v.view.queryByRole('img')).not.toBeInTheDocument();
    expect(v.zoomIn()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(v.zoomIn());
    fireEvent.doubleClick(v.stage);
    expect(v.view.getByRole('status')).toHaveTextContent('100%');
  });
});

describe('image viewer inside a modal dialog (the deal and benefit views)', () => {
  it('Escape closes only the viewer; the dialog stays open with focus back on the image', async () => {
    const onClose = vi.fn();
    render(
      <Modal open label="Detail deal" onClose={onClose}>
        <div>
          <ZoomableImage image={IMAGE} alt={ALT} />
        </div>
      </Modal>,
    );
    const opener = screen.getByRole('button', { name: `Perbesar gambar: ${ALT}` });
    await userEvent.click(opener);
    const viewer = (await screen.findByRole('dialog', { name: ALT })) as HTMLDialogElement;
    await userEvent.keyboard('{Escape}');
    expect(viewer).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('dialog', { name: 'Detail deal' }) as HTMLDialogElement).open).toBe(true);
    expect(opener).toHaveFocus();
  });
});
