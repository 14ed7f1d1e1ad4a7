// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ANIMATION_DURATION_MS,
  DEFAULT_VIEWER_IMAGE_SIZE,
  IMAGE_PADDING,
  KEY_REPEAT_LIMIT_MS,
  MAX_ZOOM_LEVEL,
  MIN_ZOOM_LEVEL,
  ZOOM_BUTTON_INCREMENT_SIZE,
  ZOOM_MULTIPLIER,
} from '@/components/image-viewer/constants';
import { INITIAL_ZOOM, clampOffset, clampZoom, fitSize, levelFor, panBy, scaleFor, zoomAround } from '@/components/image-viewer/zoom';

describe('image viewer constants', () => {
  it('have the values the viewer is tuned to', () => {
    expect({
      MAX_ZOOM_LEVEL,
      MIN_ZOOM_LEVEL,
      ZOOM_MULTIPLIER,
      ZOOM_BUTTON_INCREMENT_SIZE,
      ANIMATION_DURATION_MS,
      IMAGE_PADDING,
      KEY_REPEAT_LIMIT_MS,
      DEFAULT_VIEWER_IMAGE_SIZE,
    }).toEqual({
      MAX_ZOOM_LEVEL: 300,
      MIN_ZOOM_LEVEL: 0,
      ZOOM_MULTIPLIER: 1.007,
      ZOOM_BUTTON_INCREMENT_SIZE: 100,
      ANIMATION_DURATION_MS: 300,
      IMAGE_PADDING: 10,
      KEY_REPEAT_LIMIT_MS: 180,
      DEFAULT_VIEWER_IMAGE_SIZE: { width: 600, height: 600 },
    });
  });
});

describe('clampZoom', () => {
  it.each([
    [-1, 0],
    [-500, 0],
    [0, 0],
    [150, 150],
    [300, 300],
    [301, 300],
    [1e9, 300],
    [Number.POSITIVE_INFINITY, 300],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 0],
  ])('%d → %d', (level, expected) => expect(clampZoom(level)).toBe(expected));
});

describe('scaleFor and levelFor', () => {
  it.each([0, 1, 100, 200, 300])('scale of level %d is 1.007 ** level', (level) => {
    expect(scaleFor(level)).toBe(1.007 ** level);
  });

  it('level 0 is the fitted size and the maximum is about 8.1x', () => {
    expect(scaleFor(0)).toBe(1);
    expect(scaleFor(100)).toBeCloseTo(2.0088, 4);
    expect(scaleFor(MAX_ZOOM_LEVEL)).toBeCloseTo(8.107, 3);
  });

  it.each([1, 2, 8])('levelFor inverts scaleFor (%dx)', (scale) => {
    expect(scaleFor(levelFor(scale))).toBeCloseTo(scale, 10);
  });

  it.each([0, -1, Number.NaN])('levelFor(%d) is the minimum', (scale) => expect(levelFor(scale)).toBe(0));
});

describe('fitSize', () => {
  it.each<[string, [number, number, number, number], { width: number; height: number }]>([
    ['a wide image in a tall box is limited by width', [2000, 1000, 420, 800], { width: 400, height: 200 }],
    ['a tall image in a wide box is limited by height', [1000, 2000, 1280, 620], { width: 300, height: 600 }],
    ['a square image in a landscape box', [600, 600, 1280, 420], { width: 400, height: 400 }],
    ['a small image is enlarged to fit', [300, 200, 1280, 800], { width: 1170, height: 780 }],
    ['a small square image in a phone-sized box', [400, 400, 412, 748], { width: 392, height: 392 }],
    ['an image exactly the box less padding fits as is', [1260, 780, 1280, 800], { width: 1260, height: 780 }],
  ])('%s', (_case, [iw, ih, bw, bh], expected) => {
    expect(fitSize(iw, ih, bw, bh)).toEqual(expected);
  });

  it('keeps IMAGE_PADDING (10px) clear on every side by default', () => {
    const box = { width: 500, height: 300 };
    const fitted = fitSize(4000, 4000, box.width, box.height);
    expect(fitted).toEqual({ width: 280, height: 280 });
    expect((box.height - fitted.height) / 2).toBe(10);
    expect(fitSize(4000, 1000, 500, 1000)).toEqual({ width: 480, height: 120 });
  });

  it('takes another padding when given', () => {
    expect(fitSize(1000, 1000, 500, 500, 0)).toEqual({ width: 500, height: 500 });
    expect(fitSize(1000, 1000, 500, 500, 50)).toEqual({ width: 400, height: 400 });
  });

  it.each<[number, number, number, number]>([
    [0, 600, 500, 500],
    [600, 0, 500, 500],
    [Number.NaN, 600, 500, 500],
    [600, 600, Number.NaN, 500],
  ])('gives 0x0 for an unusable size (%d, %d, %d, %d)', (iw, ih, bw, bh) => {
    expect(fitSize(iw, ih, bw, bh)).toEqual({ width: 0, height: 0 });
  });

  it('gives 0x0 for a box smaller than its padding', () => {
    expect(fitSize(600, 600, 15, 500)).toEqual({ width: 0, height: 0 });
  });
});

