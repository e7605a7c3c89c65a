/**
 * Typed request failures. Callers branch on `kind` (it survives bundling and realms, unlike
 * `instanceof` across two copies of this module).
 *
 * @example
 * try { await wcAjax(queue, config, 'add_to_cart', fields) }
 * catch (error) { if (isRequestError(error) && error.kind === 'timeout') retry() }
 */

/**
 * What every request error shares: the `kind` callers branch on, and its class name in `name`.
 * Fields are declared and assigned in constructors, not written as class fields or parameter
 * properties: at the es2020 target those need esbuild's `__publicField` helper, a chunk of its own
 * that every page would import.
 */
abstract class RequestFailure<K extends string> extends Error {
  declare readonly kind: K;
  constructor(kind: K, name: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.kind = kind;
    this.name = name;
  }
}

/** The server answered with a non-2xx status. */
export class HttpError extends RequestFailure<'http'> {
  declare readonly status: number;
  declare readonly body: string;
  constructor(status: number, body: string) {
    super('http', 'HttpError', `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** No answer within the request's time-out; the request was aborted. */
export class TimeoutError extends RequestFailure<'timeout'> {
  declare readonly timeout: number;
  constructor(timeout: number) {
    super('timeout', 'TimeoutError', `Request timed out after ${timeout} ms`);
    this.timeout = timeout;
  }
}

/** The caller aborted the request (or cleared the queue) before it completed. */
export class AbortError extends RequestFailure<'abort'> {
  constructor() {
    super('abort', 'AbortError', 'Request aborted');
  }
}

/** The transport itself failed (offline, DNS, CORS…); `cause` holds the original error. */
export class NetworkError extends RequestFailure<'network'> {
  constructor(cause: unknown) {
    super('network', 'NetworkError', 'Network request failed', { cause });
  }
}

/** The body was expected to be JSON and is not. */
export class ParseError extends RequestFailure<'parse'> {
  declare readonly body: string;
  constructor(body: string, cause?: unknown) {
    super('parse', 'ParseError', 'Response is not valid JSON', { cause });
    this.body = body;
  }
}

/**
 * A 2xx answer with an empty body: WooCommerce answers `add_to_cart` without a `product_id` this
 * way (status 200, `text/html`, no content) instead of with an error.
 */
export class EmptyResponseError extends RequestFailure<'empty'> {
  declare readonly status: number;
  constructor(status: number) {
    super('empty', 'EmptyResponseError', 'Empty response');
    this.status = status;
  }
}

export type RequestError = HttpError | TimeoutError | AbortError | NetworkError | ParseError | EmptyResponseError;
export type RequestErrorKind = RequestError['kind'];

const KINDS: readonly string[] = ['http', 'timeout', 'abort', 'network', 'parse', 'empty'];

/** Narrows an unknown rejection to one of this module's errors. */
export const isRequestError = (error: unknown): error is RequestError =>
  error instanceof Error && KINDS.includes((error as { kind?: string }).kind ?? '');
