import { abortError, isRequestError, RequestError, timeoutError } from './errors';
import { fetchText } from './fetch';

export type HttpMethod = 'GET' | 'POST';

export interface HttpRequest {
  url: string;
  method: HttpMethod;
  headers?: Record<string, string>;
  body?: string | FormData | URLSearchParams;
}

/** Enough of `Headers` to read one: lets a transport hand back `fetch`'s own object. */
export interface HeadersLike {
  get(name: string): string | null;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string> | HeadersLike;
  text: string;
}

/** Sends one request; must stop when `signal` aborts (the queue moves on either way). */
export type Transport = (request: HttpRequest, signal: AbortSignal) => Promise<HttpResponse>;

export type QueueState = 'idle' | 'sending';

export interface RequestOptions {
  /** Aborts the request: a pending one is dropped unsent, an in-flight one is cancelled. */
  signal?: AbortSignal;
  /**
   * Milliseconds from the moment the request is sent (not enqueued); defaults to the queue's.
   * `Infinity` waits as long as it takes; NaN, a negative value or a non-number is refused.
   */
  timeout?: number;
}

export interface QueueOptions {
  transport: Transport;
  /** Default per-request time-out (as `RequestOptions.timeout`): WooCommerce's fragment refresh gives up after 5000 ms. */
  timeout?: number;
}

/** The longest delay `setTimeout` takes (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
const MAX_TIMER_DELAY = 2 ** 31 - 1;

const shown = (value: unknown): string =>
  typeof value === 'string' ? JSON.stringify(value) : ['number', 'bigint', 'boolean', 'undefined'].includes(typeof value) || value === null ? String(value) : `a ${typeof value}`;

/**
 * A time-out as the queue keeps it: milliseconds, or `Infinity` for none. A delay too long for a
 * timer (over 24.8 days) is none too, as no page waits that long; `setTimeout` would fire it at once.
 * Throws a TypeError for a non-number and a RangeError for NaN or a negative number, naming the
 * value: those came out of `setTimeout` as 0, a request timed out before it could be answered.
 */
function checkTimeout(value: unknown, where: string): number {
  if (typeof value !== 'number') throw new TypeError(`[shop-islands] ${where}: timeout must be a number of milliseconds, not ${shown(value)}`);
  if (Number.isNaN(value) || value < 0) throw new RangeError(`[shop-islands] ${where}: timeout must be 0 or more milliseconds (Infinity for none), not ${shown(value)}`);
  return value > MAX_TIMER_DELAY ? Infinity : value;
}

export interface RequestQueue {
  /**
   * Enqueues a request; resolves with any response (status checks are the parser's job). An
   * invalid `timeout` rejects it at once, unsent, with a TypeError or RangeError naming the value.
   */
  add(request: HttpRequest, options?: RequestOptions): Promise<HttpResponse>;
  readonly state: QueueState;
  /** Requests waiting, not counting the one in flight. */
  readonly pending: number;
  /** Called on every state change; returns an unsubscribe function. */
  subscribe(listener: (state: QueueState) => void): () => void;
  /** Rejects every waiting request with a `RequestError` of kind `abort`; the one in flight is left to finish. */
  clear(): void;
}

interface Job {
  request: HttpRequest;
  timeout: number;
  signal: AbortSignal | undefined;
  resolve(response: HttpResponse): void;
  reject(error: unknown): void;
  /** Present once the job is in flight. */
  controller?: AbortController;
  onAbort(): void;
}

// structuredClone cannot copy FormData or URLSearchParams (they are platform objects), so the
// mutable bodies are copied by hand; strings are immutable already.
function cloneBody(body: HttpRequest['body']): HttpRequest['body'] {
  if (body instanceof URLSearchParams) return new URLSearchParams(body);
  if (body instanceof FormData) {
    const copy = new FormData();
    body.forEach((value, key) => copy.append(key, value));
    return copy;
  }
  return body;
}

const cloneRequest = (request: HttpRequest): HttpRequest => ({
  url: request.url,
  method: request.method,
  ...(request.headers && { headers: structuredClone(request.headers) }),
  ...(request.body !== undefined && { body: cloneBody(request.body) }),
});

/**
 * A serialized FIFO queue with one request in flight, so cart mutations reach WooCommerce in the
 * order the shopper made them and each response's `cart_hash` supersedes the previous one.
 * States: `idle` → `sending` (while anything is in flight or waiting) → `idle`.
 *
 * @example
 * const queue = createQueue({ transport: fetchTransport });
 * const response = await queue.add({ url: '/?wc-ajax=get_refreshed_fragments', method: 'POST' });
 */
export function createQueue({ transport, timeout = 5000 }: QueueOptions): RequestQueue {
  const defaultTimeout = checkTimeout(timeout, 'createQueue');
  let state: QueueState = 'idle';
  let waiting: Job[] = [];
  const listeners = new Set<(state: QueueState) => void>();

  function setState(next: QueueState): void {
    state = next;
    for (const listener of [...listeners]) {
      // A broken subscriber (an island that threw) must not take the cart down with it.
      try {
        listener(next);
      } catch (error) {
        console.error('[shop-islands] queue listener failed', error);
      }
    }
  }

  /** Sends one job; resolves when the job is settled, whatever the transport does after an abort. */
  function send(job: Job): Promise<void> {
    const controller = (job.controller = new AbortController());
    let timedOut = false;
    const timer =
      job.timeout === Infinity
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, job.timeout);

    return new Promise<void>((done) => {
      let settled = false;
      const settle = (finish: () => void): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        job.signal?.removeEventListener('abort', job.onAbort);
        finish();
        done();
      };
      // Settle on abort straight away: a transport that ignores its signal must not stall the queue.
      controller.signal.addEventListener('abort', () =>
        settle(() => job.reject(timedOut ? timeoutError(job.timeout) : abortError())),
      );
      Promise.resolve()
        .then(() => transport(job.request, controller.signal))
        .then(
          (response) => settle(() => job.resolve(response)),
          (error: unknown) => settle(() => job.reject(isRequestError(error) ? error : new RequestError('network', 'Network request failed', { cause: error }))),
        );
    });
  }

  async function pump(): Promise<void> {
    if (state === 'sending') return;
    let job = waiting.shift();
    if (!job) return;
    setState('sending');
    while (job) {
      await send(job);
      job = waiting.shift();
    }
    setState('idle');
  }

  return {
    add(request, { signal, timeout } = {}) {
      let ms: number;
      try {
        ms = timeout === undefined ? defaultTimeout : checkTimeout(timeout, 'queue.add');
      } catch (error) {
        return Promise.reject(error);
      }
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise<HttpResponse>((resolve, reject) => {
        const job: Job = {
          request: cloneRequest(request),
          timeout: ms,
          signal,
          resolve,
          reject,
          onAbort() {
            if (job.controller) return job.controller.abort();
            waiting = waiting.filter((other) => other !== job);
            reject(abortError());
          },
        };
        signal?.addEventListener('abort', job.onAbort, { once: true });
        waiting.push(job);
        void pump();
      });
    },
    get state() {
      return state;
    },
    get pending() {
      return waiting.length;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear() {
      const dropped = waiting;
      waiting = [];
      for (const job of dropped) {
        job.signal?.removeEventListener('abort', job.onAbort);
        job.reject(abortError());
      }
    },
  };
}

/**
 * The production transport: `fetch` with the shop's cookies (WooCommerce's session cookie decides
 * whose cart it is), never credentials for other origins.
 *
 * @example createQueue({ transport: fetchTransport })
 */
export const fetchTransport: Transport = (request, signal) => fetchText(request, { signal });
