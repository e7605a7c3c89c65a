/**
 * The theme's quick view (Flatsome's `flatsome_quickview`): its constants, the request and the
 * reading of its answer, without the DOM. The popup is `islands/quick-view`.
 */

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

/** Why a quick view failed: the server's status, no answer in time, no connection, or an empty answer. */
export type QuickViewFailure = 'http' | 'timeout' | 'network' | 'empty';

/** A failed quick view request; `reason` says which way it failed. */
export class QuickViewError extends Error {
  declare readonly reason: QuickViewFailure;
  constructor(reason: QuickViewFailure, message: string) {
    super(message);
    this.name = 'QuickViewError';
    this.reason = reason;
  }
}

export interface QuickViewRequest {
  /** The page's `ajaxurl`. */
  url: string;
  product: number;
  /** Aborts the request, as closing the popup does; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  timeout?: number;
  /** Injected in tests; the global `fetch` otherwise. */
  fetch?: typeof fetch;
}

/**
 * Asks for a product's quick view as Flatsome's script does: a form-encoded POST of
 * `action=flatsome_quickview&product=<id>` to admin-ajax, with jQuery's ajax headers. Resolves with
 * the answer's HTML (not yet safe to insert: see `sanitizeHtml`); rejects with a `QuickViewError`
 * for a non-2xx status, an empty answer, no connection or no answer within `timeout` ms.
 *
 * @example const html = await requestQuickView({ url: config.ajaxurl, product: 42 });
 */
export async function requestQuickView({ url, product, signal, timeout = QUICK_VIEW_TIMEOUT, fetch: send = fetch }: QuickViewRequest): Promise<string> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const abort = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort);
  try {
    let response: Response;
    let text: string;
    try {
      response = await send(url, {
        method: 'POST',
        headers: {
          Accept: 'text/html, */*; q=0.01',
          'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: new URLSearchParams({ action: QUICK_VIEW_ACTION, product: String(product) }).toString(),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new QuickViewError('timeout', `No answer after ${timeout} ms`);
      if (signal?.aborted) throw signal.reason;
      throw new QuickViewError('network', error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new QuickViewError('http', `HTTP ${response.status}`);
    if (!text.trim()) throw new QuickViewError('empty', 'Empty answer');
    return text;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
