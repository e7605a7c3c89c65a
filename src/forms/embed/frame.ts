/**
 * Where a form renders (spec §1): in an iframe shell of its own, or inline in the page; and how tall
 * a frame may be made by a message (spec §2, §9: 200 to 1000 px).
 */
import type { EmbedOptions } from '../definition/options';
import { parseUrl } from '../definition/url';

export const MIN_FRAME_HEIGHT = 200;
export const MAX_FRAME_HEIGHT = 1000;

/**
 * A frame height a message asked for, made safe: within 200..1000, rounded up to a whole pixel
 * (a fractional height would leave the content a scrollbar), 200 for anything not a finite number.
 *
 * @example clampHeight(1e6) // 1000; clampHeight(NaN) // 200; clampHeight(312.2) // 313
 */
export function clampHeight(h: number): number {
  return Number.isFinite(h) ? Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(h))) : MIN_FRAME_HEIGHT;
}

/**
 * Whether the page is one where forms never get a shell: where the form is being edited or
 * previewed inside HubSpot's own tools, so it must render inline (the tool frames and measures it
 * itself). That is HubSpot's app in every hublet and in QA (`app.hubspot.com`,
 * `app-eu1.hubspot.com`, `app.hubspotqa.com`: the form editor, its preview, the CMS page editor),
 * CMS page previews (`*.hubspotpreview-na1.com`, QA alike), and a preview of a published page
 * (`?hs_preview=…`). A document without a URL of its own (`about:srcdoc`, `about:blank`) is a
 * frame already.
 *
 * @example isExcludedPage('https://app-eu1.hubspot.com/forms/123/editor/abc') // true
 */
export function isExcludedPage(pageUrl: string): boolean {
  const url = parseUrl(pageUrl);
  return (
    !!url &&
    (url.protocol === 'about:' ||
      /^app(-[a-z]+\d+)?\.hubspot(qa)?\.com$|(^|\.)hubspotpreview(qa)?-[a-z]+\d+\.com$/.test(url.hostname) ||
      url.searchParams.has('hs_preview'))
  );
}

export interface FrameDecisionInput {
  options: Pick<EmbedOptions, 'renderFrame' | 'isInsideFrame' | 'pageId'>;
  /** Whether this document is already framed (`window !== window.top`). */
  inFrame: boolean;
  pageUrl: string;
  /** The definition's `themeName`, when it is known already. */
  themeName?: string | undefined;
}

/**
 * Spec §1: a form renders in an iframe unless it is already in a frame, is on an excluded page, has
 * a pageId, or uses the legacy theme. The options override, in this order:
 * - `isInsideFrame: true` renders inline, whatever else is set: it is what the shell tells the form
 *   inside it, so a shell never opens a shell within itself;
 * - `renderFrame` (true or false) decides outright;
 * - `isInsideFrame: false` overrides the frame detection (a site framing its own pages).
 *
 * @example shouldRenderInFrame({ options: {}, inFrame: false, pageUrl: 'https://shop.vn/lien-he' }) // true
 */
export function shouldRenderInFrame({ options, inFrame, pageUrl, themeName }: FrameDecisionInput): boolean {
  if (options.isInsideFrame === true) return false;
  if (typeof options.renderFrame === 'boolean') return options.renderFrame;
  const framed = options.isInsideFrame ?? inFrame;
  const hasPage = (options.pageId ?? '') !== '';
  return !framed && !hasPage && themeName !== 'legacy' && !isExcludedPage(pageUrl);
}
