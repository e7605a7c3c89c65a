// @vitest-environment happy-dom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, fixtureBody, settle } from '../tests/dom';
import { exchange } from '../tests/exchanges';
import { CART_CACHE_TTL, CREATED_KEY, MINI_CART_SELECTOR } from '../src/cart/cache';
import { createDisposer } from '../src/events/index';
import { installFakeJQuery, uninstallFakeJQuery } from '../src/events/test-jquery';
import type { HttpRequest, HttpResponse, Transport } from '../src/http/queue';

/** The server: a transport whose requests are answered when the test says, as in queue.test.ts. */
const server = vi.hoisted(() => {
  const calls: Array<{ request: HttpRequest; signal: AbortSignal; resolve(r: HttpResponse): void; reject(e: unknown): void }> = [];
  const transport: Transport = (request, signal) => new Promise((resolve, reject) => calls.push({ request, signal, resolve, reject }));
  return { calls, transport };
});
vi.mock('../src/http/cart-queue', async () => {
  const { createQueue } = await import('../src/http/queue');
  return { cartQueue: createQueue({ transport: server.transport }) };
});

// Keys as WooCommerce names them, suffixed with the site's hash: the store must read them from the config.
const FRAGMENTS_KEY = 'wc_fragments_3c996285f27cc10c0c0ab9ce033fac76';
const HASH_KEY = 'wc_cart_hash_3c996285f27cc10c0c0ab9ce033fac76';
const CONFIG = `<script type="application/json" id="shop-islands-config">{"cart":{"fragment_name":"${FRAGMENTS_KEY}","cart_hash_key":"${HASH_KEY}"}}</script>`;

const answerOf = (name: string) => exchange(name).response.body;
const body = (name: string) => JSON.parse(answerOf(name)) as { fragments: Record<string, string>; cart_hash: string };
/** 06: a three-line cart (2 + 2 + 1 items). */
const WITH_CART = '06-get-refreshed-fragments-with-cart';
const HASH = body(WITH_CART).cart_hash;
const OTHER_HASH = body('08-remove-from-cart').cart_hash;
/** When something stored a day ago was stored. */
const dayAgo = (): number => Date.now() - CART_CACHE_TTL;

/** The real setTimeout, kept before any test fakes the timers. */
const realSetTimeout = globalThis.setTimeout;
/**
 * Runs what is due now. A refresh loads the request code with `import()` first, which the test
 * runner resolves in real time, not in fake time: give it up to 2 real seconds to reach the server.
 */
async function flush(): Promise<void> {
  const before = server.calls.length;
  await (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(0) : settle());
  for (let waited = 0; waited < 2000 && loaded?.$cart.value?.status === 'refreshing' && server.calls.length === before; waited += 5) {
    await new Promise((resolve) => realSetTimeout(resolve, 5));
    await (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(0) : settle(1));
  }
}
/** How many requests the server has seen once `ms` more have passed (fake timers). */
const requestsAfter = async (ms: number): Promise<number> => (await vi.advanceTimersByTimeAsync(ms), server.calls.length);

