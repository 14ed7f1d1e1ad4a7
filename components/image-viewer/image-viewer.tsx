'use client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Image } from '@/lib/api/types';
import { useBackCloses } from '@/hooks/use-back-closes';
import { imageUrl } from '@/lib/rules/image';
import {
  ANIMATION_DURATION_MS,
  DEFAULT_VIEWER_IMAGE_SIZE,
  IMAGE_LOAD_ERROR,
  KEY_PAN_STEP,
  KEY_REPEAT_LIMIT_MS,
  MAX_ZOOM_LEVEL,
  MIN_ZOOM_LEVEL,
  VIEWER_IMAGE_WIDTH,
  WHEEL_STEP_LIMIT,
  ZOOM_BUTTON_INCREMENT_SIZE,
} from './constants';
import { INITIAL_ZOOM, clampOffset, fitSize, levelFor, panBy, scaleFor, zoomAround, type Point, type Size, type ZoomState } from './zoom';

export interface ImageViewerProps {
  image: Image;
  /** The dialog's accessible name and the image's alt text. */
  alt: string;
  onClose: () => void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** A point relative to the centre of `element`, the origin zoom.ts measures from. */
function pointIn(element: HTMLElement, clientX: number, clientY: number): Point {
  const rect = element.getBoundingClientRect();
  return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

type KeyAction = { zoom: number | 'reset' } | { pan: Point };

function keyAction(key: string, zoomed: boolean): KeyAction | null {
  switch (key) {
    case '+':
    case '=':
      return { zoom: ZOOM_BUTTON_INCREMENT_SIZE };
    case '-':
      return { zoom: -ZOOM_BUTTON_INCREMENT_SIZE };
    case '0':
      return { zoom: 'reset' };
  }
  // Arrows show more of that side; unzoomed there is nothing to pan, so they keep their default.
  if (!zoomed) return null;
  switch (key) {
    case 'ArrowLeft':
      return { pan: { x: KEY_PAN_STEP, y: 0 } };
    case 'ArrowRight':
      return { pan: { x: -KEY_PAN_STEP, y: 0 } };
    case 'ArrowUp':
      return { pan: { x: 0, y: KEY_PAN_STEP } };
    case 'ArrowDown':
      return { pan: { x: 0, y: -KEY_PAN_STEP } };
  }
  return null;
}

const TOOL_BUTTON =
  'grid h-11 w-11 shrink-0 place-items-center rounded-full text-2xl leading-none text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/**
 * The full-screen image viewer: a native modal <dialog> (the page behind is inert, Escape closes)
 * with zoom buttons, wheel, double-click, keyboard, drag and pinch. Loaded on first open only.
 */
export default function ImageViewer({ image, alt, onClose }: ImageViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const zoomInRef = useRef<HTMLButtonElement>(null);
  const [zoom, setZoom] = useState<ZoomState>(INITIAL_ZOOM);
  // The viewer mounts only in the browser, after a click, so the window can be read at once.
  const [box, setBox] = useState<Size>(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const [natural, setNatural] = useState<Size>({
    width: image.width ?? DEFAULT_VIEWER_IMAGE_SIZE.width,
    height: image.height ?? DEFAULT_VIEWER_IMAGE_SIZE.height,
  });
  const [failed, setFailed] = useState(false);
  const [gesturing, setGesturing] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);

  const fitted = fitSize(natural.width, natural.height, box.width, box.height);
  // Handlers outside React's render (wheel, pointer moves) read the latest geometry from here.
  const live = useRef({ fitted, box, failed, level: zoom.level });
  useEffect(() => {
    live.current = { fitted, box, failed, level: zoom.level };
  });
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Mounted while open: Back closes the viewer (and only the viewer, over a deal's dialog).
  useBackCloses(true, onClose);

  const zoomTo = useCallback((level: number | ((current: number) => number), point: Point = { x: 0, y: 0 }) => {
    if (live.current.failed) return;
    setZoom((state) => {
      const target = typeof level === 'function' ? level(state.level) : level;
      return zoomAround(state, target, point, live.current.fitted, live.current.box);
    });
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    zoomInRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const onCancel = (event: Event) => {
      // Escape: closing is the owner's decision (it unmounts the viewer and takes focus back).
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const measure = () => setBox({ width: stage.clientWidth || window.innerWidth, height: stage.clientHeight || window.innerHeight });
    if (typeof ResizeObserver === 'function') {
      // Observing reports the first size at once.
      const observer = new ResizeObserver(measure);
      observer.observe(stage);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    // Not a React handler: React's wheel listeners are passive, and the page must not scroll.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? stage.clientHeight || window.innerHeight : 1;
      const step = Math.max(-WHEEL_STEP_LIMIT, Math.min(WHEEL_STEP_LIMIT, event.deltaY * unit));
      if (step !== 0) zoomTo((level) => level - step, pointIn(stage, event.clientX, event.clientY));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [zoomTo]);

  // Keys: one press per KEY_REPEAT_LIMIT_MS, so holding + does not race to the limit. Listened for on the
  // window: the viewer is modal, and a click on the image may leave focus on the body.
  useEffect(() => {
    let lastKeyAt = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const action = keyAction(event.key, live.current.level > MIN_ZOOM_LEVEL);
      if (!action) return;
      event.preventDefault();
      const now = Date.now();
      if (now - lastKeyAt < KEY_REPEAT_LIMIT_MS) return;
      lastKeyAt = now;
      if ('pan' in action) setZoom((state) => panBy(state, action.pan.x, action.pan.y, live.current.fitted, live.current.box));
      else if (action.zoom === 'reset') zoomTo(MIN_ZOOM_LEVEL);
      else {
        const step = action.zoom;
        zoomTo((level) => level + step);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [zoomTo]);

  // Drag with one pointer pans a zoomed image; two pointers pinch.
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; level: number } | null>(null);
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: distance(a, b), level: zoom.level };
    }
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, current);
    if (pinch.current && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()];
      const start = pinch.current;
      if (start.distance > 0) {
        setGesturing(true);
        zoomTo(start.level + levelFor(distance(a, b) / start.distance), pointIn(event.currentTarget, (a.x + b.x) / 2, (a.y + b.y) / 2));
      }
    } else if (live.current.level > MIN_ZOOM_LEVEL) {
      setGesturing(true);
      setZoom((state) => panBy(state, current.x - previous.x, current.y - previous.y, live.current.fitted, live.current.box));
    }
  };
  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) setGesturing(false);
  };

