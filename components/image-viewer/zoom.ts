/**
 * The viewer's zoom and pan math, free of React and the DOM. Offsets are in screen pixels and
 * measured from the centre of the viewing box to the centre of the image; points likewise.
 */
import { IMAGE_PADDING, MAX_ZOOM_LEVEL, MIN_ZOOM_LEVEL, ZOOM_MULTIPLIER } from './constants';

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface ZoomState extends Point {
  level: number;
}

export const INITIAL_ZOOM: ZoomState = { level: MIN_ZOOM_LEVEL, x: 0, y: 0 };

const positive = (n: number) => Number.isFinite(n) && n > 0;

/** Keeps a level between MIN_ZOOM_LEVEL and MAX_ZOOM_LEVEL; anything not a number is the minimum. */
export function clampZoom(level: number): number {
  if (Number.isNaN(level)) return MIN_ZOOM_LEVEL;
  return Math.min(MAX_ZOOM_LEVEL, Math.max(MIN_ZOOM_LEVEL, level));
}

/** The scale of a level: ZOOM_MULTIPLIER ** level. */
export function scaleFor(level: number): number {
  return ZOOM_MULTIPLIER ** level;
}

/** The level of a scale (the inverse of scaleFor), for pinch gestures. */
export function levelFor(scale: number): number {
  return positive(scale) ? Math.log(scale) / Math.log(ZOOM_MULTIPLIER) : MIN_ZOOM_LEVEL;
}

/**
 * The size an image is drawn at zoom level 0: as large as fits inside the box less `padding` on
 * every side, keeping its aspect ratio (a small image is enlarged too: the viewer is opened to see
 * it bigger than on the page). Unknown or empty sizes give 0x0.
 */
export function fitSize(imageW: number, imageH: number, boxW: number, boxH: number, padding: number = IMAGE_PADDING): Size {
  if (!positive(imageW) || !positive(imageH) || !Number.isFinite(boxW) || !Number.isFinite(boxH)) return { width: 0, height: 0 };
  const availW = Math.max(0, boxW - 2 * padding);
  const availH = Math.max(0, boxH - 2 * padding);
  const ratio = Math.min(availW / imageW, availH / imageH);
  return { width: imageW * ratio, height: imageH * ratio };
}

/**
 * Keeps a zoomed image over the box: it may be panned until its edge (plus the padding) meets the
 * box's edge, no further. An image smaller than the box along an axis stays centred on that axis.
 */
export function clampOffset(offset: Point, fitted: Size, box: Size, level: number, padding: number = IMAGE_PADDING): Point {
  const scale = scaleFor(clampZoom(level));
  const limit = (image: number, boxSide: number) => Math.max(0, (image * scale - boxSide) / 2 + padding);
  const clamp = (value: number, max: number) => (max === 0 ? 0 : Math.min(max, Math.max(-max, value)));
  return { x: clamp(offset.x, limit(fitted.width, box.width)), y: clamp(offset.y, limit(fitted.height, box.height)) };
}

/**
 * Zooms to `level` (clamped) keeping the image point under `point` where it is, as a viewer does
 * for the mouse wheel and a double-click; zoom buttons use the box's centre, {x: 0, y: 0}.
 */
export function zoomAround(state: ZoomState, level: number, point: Point, fitted: Size, box: Size): ZoomState {
  const next = clampZoom(level);
  if (next === state.level) return state;
  const ratio = scaleFor(next) / scaleFor(state.level);
  const offset = clampOffset({ x: point.x - (point.x - state.x) * ratio, y: point.y - (point.y - state.y) * ratio }, fitted, box, next);
  return { level: next, ...offset };
}

/** Moves a zoomed image by (dx, dy) pixels, within clampOffset's limits. */
export function panBy(state: ZoomState, dx: number, dy: number, fitted: Size, box: Size): ZoomState {
  const offset = clampOffset({ x: state.x + dx, y: state.y + dy }, fitted, box, state.level);
  return offset.x === state.x && offset.y === state.y ? state : { ...state, ...offset };
}
