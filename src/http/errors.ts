/**
 * The one error of a request that failed, whichever way: callers branch on `kind` (it survives
 * bundling and realms, unlike `instanceof` across two copies of this module).
 *
 * - `http`: the server answered with a status outside 2xx (`status`, and the answer in `body`);
 * - `timeout`: no answer within the request's time-out (`timeout`, in ms); the request was aborted;
 * - `abort`: the caller aborted it (or cleared its queue) before it completed;
 * - `network`: the transport itself failed (offline, DNS, CORS…), the original error in `cause`;
 * - `parse`: the answer should be JSON and is not (`body`);
 * - `empty`: a 2xx answer with nothing in it (WooCommerce answers `add_to_cart` without a
 *   `product_id` so, instead of with an error);
 * - `answer`: JSON, but not in the shape its contract gives (`body`: what came).
 *
 * @example
 * try { await wcAjax(queue, config, 'add_to_cart', fields) }
 * catch (error) { if (isRequestError(error) && error.kind === 'timeout') retry() }
 */
export type RequestErrorKind = 'http' | 'timeout' | 'abort' | 'network' | 'parse' | 'empty' | 'answer';

export interface RequestErrorDetails {
  status?: number;
  body?: unknown;
  timeout?: number;
  cause?: unknown;
}

/**
 * Fields are declared and assigned in the constructor, not written as class fields: at the es2020
 * target those need esbuild's `__publicField` helper, a chunk of its own every page would import.
 */
export class RequestError extends Error {
  declare readonly kind: RequestErrorKind;
  declare readonly status?: number;
  declare readonly body?: unknown;
  declare readonly timeout?: number;
  constructor(kind: RequestErrorKind, message: string, { cause, ...details }: RequestErrorDetails = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'RequestError';
    this.kind = kind;
    Object.assign(this, details);
  }
}

/** A request's time-out passed. */
export const timeoutError = (timeout: number): RequestError => new RequestError('timeout', `Request timed out after ${timeout} ms`, { timeout });
/** The caller aborted the request. */
export const abortError = (): RequestError => new RequestError('abort', 'Request aborted');

/** Narrows an unknown rejection to a request's error. */
export const isRequestError = (error: unknown): error is RequestError => error instanceof Error && error.name === 'RequestError' && typeof (error as RequestError).kind === 'string';
