/**
 * The gallery slider's rules, without the DOM. Apart from ./gallery so that they load with the
 * slider (embla, on the first touch), not with the page: a module both use would be a chunk of
 * its own on every product page.
 */

/** How the gallery is driven by drag: a move past this many pixels is a drag, not a click (Flickity's 3). */
export const DRAG_THRESHOLD = 3;