  // A double-click adds ZOOM_BUTTON_INCREMENT_SIZE at the pointer; at the maximum it goes back to fit.
  const onDoubleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const point = pointIn(event.currentTarget, event.clientX, event.clientY);
    zoomTo((level) => (level >= MAX_ZOOM_LEVEL ? MIN_ZOOM_LEVEL : level + ZOOM_BUTTON_INCREMENT_SIZE), point);
  };

  const scale = scaleFor(zoom.level);
  // A resize may shrink the room to pan; what is shown stays within it.
  const offset = clampOffset(zoom, fitted, box, zoom.level);
  const duration = gesturing || reducedMotion ? 0 : ANIMATION_DURATION_MS;
  const atMin = failed || zoom.level <= MIN_ZOOM_LEVEL;
  const atMax = failed || zoom.level >= MAX_ZOOM_LEVEL;

  return (
    <dialog
      ref={dialogRef}
      aria-label={alt}
      aria-modal="true"
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden border-0 bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-14 shrink-0 items-center gap-1 px-2">
          <p className="min-w-0 flex-1 truncate px-2 text-sm text-slate-200">{alt}</p>
          <output className="w-14 shrink-0 text-center text-sm tabular-nums text-slate-200">
            <span className="sr-only">Perbesaran </span>
            <span>{`${Math.round(scale * 100)}%`}</span>
          </output>
          {/* aria-disabled rather than disabled: a focused button must keep focus at the limit. */}
          <button
            type="button"
            aria-label="Perkecil"
            aria-disabled={atMin}
            onClick={() => !atMin && zoomTo((level) => level - ZOOM_BUTTON_INCREMENT_SIZE)}
            className={TOOL_BUTTON}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            ref={zoomInRef}
            type="button"
            aria-label="Perbesar"
            aria-disabled={atMax}
            onClick={() => !atMax && zoomTo((level) => level + ZOOM_BUTTON_INCREMENT_SIZE)}
            className={TOOL_BUTTON}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" aria-label="Tutup" onClick={() => onCloseRef.current()} className={TOOL_BUTTON}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div
          ref={stageRef}
          data-testid="image-viewer-stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onDoubleClick={onDoubleClick}
          className={`relative min-h-0 flex-1 touch-none select-none overflow-hidden ${
            zoom.level > MIN_ZOOM_LEVEL ? (gesturing ? 'cursor-grabbing' : 'cursor-grab') : 'cursor-zoom-in'
          }`}
        >
          {failed ? (
            <p lang="en" className="absolute inset-0 grid place-items-center p-6 text-center text-base text-slate-200">
              {IMAGE_LOAD_ERROR}
            </p>
          ) : (
            <img
              src={imageUrl(image.url, VIEWER_IMAGE_WIDTH)}
              alt={alt}
              draggable={false}
              data-zoom-level={zoom.level}
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth > 0 && naturalHeight > 0) setNatural({ width: naturalWidth, height: naturalHeight });
              }}
              onError={() => {
                setFailed(true);
                setZoom(INITIAL_ZOOM);
              }}
              className="absolute left-1/2 top-1/2 max-w-none will-change-transform"
              style={{
                width: fitted.width,
                height: fitted.height,
                marginLeft: -fitted.width / 2,
                marginTop: -fitted.height / 2,
                transform: `translate3d(${offset.x}px, ${offset.y}px, 0) scale(${scale})`,
                transition: `transform ${duration}ms ease-out`,
              }}
            />
          )}
        </div>
      </div>
    </dialog>
  );
}
