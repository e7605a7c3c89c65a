import { abortError, RequestError, timeoutError } from './errors';
import type { HttpRequest, HttpResponse } from './queue';

export interface FetchOptions {
  /** Aborts the request: it then rejects with a `RequestError` of kind `abort`. */
  signal?: AbortSignal | undefined;
  /** Milliseconds before the request is given up (kind `timeout`); none by default. */
  timeout?: number | undefined;
  /**
   * `same-origin` by default: the shop's own endpoints, whose session cookie says whose cart it
   * is. `omit` for another site (the forms host).
   */
  credentials?: RequestCredentials;
}

/**
 * The one way the project asks a server: `fetch` with a time-out and an abort signal, failures
 * made the one `RequestError` (kind `timeout`, `abort` or `network`). It resolves with any answer
 * the server gives, whatever its status: reading it (`parseJsonResponse`, `parseHtmlResponse`)
 * says what a status or an empty body means. The cart's queue sends its requests with it, and the
 * search, the quick view and the forms ask through it too; WooCommerce's headers are `ajaxHeaders`'s
 * (./wc-ajax.ts).
 *
 * @example parseJsonResponse(await fetchText({ url, method: 'GET', headers: ajaxHeaders('GET', 'json') }, { signal, timeout: 8000 }))
 */
export async function fetchText({ url, method, headers, body }: HttpRequest, { signal, timeout, credentials = 'same-origin' }: FetchOptions = {}): Promise<HttpResponse> {
  if (signal?.aborted) throw abortError();
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout === undefined || timeout === Infinity
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout);
  const abort = (): void => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(url, { method, headers: headers ?? {}, body: body ?? null, credentials, signal: controller.signal });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    if (timedOut) throw timeoutError(timeout!);
    if (controller.signal.aborted) throw abortError();
    throw new RequestError('network', 'Network request failed', { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
