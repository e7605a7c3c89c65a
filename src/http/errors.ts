/**
 * Typed request failures. Callers branch on `kind` (it survives bundling and realms, unlike
 * `instanceof` across two copies of this module).
 *
 * @example
 * try { await wcAjax(queue, config, 'add_to_cart', fields) }
 * catch (error) { if (isRequestError(error) && error.kind === 'timeout') retry() }
 */

/** The server answered with a non-2xx status. */
export class HttpError extends Error {
  readonly kind = 'http';
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** No answer within the request's time-out; the request was aborted. */
export class TimeoutError extends Error {
  readonly kind = 'timeout';
  constructor(readonly timeout: number) {
    super(`Request timed out after ${timeout} ms`);
    this.name = 'TimeoutError';
  }
}

/** The caller aborted the request (or cleared the queue) before it completed. */
export class AbortError extends Error {
  readonly kind = 'abort';
  constructor() {
    super('Request aborted');
    this.name = 'AbortError';
  }
}

/** The transport itself failed (offline, DNS, CORS…); `cause` holds the original error. */
export class NetworkError extends Error {
  readonly kind = 'network';
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** The body was expected to be JSON and is not. */
export class ParseError extends Error {
  readonly kind = 'parse';
  constructor(
    readonly body: string,
    cause?: unknown,
  ) {
    super('Response is not valid JSON', { cause });
    this.name = 'ParseError';
  }
}

/**
 * A 2xx answer with an empty body: WooCommerce answers `add_to_cart` without a `product_id` this
 * way (status 200, `text/html`, no content) instead of with an error.
 */
export class EmptyResponseError extends Error {
  readonly kind = 'empty';
  constructor(readonly status: number) {
    super('Empty response');
    this.name = 'EmptyResponseError';
  }
}

export type RequestError = HttpError | TimeoutError | AbortError | NetworkError | ParseError | EmptyResponseError;
export type RequestErrorKind = RequestError['kind'];

const KINDS: readonly string[] = ['http', 'timeout', 'abort', 'network', 'parse', 'empty'];

/** Narrows an unknown rejection to one of this module's errors. */
export const isRequestError = (error: unknown): error is RequestError =>
  error instanceof Error && KINDS.includes((error as { kind?: string }).kind ?? '');
