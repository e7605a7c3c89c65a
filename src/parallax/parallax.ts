/**
 * Parallax (Flatsome's `data-parallax`), DOM-free: how far a section's background drifts.
 * Speed runs from -10 to 10; at the moment the section's centre crosses the viewport's, the
 * background sits in its place, and it moves `speed / 10` of the scroll distance around that.
 */
export interface ParallaxInput {
  /** The section's top in the document and its height, measured when nothing scrolls. */
  top: number;
  height: number;
  scrollY: number;
  viewport: number;
  speed: number;
}

/** The background's offset in px, within ± half the section's height. */
export function parallaxOffset({ top, height, scrollY, viewport, speed }: ParallaxInput): number {
  const fromCentre = scrollY + viewport / 2 - (top + height / 2);
  const offset = fromCentre * (Math.max(-10, Math.min(10, speed)) / 10);
  const limit = height / 2;
  return Math.max(-limit, Math.min(limit, offset));
}