/** Answers the request in flight: a recorded exchange by name, a response, or a transport failure. */
async function respond(answer: string | HttpResponse | Error): Promise<void> {
  const call = server.calls.at(-1)!;
  if (answer instanceof Error) call.reject(answer);
  else call.resolve(typeof answer === 'string' ? { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' }, text: answerOf(answer) } : answer);
  await flush();
}

/** The page as WooCommerce renders it (mini-cart widget empty), with our config. */
const page = (): void => {
  document.body.innerHTML = CONFIG + fixtureBody('woocommerce/pages/product-simple.html');
};
const setCookies = (): void => {
  document.cookie = `woocommerce_items_in_cart=1; path=/`;
  document.cookie = `woocommerce_cart_hash=${HASH}; path=/`;
};
/** What an earlier page of this tab stored: the three-line cart, by default under its own hash. */
const seedCache = (hash = HASH, created = Date.now() - 60_000): void => {
  sessionStorage.setItem(FRAGMENTS_KEY, JSON.stringify(body(WITH_CART).fragments));
  sessionStorage.setItem(HASH_KEY, hash);
  sessionStorage.setItem(CREATED_KEY, String(created));
};
/** A page of a tab that shows this cart already: cookies set and its fragments cached. */
const cachedCartPage = (): void => {
  page();
  setCookies();
  seedCache();
};
const miniCartLines = (): number => document.querySelectorAll(`${MINI_CART_SELECTOR} li.mini_cart_item`).length;
const pageshow = (persisted: boolean): boolean => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

const events = createDisposer();
/** Records the `detail` of every native dispatch of a body event. */
function heard(name: string): unknown[] {
  const details: unknown[] = [];
  events.listen<CustomEvent>(document.body, name, (event) => details.push(event.detail));
  return details;
}

type Modules = typeof import('./cart') & typeof import('../src/events/jquery') & typeof import('../src/http/cart-queue');
let loaded: Modules | undefined;
const subscriptions: Array<() => void> = [];

/** The store as a fresh page has it: new modules (queue included), reading the page's config now. */
async function boot(): Promise<Modules> {
  vi.resetModules();
  // One after the other: importing the mocked queue alongside its importer can bypass the mock.
  const queue = await import('../src/http/cart-queue');
  // Loaded on demand by the store; loaded here first, so its first request leaves without the wait
  // a module load costs in the test runner.
  await import('../src/cart/requests');
  await import('./cart-actions');
  // Likewise the fragments' code with its sanitiser, which the first update shown loads.
  await import('../src/cart/apply');
  // The store with its listeners, as the shop runtime (the page's composition root) registers them.
  await import('../islands/shop-runtime');
  const store = await import('./cart');
  const bridge = await import('../src/events/jquery');
  return (loaded = { ...store, ...bridge, ...queue });
}
/** What an island does: subscribe, which starts the store. */
const subscribe = ({ $cart }: Modules): void => void subscriptions.push($cart.listen(() => {}));
const unsubscribeAll = (): void => subscriptions.splice(0).forEach((unsubscribe) => unsubscribe());
/** Every island leaves, and the store stops after nanostores' unmount delay. */
async function leave(): Promise<void> {
  unsubscribeAll();
  await vi.advanceTimersByTimeAsync(1000);
}
/** A page whose first islands (one, unless told) have just subscribed. */
async function started(islands = 1): Promise<Modules> {
  const cart = await boot();
  for (let i = 0; i < islands; i++) subscribe(cart);
  await flush();
  return cart;
}

beforeEach(() => {
  server.calls.length = 0;
  // A safety net: whatever goes wrong with the mock above, no request leaves the machine.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('unit tests make no network requests')));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  unsubscribeAll();
  if (loaded) cleanStores(loaded.$cart);
  loaded = undefined;
  events.dispose();
  uninstallFakeJQuery();
  for (const call of server.calls) call.reject(new Error('test over'));
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
});

describe('$cart at page load', () => {
  it('sends nothing when there is no cart cookie, and knows the cart is empty', async () => {
    page();
    const before = document.body.innerHTML;
    const fired = ['wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error'].map(heard);
    const cart = await started();
    expect(server.calls).toHaveLength(0);
    expect(cart.$cart.get()).toMatchObject({ hash: '', count: 0, status: 'idle' });
    expect(fired.flat()).toEqual([]);
    expect(document.body.innerHTML).toBe(before);
  });

  it('sends nothing when the cache matches the cart cookie, and shows the cached cart', async () => {
    cachedCartPage();
    const loadedEvents = heard('wc_fragments_loaded');
    const cart = await started(2);
    expect(server.calls).toHaveLength(0);
    expect(miniCartLines()).toBe(3);
    expect(cart.$cart.get()).toMatchObject({ hash: HASH, count: 5, status: 'idle' });
    expect(loadedEvents).toEqual([[]]);
  });

  it.each([
    ['nothing is cached', () => {}],
    ['the cache holds another cart', () => seedCache(OTHER_HASH)],
    ['the cache is a day old', () => seedCache(HASH, dayAgo())],
  ])('asks once, with a time field, when %s; shows, stores and announces the answer', async (_, seed) => {
    page();
    setCookies();
    seed();
    const refreshed = heard('wc_fragments_refreshed');
    const cart = await started(2);
    expect(server.calls).toHaveLength(1);
    const { request } = server.calls[0]!;
    expect(request).toMatchObject({ url: '/?wc-ajax=get_refreshed_fragments', method: 'POST' });
    expect(request.body).toMatch(/^time=\d{13}$/);
    expect(cart.$cart.get().status).toBe('refreshing');

    await respond(WITH_CART);
    expect(miniCartLines()).toBe(3);
    expect(cart.$cart.get()).toMatchObject({ hash: HASH, count: 5, status: 'idle' });
    expect(JSON.parse(sessionStorage.getItem(FRAGMENTS_KEY)!)).toEqual(body(WITH_CART).fragments);
    expect(sessionStorage.getItem(HASH_KEY)).toBe(HASH);
    expect(localStorage.getItem(HASH_KEY)).toBe(HASH);
    expect(refreshed).toEqual([[]]);
    expect(server.calls).toHaveLength(1);
  });

  it('sends nothing on the next page once a refresh has stored the cart', async () => {
    page();
    setCookies();
    await started();
    await respond(WITH_CART);
    cleanStores(loaded!.$cart);

    page();
    await started();
    expect(server.calls).toHaveLength(1);
    expect(miniCartLines()).toBe(3);
  });

  it('sends its refresh through the one cart queue, after the cart request already in it', async () => {
    page();
    setCookies();
    const cart = await boot();
    const adding = cart.cartQueue.add({ url: '/?wc-ajax=add_to_cart', method: 'POST', body: 'product_id=11' });
    subscribe(cart);
    await flush();
    expect(server.calls.map((call) => call.request.url)).toEqual(['/?wc-ajax=add_to_cart']);
    await respond('02-add-to-cart-simple');
    await adding;
    await flush();
    expect(server.calls.map((call) => call.request.url)).toEqual(['/?wc-ajax=add_to_cart', '/?wc-ajax=get_refreshed_fragments']);
  });
});

describe('$cart refreshes', () => {
  it('24 hours after the cached cart was stored, and a day after each refresh', async () => {
    vi.useFakeTimers();
    page();
    setCookies();
    seedCache(HASH, dayAgo() + 5000);
    await started();
    expect(await requestsAfter(4999)).toBe(0);
    expect(await requestsAfter(1)).toBe(1);
    await respond(WITH_CART);
    expect(await requestsAfter(CART_CACHE_TTL - 1)).toBe(1);
    expect(await requestsAfter(1)).toBe(2);
  });

  it('on wc_fragment_refresh and updated_wc_div, triggered through jQuery or dispatched natively, once each', async () => {
    const $ = installFakeJQuery();
    page();
    const cart = await started();
    expect(server.calls).toHaveLength(0);
    const triggers = [
      () => $(document.body).trigger('wc_fragment_refresh'),
      () => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true })),
      () => cart.triggerWooEvent('updated_wc_div', []),
    ];
    for (const [index, trigger] of triggers.entries()) {
      trigger();
      await flush();
      expect(server.calls).toHaveLength(index + 1);
      await respond(WITH_CART);
    }
    expect(server.calls).toHaveLength(3);
  });

  it('when another tab stores a cart hash this tab does not have', async () => {
    cachedCartPage();
    await started();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: HASH }));
    await flush();
    expect(server.calls).toHaveLength(0);
    window.dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: OTHER_HASH }));
    await flush();
    expect(server.calls).toHaveLength(1);
  });

  it('when the page comes back from the back-forward cache, not on an ordinary pageshow', async () => {
    page();
    await started();
    pageshow(false);
    await flush();
    expect(server.calls).toHaveLength(0);
    pageshow(true);
    await flush();
    expect(server.calls).toHaveLength(1);
  });

  it('when started again later in the page only if the cart changed meanwhile', async () => {
    vi.useFakeTimers();
    cachedCartPage();
    const loadedEvents = heard('wc_fragments_loaded');
    const cart = await started();
    const restart = async (): Promise<void> => {
      await leave();
      subscribe(cart);
      await flush();
    };
    await restart();
    expect(loadedEvents).toEqual([[]]);
    expect(server.calls).toHaveLength(0);
    // Another tab emptied the cart: the cookies are gone, and this page still shows three lines.
    clearCookies();
    await restart();
    expect(server.calls).toHaveLength(1);
  });

  it('no more once the last island has gone', async () => {
    vi.useFakeTimers();
    cachedCartPage();
    const cart = await started();
    await leave();
    cart.triggerWooEvent('wc_fragment_refresh', []);
    pageshow(true);
    expect(await requestsAfter(CART_CACHE_TTL)).toBe(0);
  });
});

