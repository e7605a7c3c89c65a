/**
 * A stand-in for WooCommerce in the cart islands' unit tests: the cart queue's transport, whose
 * requests wait until the test answers them (with a recorded exchange, a response or a failure).
 *
 * @example
 * vi.mock('../../src/http/cart-queue', () => import('../../tests/cart-server').then((m) => m.mockedCartQueue()));
 * const islands = await startCartPage(config + markup);
 * click(button); await sent(1); await answer(0, recorded('02-add-to-cart-simple'));
 * // afterEach: islands.stop(); await endCartPage();
 */
import { cleanStores } from 'nanostores';
import { expect, vi } from 'vitest';
import { createQueue, type HttpRequest, type HttpResponse } from '../src/http/queue';
import type { Islands } from '../src/runtime/islands';
import { clearCookies, hydrated, settle } from './dom';
import { exchange } from './exchanges';

interface Call {
  request: HttpRequest;
  resolve(response: HttpResponse): void;
  reject(error: unknown): void;
}

// One server for the whole test file, on globalThis: the mocked queue outlives vi.resetModules(),
// and so must the transport it was made with.
const store = globalThis as { cartServerCalls?: Call[] };
/** Requests the queue has sent and the test has not finished with, in order. */
export const calls: Call[] = (store.cartServerCalls ??= []);

/** The module `src/http/cart-queue` becomes: the page's one queue, sending here. */
export const mockedCartQueue = () => ({
  cartQueue: createQueue({ transport: (request) => new Promise((resolve, reject) => calls.push({ request, resolve, reject })) }),
});

/** A recorded WooCommerce answer, as the transport hands it over. */
export const recorded = (name: string): HttpResponse => ({
  status: exchange(name).response.status,
  headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  text: exchange(name).response.body,
});

/**
 * Waits until `count` requests have been sent. The request code loads with `import()`, which the
 * test runner resolves in real time, so this waits in real time (up to the test's own limit: a
 * busy machine takes what it takes).
 */
export async function sent(count: number): Promise<void> {
  while (calls.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  await settle();
  expect(calls).toHaveLength(count);
}

/**
 * Waits until `count` requests wait in the page's cart queue behind the one in flight: what
 * "this request waits its turn" is checked by, rather than by its absence after a while.
 */
export async function queued(count: number): Promise<void> {
  const { cartQueue } = await import('../src/http/cart-queue');
  while (cartQueue.pending < count) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(cartQueue.pending).toBe(count);
}

/** Answers request `index`, then lets the page react. */
export async function answer(index: number, response: HttpResponse | Error): Promise<void> {
  const call = calls[index]!;
  if (response instanceof Error) call.reject(response);
  else call.resolve(response);
  await settle();
}

/** The form fields request `index` sent. */
export const fields = (index: number): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(String(calls[index]!.request.body)));

/** The wc-ajax endpoint request `index` went to. */
export const endpoint = (index: number): string | null =>
  new URL(calls[index]!.request.url, 'http://shop.test').searchParams.get('wc-ajax');

/** Fails every request, late ones included, so the (shared) queue is idle for the next test. */
export async function drain(): Promise<void> {
  for (let round = 0; round < 20; round++) {
    for (const call of calls.splice(0)) call.reject(new Error('test over'));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}


/**
 * A fresh page of the shop: new modules (only the mocked queue carries over), `html` as the body,
 * its config read, the islands started (`only` those named, when a recorded page holds islands the
 * test is not about) and every one of them settled (idle hydration included). Import stores and
 * the event bridge after it, to get the instances the islands use.
 */
export async function startCartPage(html: string, only?: readonly string[]): Promise<Islands> {
  vi.resetModules();
  await import('../src/http/cart-queue');
  // Loaded by the islands on first use; loaded here first, so a first request, or the first
  // fragments shown, do not wait for them.
  await import('../src/cart/requests');
  await import('../stores/cart-actions');
  await import('../src/cart/apply');
  // The composition root every shop island's chunk imports in the build: it registers the cart
  // store's listeners (the page, WooCommerce's events).
  await import('../islands/shop-runtime');
  const { registry } = await import('../islands/registry');
  const { startIslands } = await import('../src/runtime/islands');
  const { setConfig } = await import('../stores/config');
  const { readConfig } = await import('../src/runtime/config');
  document.body.innerHTML = html;
  setConfig(readConfig());
  const islands = startIslands({ registry: only ? registry.filter((island) => only.includes(island.name)) : registry });
  await hydrated();
  return islands;
}

/** After a test: every request failed, the cart store stopped, storage and cookies cleared. */
export async function endCartPage(): Promise<void> {
  await drain();
  cleanStores((await import('../stores/cart')).$cart);
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
}
