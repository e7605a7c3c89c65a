/**
 * The theme's quick view (Flatsome's `flatsome_quickview`): its constants, the request and the
 * reading of its answer, without the DOM. The popup is `islands/quick-view`.
 */
import { fetchText } from '../http/fetch';
import { parseHtmlResponse } from '../http/parse';
import { ajaxHeaders } from '../http/wc-ajax';

/** The slider inside a quick view starts a drag after 15 px, where the page's own take 3 (spec §9). */
export const QUICK_VIEW_DRAG_THRESHOLD = 15;

/** A quick view that has not answered after this long is given up, and the popup says so. */
export const QUICK_VIEW_TIMEOUT = 10_000;

/** The closed popup leaves the page this long after it closes (the theme's removal delay, spec §9). */
export const QUICK_VIEW_REMOVAL_DELAY = 300;

/** The admin-ajax action that answers the popup's HTML. */
export const QUICK_VIEW_ACTION = 'flatsome_quickview';

/**
 * A product id as `data-prod` carries it: digits only, above zero; anything else is no product
 * (the link then leads to its page, as it does without JavaScript).
 *
 * @example productIdOf(' 42 ') // 42
 * @example productIdOf('42abc') // undefined
 */
export function productIdOf(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

export interface QuickViewRequest {
  /** The page's `ajaxurl`. */
  url: string;
  product: number;
  /** Aborts the request, as closing the popup does. */
  signal?: AbortSignal;
  timeout?: number;
}

/**
 * Asks for a product's quick view as Flatsome's script does: a form-encoded POST of
 * `action=flatsome_quickview&product=<id>` to admin-ajax, with jQuery's ajax headers. Resolves with
 * the answer's HTML (not yet safe to insert: see `sanitizeHtml`); rejects with a `RequestError`
 * whose kind says why: `http` (a non-2xx status), `empty`, `network`, `timeout` (no answer within
 * `timeout` ms) or `abort`.
 *
 * @example const html = await requestQuickView({ url: config.ajaxurl, product: 42 });
 */
export async function requestQuickView({ url, product, signal, timeout = QUICK_VIEW_TIMEOUT }: QuickViewRequest): Promise<string> {
  const body = new URLSearchParams({ action: QUICK_VIEW_ACTION, product: String(product) }).toString();
  return parseHtmlResponse(await fetchText({ url, method: 'POST', headers: ajaxHeaders('POST', 'html'), body }, { signal, timeout }));
}