describe('$cart when the refresh fails', () => {
  const failures: Array<[string, HttpResponse | Error]> = [
    ['an HTTP 500', { status: 500, headers: {}, text: '<html>Internal Server Error</html>' }],
    ['malformed JSON', { status: 200, headers: {}, text: '{"fragments":{"div.widget_shop' }],
    ['{success: false}', { status: 200, headers: {}, text: '{"success":false}' }],
    ['an answer without fragments', { status: 200, headers: {}, text: '{"cart_hash":"x"}' }],
    ['a network error', new TypeError('Failed to fetch')],
  ];

  it.each(failures)('fires wc_fragments_ajax_error on %s, keeps the page, and refreshes again later', async (_, failure) => {
    page();
    setCookies();
    const before = document.body.innerHTML;
    const errors = heard('wc_fragments_ajax_error');
    const refreshed = heard('wc_fragments_refreshed');
    const cart = await started();
    await respond(failure);
    expect(errors).toEqual([[]]);
    expect(refreshed).toEqual([]);
    expect(document.body.innerHTML).toBe(before);
    expect(cart.$cart.get()).toMatchObject({ status: 'error', hash: undefined });

    cart.triggerWooEvent('wc_fragment_refresh', []);
    await flush();
    await respond(WITH_CART);
    expect(cart.$cart.get()).toMatchObject({ status: 'idle', hash: HASH });
    expect(miniCartLines()).toBe(3);
  });

  it('gives up after 5000 ms, fires wc_fragments_ajax_error, and tries again a day later', async () => {
    vi.useFakeTimers();
    page();
    setCookies();
    const errors = heard('wc_fragments_ajax_error');
    const cart = await started();
    await vi.advanceTimersByTimeAsync(4999);
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toEqual([[]]);
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(cart.$cart.get().status).toBe('error');
    expect(await requestsAfter(CART_CACHE_TTL - 5000)).toBe(2);
  });
});