describe('clampOffset', () => {
  const box = { width: 400, height: 400 };
  const fitted = { width: 380, height: 150 };

  it('keeps an unzoomed image centred', () => {
    expect(clampOffset({ x: 50, y: -70 }, fitted, box, 0)).toEqual({ x: 0, y: 0 });
  });

  it('lets a zoomed image pan until its edge plus the padding meets the box edge', () => {
    // At level 100 the image is 380 * 2.0088 ≈ 763px wide: (764 - 400) / 2 + 10 ≈ 192px each way.
    const maxX = (380 * scaleFor(100) - 400) / 2 + 10;
    expect(clampOffset({ x: 1000, y: 0 }, fitted, box, 100).x).toBeCloseTo(maxX, 10);
    expect(clampOffset({ x: -1000, y: 0 }, fitted, box, 100).x).toBeCloseTo(-maxX, 10);
    expect(clampOffset({ x: 20, y: 0 }, fitted, box, 100).x).toBe(20);
  });

  it('keeps an axis centred while the zoomed image is still smaller than the box along it', () => {
    // 150 * 2.0088 ≈ 301px: shorter than the box (less padding) vertically.
    expect(clampOffset({ x: 0, y: 80 }, fitted, box, 100).y).toBe(0);
  });
});

describe('zoomAround', () => {
  const box = { width: 400, height: 400 };
  const fitted = { width: 380, height: 380 };

  it('zooms about the centre without moving the image', () => {
    expect(zoomAround(INITIAL_ZOOM, 100, { x: 0, y: 0 }, fitted, box)).toEqual({ level: 100, x: 0, y: 0 });
  });

  it('keeps the point under the pointer in place', () => {
    const point = { x: 100, y: -50 };
    const next = zoomAround(INITIAL_ZOOM, 100, point, fitted, box);
    const ratio = scaleFor(100);
    expect(next.level).toBe(100);
    expect(next.x).toBeCloseTo(point.x - point.x * ratio, 10);
    expect(next.y).toBeCloseTo(point.y - point.y * ratio, 10);
    // The image point that was under the pointer ((point - offset) / scale) is still there.
    expect((point.x - next.x) / ratio).toBeCloseTo(point.x, 10);
  });

  it('cannot go beyond 300 or below 0', () => {
    expect(zoomAround({ level: 250, x: 0, y: 0 }, 350, { x: 0, y: 0 }, fitted, box).level).toBe(300);
    expect(zoomAround({ level: 50, x: 0, y: 0 }, -50, { x: 0, y: 0 }, fitted, box).level).toBe(0);
  });

  it('returns the same state when the level does not change', () => {
    const state = { level: 300, x: 5, y: 5 };
    expect(zoomAround(state, 400, { x: 10, y: 10 }, fitted, box)).toBe(state);
  });

  it('re-centres when zooming all the way out', () => {
    expect(zoomAround({ level: 200, x: 120, y: -80 }, 0, { x: 50, y: 50 }, fitted, box)).toEqual({ level: 0, x: 0, y: 0 });
  });
});

describe('panBy', () => {
  const box = { width: 400, height: 400 };
  const fitted = { width: 380, height: 380 };

  it('moves a zoomed image', () => {
    expect(panBy({ level: 200, x: 0, y: 0 }, 30, -40, fitted, box)).toEqual({ level: 200, x: 30, y: -40 });
  });

  it('does not move an unzoomed image', () => {
    const state = { level: 0, x: 0, y: 0 };
    expect(panBy(state, 30, 30, fitted, box)).toBe(state);
  });

  it('stops at the edge', () => {
    const max = (380 * scaleFor(100) - 400) / 2 + 10;
    expect(panBy({ level: 100, x: 0, y: 0 }, 5000, 0, fitted, box).x).toBeCloseTo(max, 10);
  });
});
