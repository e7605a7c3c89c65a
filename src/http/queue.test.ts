import { describe, expect, it, vi } from 'vitest';
import { isRequestError } from './errors';

const ofKind = (kind: string) => expect.objectContaining({ name: 'RequestError', kind });
import { createQueue, type HttpRequest, type HttpResponse, type Transport } from './queue';

const ok = (text = '{}'): HttpResponse => ({ status: 200, headers: {}, text });
const req = (url: string, body?: HttpRequest['body']): HttpRequest => ({ url, method: 'POST', ...(body && { body }) });

/** A transport whose calls resolve only when the test says so. */
function manualTransport() {
  const calls: Array<{ request: HttpRequest; signal: AbortSignal; resolve(r: HttpResponse): void; reject(e: unknown): void }> = [];
  const transport: Transport = (request, signal) =>
    new Promise((resolve, reject) => calls.push({ request, signal, resolve, reject }));
  return { calls, transport };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createQueue', () => {
  it('sends requests in FIFO order with only one in flight', async () => {
    const { calls, transport } = manualTransport();
    const queue = createQueue({ transport });
    const first = queue.add(req('/a'));
    const second = queue.add(req('/b'));
    await flush();
    expect(calls.map((c) => c.request.url)).toEqual(['/a']);
    expect(queue.state).toBe('sending');
    expect(queue.pending).toBe(1);

    calls[0]!.resolve(ok('A'));
    expect((await first).text).toBe('A');
    await flush();
    expect(calls.map((c) => c.request.url)).toEqual(['/a', '/b']);

    calls[1]!.resolve(ok('B'));
    expect((await second).text).toBe('B');
    await flush();
    expect(queue.state).toBe('idle');
  });

  it('rejects with a `timeout` RequestError after the time-out, aborts the signal and sends the next request', async () => {
    vi.useFakeTimers();
    const { calls, transport } = manualTransport();
    const queue = createQueue({ transport, timeout: 5000 });
    const first = queue.add(req('/slow'));
    const second = queue.add(req('/next'));
    const firstResult = first.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await firstResult;
    expect(isRequestError(error) && error.kind).toBe('timeout');
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.request.url)).toEqual(['/slow', '/next']);
    calls[1]!.resolve(ok());
    await expect(second).resolves.toEqual(ok());
  });

  it('uses a per-request time-out when given', async () => {
    vi.useFakeTimers();
    const { transport } = manualTransport();
    const queue = createQueue({ transport });
    const result = queue.add(req('/'), { timeout: 100 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toEqual(ofKind('timeout'));
  });

  it.each([
    [NaN, RangeError, 'NaN'],
    [-1, RangeError, '-1'],
    [-Infinity, RangeError, '-Infinity'],
    ['5000', TypeError, '"5000"'],
    [null, TypeError, 'null'],
  ])('refuses a default time-out of %s when the queue is made, naming it', (timeout, kind, named) => {
    const { transport } = manualTransport();
    expect(() => createQueue({ transport, timeout: timeout as number })).toThrow(kind);
    expect(() => createQueue({ transport, timeout: timeout as number })).toThrow(named);
  });

  it.each([
    [NaN, RangeError, 'NaN'],
    [-5, RangeError, '-5'],
    ['100', TypeError, '"100"'],
  ])('rejects a request with a time-out of %s unsent, naming it, and serves the next', async (timeout, kind, named) => {
    const { calls, transport } = manualTransport();
    const queue = createQueue({ transport });
    const refused = queue.add(req('/bad'), { timeout: timeout as number });
    await expect(refused).rejects.toThrow(kind);
    await expect(refused).rejects.toThrow(named);
    const next = queue.add(req('/good'));
    await flush();
    expect(calls.map((c) => c.request.url)).toEqual(['/good']);
    calls[0]!.resolve(ok());
    await expect(next).resolves.toEqual(ok());
  });

  it.each([
    ['Infinity, as the default', { timeout: Infinity }, undefined],
    ['Infinity, for one request', {}, { timeout: Infinity }],
    ['a delay longer than a timer takes (2^31 ms)', {}, { timeout: 2 ** 31 }],
  ])('waits as long as the answer takes with %s, never timing out at once', async (_, queueOptions, requestOptions) => {
    vi.useFakeTimers();
    const { calls, transport } = manualTransport();
    const queue = createQueue({ transport, ...queueOptions });
    let outcome: unknown = 'pending';
    const result = queue.add(req('/slow'), requestOptions).then(
      (response) => (outcome = response),
      (error: unknown) => (outcome = error),
    );
    // Thirty days: far past any timer, and 5000 ms of the default too.
    for (let day = 0; day < 30; day++) await vi.advanceTimersByTimeAsync(86_400_000);
    expect(outcome).toBe('pending');
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.resolve(ok('late'));
    await result;
    expect(outcome).toEqual(ok('late'));
  });

  it('drops a pending request unsent when its signal aborts', async () => {
    const { calls, transport } = manualTransport();
    const queue = createQueue({ transport });
    const controller = new AbortController();
    const first = queue.add(req('/a'));
    const second = queue.add(req('/b'), { signal: controller.signal });
    const third = queue.add(req('/c'));
    controller.abort();
    await expect(second).rejects.toEqual(ofKind('abort'));
    expect(queue.pending).toBe(1);
    await flush();
    calls[0]!.resolve(ok());
    await first;
    await flush();
    expect(calls.map((c) => c.request.url)).toEqual(['/a', '/c']);
    calls[1]!.resolve(ok());
    await third;
  });

  it('aborts an in-flight request when its signal aborts, then sends the next', async () => {
    const { calls, transport } = manualTransport();
    const queue = createQueue({ transport });
    const controller = new AbortController();
    const first = queue.add(req('/a'), { signal: controller.signal });
    queue.add(req('/b')).catch(() => {});
    await flush();
    controller.abort();
    await expect(first).rejects.toEqual(ofKind('abort'));
    expect(calls[0]!.signal.aborted).toBe(true);
    await flush();
    expect(calls.map((c) => c.request.url)).toEqual(['/a', '/b']);
  });

  it('rejects at once, without sending, when the signal is already aborted', async () => {
    const transport = vi.fn<Transport>(async () => ok());
    const queue = createQueue({ transport });
    await expect(queue.add(req('/'), { signal: AbortSignal.abort() })).rejects.toEqual(ofKind('abort'));
    expect(transport).not.toHaveBeenCalled();
  });

  it('keeps going after the transport rejects, wrapping the failure in a `network` RequestError', async () => {
    const transport = vi
      .fn<Transport>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(() => {
        throw new Error('synchronous throw');
      })
      .mockResolvedValue(ok('fine'));
    const queue = createQueue({ transport });
    const results = await Promise.allSettled([queue.add(req('/1')), queue.add(req('/2')), queue.add(req('/3'))]);
    expect(results[0]).toMatchObject({ status: 'rejected', reason: ofKind('network') });
    expect((results[0] as PromiseRejectedResult).reason.cause).toBeInstanceOf(TypeError);
    expect(results[1]).toMatchObject({ status: 'rejected', reason: ofKind('network') });
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: ok('fine') });
  });

  it('keeps going when a subscriber throws, and still notifies the other subscribers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = createQueue({ transport: async () => ok() });
    const states: string[] = [];
    queue.subscribe(() => {
      throw new Error('broken island');
    });
    queue.subscribe((state) => states.push(state));
    await queue.add(req('/1'));
    await flush();
    await queue.add(req('/2'));
    await flush();
    expect(states).toEqual(['sending', 'idle', 'sending', 'idle']);
    expect(console.error).toHaveBeenCalled();
  });

  it('stops notifying a subscriber once it unsubscribes', async () => {
    const queue = createQueue({ transport: async () => ok() });
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    unsubscribe();
    await queue.add(req('/'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('sends the payload as it was when enqueued, not as the caller later changed it', async () => {
    const { calls, transport } = manualTransport();
    const queue = createQueue({ transport });
    queue.add(req('/busy')).catch(() => {});
    const params = new URLSearchParams({ product_id: '11' });
    const form = new FormData();
    form.append('quantity', '1');
    const headers = { 'X-Test': 'before' };
    queue.add({ url: '/p', method: 'POST', body: params, headers }).catch(() => {});
    queue.add(req('/f', form)).catch(() => {});
    params.set('product_id', '99');
    form.set('quantity', '5');
    headers['X-Test'] = 'after';
    for (let i = 0; i < 3; i++) {
      await flush();
      calls[i]?.resolve(ok());
    }
    await flush();
    expect(String(calls[1]!.request.body)).toBe('product_id=11');
    expect(calls[1]!.request.headers).toEqual({ 'X-Test': 'before' });
    expect((calls[2]!.request.body as FormData).get('quantity')).toBe('1');
  });

  it('rejects waiting requests with an `abort` RequestError on clear and leaves the one in flight alone', async () => {
    const { calls, transport } = manualTransport();
    const queue = createQueue({ transport });
    const first = queue.add(req('/a'));
    const second = queue.add(req('/b'));
    await flush();
    queue.clear();
    await expect(second).rejects.toEqual(ofKind('abort'));
    calls[0]!.resolve(ok('A'));
    await expect(first).resolves.toMatchObject({ text: 'A' });
    await flush();
    expect(calls).toHaveLength(1);
    expect(queue.state).toBe('idle');
  });
});
