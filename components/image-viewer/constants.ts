/**
 * The image viewer's constants, in one place. Zoom is counted in levels:
 * the image's scale is ZOOM_MULTIPLIER ** level, so level 300 is about 8.2x.
 */
import { DEFAULT_IMAGE_SIZE } from '@/lib/rules/image';

export const MAX_ZOOM_LEVEL = 300;
export const MIN_ZOOM_LEVEL = 0;
export const ZOOM_MULTIPLIER = 1.007;
/** Levels added by the zoom buttons, a double-click and the + / - keys. */
export const ZOOM_BUTTON_INCREMENT_SIZE = 100;
/** The CSS transition of the image's transform (0 under prefers-reduced-motion). */
export const ANIMATION_DURATION_MS = 300;
/** Pixels kept clear around the fitted image. */
export const IMAGE_PADDING = 10;
/** Key presses closer together than this are ignored (a held key does not race to the limit). */
export const KEY_REPEAT_LIMIT_MS = 180;
/** Assumed size of an image whose dimensions are unknown until it loads. */
export const DEFAULT_VIEWER_IMAGE_SIZE = DEFAULT_IMAGE_SIZE;

/** The product's words (in English) for an image that cannot be loaded (docs/pages.md, "Images that fail"). */
export const IMAGE_LOAD_ERROR = 'This image failed to load.';

/** Pixels an arrow key pans a zoomed image. */
export const KEY_PAN_STEP = 60;
/** The most levels one wheel event may change (a mouse notch is about 100 px of deltaY). */
export const WHEEL_STEP_LIMIT = ZOOM_BUTTON_INCREMENT_SIZE;
/** Width requested for the viewer's image: sharper than the inline one, since it can be zoomed. */
export const VIEWER_IMAGE_WIDTH = 1600;