describe('$cart events through jQuery', () => {
  it("reach a theme's jQuery handlers once each, with WooCommerce's arguments (none)", async () => {
    const $ = installFakeJQuery();
    const handler = vi.fn();
    for (const name of ['wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error']) $(document.body).on(name, handler);
    cachedCartPage();
    const cart = await started();
    for (const answer of [WITH_CART, { status: 500, headers: {}, text: '' }]) {
      cart.triggerWooEvent('wc_fragment_refresh', []);
      await flush();
      await respond(answer);
    }
    expect(handler.mock.calls.map((args) => [args[0].type, args.length])).toEqual([
      ['wc_fragments_loaded', 1],
      ['wc_fragments_refreshed', 1],
      ['wc_fragments_ajax_error', 1],
    ]);
  });
});

describe('$cart actions: adding and removing', () => {
  const ADD = '02-add-to-cart-simple';
  const added = () => {
    const { fragments, cart_hash } = body(ADD);
    return { fragments, hash: cart_hash };
  };
  /** Runs an action while answering its request: the recorded exchange `answer` for request `index`. */
  async function answered<T>(action: Promise<T>, answer: string | HttpResponse | Error, index = server.calls.length): Promise<T> {
    for (let waited = 0; server.calls.length <= index && waited < 2000; waited += 5) await new Promise((resolve) => realSetTimeout(resolve, 5));
    const call = server.calls[index]!;
    if (answer instanceof Error) call.reject(answer);
    else call.resolve(typeof answer === 'string' ? { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' }, text: answerOf(answer) } : answer);
    return action;
  }
  /** The order of the cart's body events, natively heard. */
  function order(names: string[]): string[] {
    const list: string[] = [];
    for (const name of names) events.listen(document.body, name, () => list.push(name));
    return list;
  }

  it('addToCart sends the fields, shows the answer, stores it, and fires adding_to_cart, wc_fragments_loaded, then added_to_cart, once each', async () => {
    page();
    setCookies();
    const fired = order(['adding_to_cart', 'wc_fragments_loaded', 'added_to_cart', 'wc-blocks_added_to_cart', 'wc_fragments_refreshed']);
    const addedEvents = heard('added_to_cart');
    const cart = await boot();
    const button = document.querySelector('button[name=add-to-cart]')!;
    let linesWhenShown = -1;
    const outcome = await answered(
      cart.addToCart({ product_id: '11', quantity: '1' }, { button, onShown: () => (linesWhenShown = miniCartLines()) }),
      ADD,
    );
    expect(server.calls[0]!.request).toMatchObject({ url: '/?wc-ajax=add_to_cart', body: 'product_id=11&quantity=1' });
    expect(outcome).toEqual({ type: 'added', ...added() });
    expect(linesWhenShown).toBe(1);
    expect(miniCartLines()).toBe(1);
    expect(cart.$cart.value).toMatchObject({ hash: added().hash, count: 1, fragments: added().fragments });
    expect(sessionStorage.getItem(HASH_KEY)).toBe(added().hash);
    expect(localStorage.getItem(HASH_KEY)).toBe(added().hash);
    expect(fired).toEqual(['adding_to_cart', 'wc_fragments_loaded', 'added_to_cart', 'wc-blocks_added_to_cart']);
    expect(addedEvents).toEqual([[added().fragments, added().hash, button]]);
  });

  it('addToCart never starts the store: no page-load refresh for a cart with no cache, nor a day later', async () => {
    vi.useFakeTimers();
    page();
    setCookies();
    const cart = await boot();
    await answered(cart.addToCart({ product_id: '11' }), ADD);
    expect(await requestsAfter(CART_CACHE_TTL)).toBe(1);
  });

  it('addToCart sends to the product page on a refusal, and says refused when there is none, announcing nothing', async () => {
    page();
    const fired = order(['added_to_cart', 'wc_fragments_loaded']);
    const cart = await boot();
    await expect(answered(cart.addToCart({ product_id: '13' }), '11-add-to-cart-out-of-stock')).resolves.toEqual({
      type: 'redirect',
      url: JSON.parse(answerOf('11-add-to-cart-out-of-stock')).product_url,
    });
    await expect(answered(cart.addToCart({ product_id: '999999' }), '10-add-to-cart-invalid-product-id')).resolves.toEqual({ type: 'refused' });
    expect(fired).toEqual([]);
  });

  it('addToCart, after a failure, says failed and asks for the cart again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page();
    const cart = await started();
    await expect(answered(cart.addToCart({ product_id: '11' }), { status: 500, headers: {}, text: '' })).resolves.toEqual({ type: 'failed' });
    await flush();
    expect(server.calls.map((call) => call.request.url)).toEqual(['/?wc-ajax=add_to_cart', '/?wc-ajax=get_refreshed_fragments']);
  });

  it("addToCart goes to the cart after the add, before any event, where the shop asks for it", async () => {
    document.body.innerHTML =
      `<script type="application/json" id="shop-islands-config">{"cart":{"redirect_after_add":true,"cart_url":"/gio-hang/","fragment_name":"${FRAGMENTS_KEY}","cart_hash_key":"${HASH_KEY}"}}</script>` +
      fixtureBody('woocommerce/pages/product-simple.html');
    const fired = order(['added_to_cart']);
    const cart = await boot();
    const { setConfig } = await import('./config');
    const { readConfig } = await import('../src/runtime/config');
    setConfig(readConfig());
    await expect(answered(cart.addToCart({ product_id: '11' }), ADD)).resolves.toEqual({ type: 'redirect', url: '/gio-hang/' });
    expect(miniCartLines()).toBe(1);
    expect(fired).toEqual([]);
  });

  it('removeFromCart shows the answer and fires removed_from_cart with the ×; failed when WooCommerce does not know the line', async () => {
    cachedCartPage();
    const removed = heard('removed_from_cart');
    const blocks = heard('wc-blocks_removed_from_cart');
    const cart = await started();
    const link = document.querySelector('a')!;
    await expect(answered(cart.removeFromCart('k1', { button: link }), '08-remove-from-cart')).resolves.toEqual({ type: 'removed' });
    expect(server.calls[0]!.request.body).toBe('cart_item_key=k1');
    expect(cart.$cart.get()).toMatchObject({ hash: OTHER_HASH, count: 3 });
    expect(removed).toEqual([[body('08-remove-from-cart').fragments, OTHER_HASH, link]]);
    expect(blocks).toEqual([{ preserveCartData: false }]);
    await expect(answered(cart.removeFromCart('gone'), '09-remove-from-cart-unknown-key')).resolves.toEqual({ type: 'failed' });
    expect(removed).toHaveLength(1);
  });

  it('refreshes a day after an update this tab stored', async () => {
    vi.useFakeTimers();
    page();
    const cart = await started();
    await vi.advanceTimersByTimeAsync(60_000);
    await answered(cart.addToCart({ product_id: '11' }), ADD);
    expect(await requestsAfter(CART_CACHE_TTL - 1)).toBe(1);
    expect(await requestsAfter(1)).toBe(2);
  });

  it('takes added_to_cart and removed_from_cart that another script triggers through jQuery', async () => {
    const $ = installFakeJQuery();
    page();
    const loadedEvents = heard('wc_fragments_loaded');
    const cart = await started();
    const $button = $(document.querySelector('button[name=add-to-cart]')!);
    const add = body(ADD);
    $(document.body).trigger('added_to_cart', [add.fragments, add.cart_hash, $button]);
    // Read as strictly as an answer, by the reader that loads with the request code.
    await vi.waitFor(() => expect(miniCartLines()).toBe(1));
    expect(cart.$cart.get()).toMatchObject({ hash: add.cart_hash, count: 1 });
    expect(sessionStorage.getItem(HASH_KEY)).toBe(add.cart_hash);
    const removal = body('20-remove-from-cart-last-item');
    $(document.body).trigger('removed_from_cart', [removal.fragments, removal.cart_hash, $button]);
    await vi.waitFor(() => expect(cart.$cart.get()).toMatchObject({ hash: '', count: 0 }));
    expect(document.querySelector(`${MINI_CART_SELECTOR} .woocommerce-mini-cart__empty-message`)).not.toBeNull();
    expect(loadedEvents).toEqual([[], []]);
  });

  it('does not take a second time the add it announces itself, which other scripts hear once with its three arguments', async () => {
    const $ = installFakeJQuery();
    page();
    const thirdParty = vi.fn();
    $(document.body).on('added_to_cart', thirdParty);
    const loadedEvents = heard('wc_fragments_loaded');
    const writes = [vi.spyOn(sessionStorage, 'setItem'), vi.spyOn(localStorage, 'setItem')];
    const cart = await started();
    const button = document.querySelector('button[name=add-to-cart]')!;
    const update = added();
    await answered(cart.addToCart({ product_id: '11' }, { button }), ADD);
    await settle();
    expect(loadedEvents).toEqual([[]]);
    expect(writes.map((write) => write.mock.calls.filter(([key]) => key === HASH_KEY).length)).toEqual([1, 1]);
    expect(thirdParty).toHaveBeenCalledOnce();
    const [, fragments, hash, $button] = thirdParty.mock.calls[0]!;
    expect([fragments, hash, $button[0]]).toEqual([update.fragments, update.hash, button]);
  });

  it('keeps the last cart after a triple click, each add shown and announced once, in the order they came', async () => {
    const $ = installFakeJQuery();
    page();
    const cart = await started();
    const loadedEvents = heard('wc_fragments_loaded');
    const announced: string[] = [];
    $(document.body).on('added_to_cart', (_event, _fragments, hash) => void announced.push(hash as string));
    const answers = [ADD, '04-add-to-cart-same-product-again', '04-add-to-cart-same-product-again'];
    const adds = answers.map(() => cart.addToCart({ product_id: '11' }));
    for (const [index, answer] of answers.entries()) void answered(Promise.resolve(), answer, index);
    await Promise.all(adds);
    await settle();
    const last = body('04-add-to-cart-same-product-again');
    expect(cart.$cart.get()).toMatchObject({ hash: last.cart_hash, fragments: last.fragments });
    expect(announced).toEqual([body(ADD).cart_hash, last.cart_hash, last.cart_hash]);
    expect(loadedEvents).toHaveLength(3);
  });

  it('ignores an added_to_cart without WooCommerce arguments', async () => {
    const $ = installFakeJQuery();
    page();
    const before = document.body.innerHTML;
    const cart = await started();
    $(document.body).trigger('added_to_cart');
    $(document.body).trigger('added_to_cart', [{ 'div.x': 1 }, 'h']);
    expect(document.body.innerHTML).toBe(before);
    expect(cart.$cart.get().hash).toBe('');
  });
});

describe('$cart with storage the browser denies', () => {
  it('still refreshes and shows the cart when every storage call throws', async () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    // happy-dom binds Storage methods to each instance, so the instances are what to stub.
    for (const storage of [sessionStorage, localStorage]) {
      for (const method of ['getItem', 'setItem', 'removeItem'] as const) vi.spyOn(storage, method).mockImplementation(denied);
    }
    page();
    setCookies();
    const cart = await started();
    expect(server.calls).toHaveLength(1);
    await respond(WITH_CART);
    expect(miniCartLines()).toBe(3);
    await cart.cartStore.show({ fragments: body('02-add-to-cart-simple').fragments, hash: 'h2' }, 'loaded');
    window.dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: 'h3' }));
    expect(cart.$cart.get()).toMatchObject({ hash: 'h2', count: 1 });
    // Another tab changed the cart: asked again (and left unanswered).
    await flush();
    expect(server.calls).toHaveLength(2);
  });

  it('still refreshes and shows the cart when reading sessionStorage itself throws', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      page();
      setCookies();
      const cart = await started();
      expect(server.calls).toHaveLength(1);
      await respond(WITH_CART);
      expect(miniCartLines()).toBe(3);
      expect(cart.$cart.get().status).toBe('idle');
    } finally {
      Object.defineProperty(window, 'sessionStorage', descriptor);
    }
  });
});

describe('$cart contents', () => {
  const data = (count: number) =>
    `<script type="application/json" id="shop-islands-cart">${JSON.stringify({ items: [], count, subtotal: 0, subtotal_html: '', cart_hash: '' })}</script>`;

  it("reads the page's structured cart at start, then each update's, and none from WooCommerce's own answers", async () => {
    page();
    document.body.insertAdjacentHTML('beforeend', data(0));
    const cart = await started();
    expect(cart.$cart.get().contents?.count).toBe(0);
    await cart.cartStore.show({ fragments: { ...body(WITH_CART).fragments, 'script#shop-islands-cart': data(7) }, hash: 'h7' }, 'loaded');
    expect(cart.$cart.get()).toMatchObject({ count: 7, contents: { count: 7 } });
    await cart.cartStore.show({ fragments: body(WITH_CART).fragments, hash: HASH }, 'loaded');
    expect(cart.$cart.get().contents).toBeUndefined();
    expect(cart.$cart.get().count).toBe(5);
  });
});
