// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../tests/dom';
import type { Islands } from '../../src/runtime/islands';
import type { IslandDefinition } from '../../src/runtime/types';
import { QUICK_VIEW_REMOVAL_DELAY, QUICK_VIEW_TIMEOUT } from '../../src/quick-view/quick-view';

/** One request the island made, answered by the test. */
interface Sent {
  url: string;
  init: RequestInit;
  resolve(response: Response): void;
  reject(error: unknown): void;
}
let sent: Sent[] = [];

const ANSWER = `<div class="product-quick-view-container"><div id="product-42" class="row row-collapse mb-0 product">
  <div class="product-gallery large-6 col"><img src="/a.jpg" alt="Áo"></div>
  <div class="product-info summary large-6 col entry-summary"><h1 class="product-title product_title entry-title">Áo thun cotton</h1>
  <form class="cart" action="/product/ao/" method="post"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1"></div>
  <button type="submit" name="add-to-cart" value="42" class="single_add_to_cart_button button alt">Thêm vào giỏ hàng</button></form></div>
</div></div>`;

const card = (prod = '42') => `
  <ul class="products"><li class="product"><div class="box-image"><a class="quick-view" data-prod="${prod}" href="/product/ao/">Xem nhanh</a></div>
  <h2 class="woocommerce-loop-product__title">Áo thun cotton</h2></li></ul>
  <a href="/elsewhere/" id="elsewhere">Elsewhere</a>`;

let islands: Islands | undefined;

/** Puts the page in place with its config and starts the loader on `registry` (the real one by default). */
async function page(html: string, config: Record<string, unknown> = {}, registry?: readonly IslandDefinition[]): Promise<void> {
  vi.resetModules();
  document.body.innerHTML = `<script type="application/json" id="shop-islands-config">${JSON.stringify(config)}</script>${html}`;
  const { setConfig } = await import('../../stores/config');
  const { readConfig } = await import('../../src/runtime/config');
  setConfig(readConfig());
  const { startIslands } = await import('../../src/runtime/islands');
  islands = startIslands({ registry: registry ?? (await import('../registry')).registry.filter((d) => d.name === 'quick-view') });
  await settle();
  // An eager registry: its islands load and mount now (the first import takes a moment).
  for (let i = 0; registry && i < 300 && document.querySelector('[data-island-state="pending"], [data-island-state="loading"]'); i++) await settle(1);
}

/** The quick-view island, registered to hydrate at once (the page's trigger is tested on its own). */
const eager: IslandDefinition[] = [{ name: 'quick-view', hydrate: 'load', enhances: ['a.quick-view[data-prod]'], load: () => import('./index') }];

const link = (): HTMLAnchorElement => document.querySelector<HTMLAnchorElement>('a.quick-view')!;
const dialog = (): HTMLDialogElement | null => document.querySelector<HTMLDialogElement>('dialog.si-quick-view');
const container = (): HTMLElement => dialog()!.querySelector<HTMLElement>('.product-lightbox')!;
const click = (element: Element, init: MouseEventInit = {}): boolean =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
const html = (text: string, status = 200): Response => new Response(text, { status, headers: { 'content-type': 'text/html; charset=UTF-8' } });

/** Opens the popup with a click on the link and lets the island reach its first await. */
/** However long the island's modules take to load on a busy machine: conditions are waited for, not time. */
const WAIT = { timeout: 30_000 };
/** Opens the quick view from its link and waits until its request has gone. */
async function open(): Promise<void> {
  const before = sent.length;
  expect(click(link())).toBe(false);
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(before), WAIT);
  await settle();
}
/** Answers a request and waits until the island has taken the answer (its link no longer busy). */
async function answer(response: Response | Error, index = 0): Promise<void> {
  if (response instanceof Error) sent[index]!.reject(response);
  else sent[index]!.resolve(response);
  await vi.waitFor(() => expect(link().hasAttribute('aria-busy')).toBe(false), WAIT);
  await settle();
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      sent.push({ url, init, resolve, reject });
      init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    }),
  );
});
afterEach(() => {
  islands?.stop();
  islands = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('quick view: the request and the popup', () => {
  it('posts flatsome_quickview to the ajaxurl, shows "Loading..." in a modal dialog, and the answer once it arrives', async () => {
    await page(card(), { ajaxurl: '/shop/wp-admin/admin-ajax.php' }, eager);
    await open();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/shop/wp-admin/admin-ajax.php');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.body).toBe('action=flatsome_quickview&product=42');
    expect((sent[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    // The link is processing until the answer arrives.
    expect(link().classList.contains('processing')).toBe(true);
    expect(link().getAttribute('aria-busy')).toBe('true');
    // The dialog is open at once, named after the product on the card, focus on its close button.
    expect(dialog()!.open).toBe(true);
    expect(dialog()!.getAttribute('aria-label')).toBe('Xem nhanh Áo thun cotton');
    expect(container().getAttribute('aria-busy')).toBe('true');
    expect(container().textContent).toBe('Đang tải...');
    const closer = dialog()!.querySelector('button.si-quick-view__close')!;
    expect(closer.getAttribute('aria-label')).toBe('Đóng (Esc)');
    expect(document.activeElement).toBe(closer);

    await answer(html(ANSWER));
    expect(link().classList.contains('processing')).toBe(false);
    expect(link().hasAttribute('aria-busy')).toBe(false);
    expect(container().classList.contains('product-lightbox')).toBe(true);
    expect(container().dataset['dragThreshold']).toBe('15');
    expect(container().hasAttribute('aria-busy')).toBe(false);
    expect(container().querySelector('.product-quick-view-container form.cart button.single_add_to_cart_button')).not.toBeNull();
    // Named by the product title inside from now on.
    const title = container().querySelector('h1.product-title')!;
    expect(title.id).not.toBe('');
    expect(dialog()!.getAttribute('aria-labelledby')).toBe(title.id);
    expect(dialog()!.hasAttribute('aria-label')).toBe(false);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it("keeps the link's own markup as Flatsome printed it, open or closed", async () => {
    const markup = '<i class="icon-eye" aria-hidden="true"></i> <span>Xem nhanh</span>';
    await page(card().replace('>Xem nhanh</a>', `>${markup}</a>`), {}, eager);
    const children = Array.from(link().childNodes);
    await open();
    await answer(html(ANSWER));
    expect(link().innerHTML).toBe(markup);
    dialog()!.querySelector<HTMLButtonElement>('.si-quick-view__close')!.click();
    await settle();
    expect(Array.from(link().childNodes)).toEqual(children);
    expect(children.every((node) => node.parentNode === link())).toBe(true);
  });

  it('sends one request for a double click, and a new one for a click after closing', async () => {
    await page(card(), {}, eager);
    expect(click(link())).toBe(false);
    expect(click(link())).toBe(false);
    await settle();
    expect(click(link())).toBe(false);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/wp-admin/admin-ajax.php');
    await answer(html(ANSWER));
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    dialog()!.querySelector<HTMLButtonElement>('.si-quick-view__close')!.click();
    await open();
    expect(sent).toHaveLength(2);
  });

  it.each([
    ['a 500', () => html('<p>Fatal error</p>', 500)],
    ['an empty answer', () => html('  ')],
    ['no connection', () => new TypeError('Failed to fetch')],
  ])('says the content could not be loaded after %s, and the link is usable again', async (_, make) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page(card(), {}, eager);
    await open();
    await answer(make());
    const error = container().querySelector('[role="alert"]')!;
    expect(error.textContent).toBe('Không thể tải nội dung');
    expect(container().hasAttribute('aria-busy')).toBe(false);
    expect(container().textContent).not.toContain('Fatal error');
    expect(link().classList.contains('processing')).toBe(false);
    dialog()!.querySelector<HTMLButtonElement>('.si-quick-view__close')!.click();
    await open();
    expect(sent).toHaveLength(2);
  });

  it(`gives up after ${QUICK_VIEW_TIMEOUT} ms without an answer`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page(card(), {}, eager);
    vi.useFakeTimers();
    click(link());
    await vi.advanceTimersByTimeAsync(QUICK_VIEW_TIMEOUT - 1);
    expect(container().textContent).toBe('Đang tải...');
    expect(link().classList.contains('processing')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(container().textContent).toBe('Không thể tải nội dung');
    expect(link().classList.contains('processing')).toBe(false);
  });

  it('speaks English on an English page, with the lightbox strings', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page(card(), { locale: 'en' }, eager);
    await open();
    // The English strings are a chunk of their own: the popup waits for them.
    for (let i = 0; i < 300 && !dialog(); i++) await settle(1);
    expect(container().textContent).toBe('Loading...');
    expect(dialog()!.getAttribute('aria-label')).toBe('Quick view of Áo thun cotton');
    expect(dialog()!.querySelector('.si-quick-view__close')!.getAttribute('aria-label')).toBe('Close (Esc)');
    await answer(html('', 404));
    expect(container().textContent).toBe('The content could not be loaded');
  });

  it('takes its popup away with a link that leaves the page, and cancels its request', async () => {
    await page(card(), { locale: 'en' }, eager);
    click(link());
    link().remove();
    for (let i = 0; i < 300 && !sent[0]?.init.signal?.aborted; i++) await settle(1);
    expect(sent[0]!.init.signal!.aborted).toBe(true);
    await settle();
    expect(dialog()).toBeNull();
  });

  it('leaves a click with a modifier, or a link without a product id, to the browser', async () => {
    await page(card() + '<a class="quick-view" id="broken" data-prod="42abc" href="/product/b/">Xem nhanh</a>', {}, eager);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) expect(click(link(), init)).toBe(true);
    expect(click(document.querySelector('#broken')!)).toBe(true);
    await settle();
    expect(sent).toHaveLength(0);
    expect(dialog()).toBeNull();
  });
});

describe('quick view: closing', () => {
  it(`closes on Esc, puts focus back on the link, and leaves the page ${QUICK_VIEW_REMOVAL_DELAY} ms later`, async () => {
    await page(card(), {}, eager);
    link().focus();
    await open();
    await answer(html(ANSWER));
    const shown = dialog()!;
    vi.useFakeTimers();
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    container().querySelector('input')!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    expect(shown.open).toBe(false);
    expect(document.activeElement).toBe(link());
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.classList.contains('si-closing')).toBe(true);
    await vi.advanceTimersByTimeAsync(QUICK_VIEW_REMOVAL_DELAY - 1);
    expect(shown.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.isConnected).toBe(false);
  });

  it('closes on the close button, on a click on the backdrop, and on the dialog’s own cancel, not on a click inside', async () => {
    await page(card(), {}, eager);
    for (const close of [
      (d: HTMLDialogElement) => d.querySelector<HTMLButtonElement>('.si-quick-view__close')!.click(),
      (d: HTMLDialogElement) => click(d),
      (d: HTMLDialogElement) => d.dispatchEvent(new Event('cancel', { cancelable: true })),
    ]) {
      await open();
      await answer(html(ANSWER), sent.length - 1);
      const shown = dialog()!;
      click(shown.querySelector('h1')!);
      expect(shown.open).toBe(true);
      close(shown);
      expect(shown.open).toBe(false);
      expect(document.activeElement).toBe(link());
      shown.remove();
    }
  });

  it('keeps Tab inside: past the last stop to the first, and back', async () => {
    await page(card(), {}, eager);
    await open();
    await answer(html(ANSWER));
    const tab = (shiftKey = false): boolean =>
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));
    const closer = dialog()!.querySelector<HTMLElement>('.si-quick-view__close')!;
    const last = dialog()!.querySelector<HTMLElement>('.single_add_to_cart_button')!;
    expect(document.activeElement).toBe(closer);
    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe(last);
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(closer);
    // In between, Tab is the browser's.
    expect(tab()).toBe(true);
  });

  it('stays open for the second click of the double click that opened it', async () => {
    await page(card(), {}, eager);
    await open();
    click(dialog()!, { detail: 2 });
    expect(dialog()!.open).toBe(true);
    click(dialog()!, { detail: 1 });
    expect(dialog()!.open).toBe(false);
  });

  it('closing while it loads cancels the request, and a late answer shows nothing', async () => {
    await page(card(), {}, eager);
    await open();
    const signal = sent[0]!.init.signal!;
    dialog()!.querySelector<HTMLButtonElement>('.si-quick-view__close')!.click();
    expect(signal.aborted).toBe(true);
    await settle();
    expect(link().classList.contains('processing')).toBe(false);
    sent[0]!.resolve(html(ANSWER));
    await settle();
    expect(document.querySelector('.product-quick-view-container')).toBeNull();
  });
});

describe('quick view: the answer is sanitised', () => {
  it('never lets a script, an inline handler or a javascript: URL land', async () => {
    await page(card(), {}, eager);
    const ran = vi.fn();
    (window as unknown as { __ran: () => void }).__ran = ran;
    await open();
    await answer(
      html(`<div class="product-quick-view-container"><h1 class="product_title" onclick="__ran()">Áo</h1>
        <script>__ran()</script><img src="x" onerror="__ran()" alt="">
        <a href=" java\tscript:__ran()" id="js">x</a><a href="/product/ao/" id="fine">ok</a>
        <form action="javascript:__ran()"><button formaction="javascript:__ran()">b</button></form>
        <iframe srcdoc="<script>parent.__ran()</script>"></iframe><svg><a href="javascript:__ran()"><text>s</text></a></svg></div>`),
    );
    const shown = container();
    expect(shown.querySelector('h1.product_title')!.textContent).toBe('Áo');
    expect(shown.querySelector('script, iframe, svg')).toBeNull();
    expect(shown.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(shown.querySelector('img')!.getAttribute('src')).toBe('x');
    expect(shown.querySelector('h1')!.hasAttribute('onclick')).toBe(false);
    expect(shown.querySelector('#js')!.hasAttribute('href')).toBe(false);
    expect(shown.querySelector('#fine')!.getAttribute('href')).toBe('/product/ao/');
    expect(shown.querySelector('form')!.hasAttribute('action')).toBe(false);
    expect(shown.querySelector('button')!.hasAttribute('formaction')).toBe(false);
    click(shown.querySelector('h1')!);
    shown.querySelector('img')!.dispatchEvent(new Event('error'));
    await settle();
    expect(ran).not.toHaveBeenCalled();
  });
});

describe('quick view: names that would clobber the page’s objects', () => {
  it('neutralises them, and keeps the names the product form posts', async () => {
    await page(card(), {}, eager);
    await open();
    await answer(
      html(`<div class="product-quick-view-container"><h1 class="product_title">Áo</h1><img src="/a.jpg" name="cookie" alt="">
        <form id="shopIslands" class="cart" action="/product/ao/" method="post"><input type="number" name="quantity" value="1">
        <input type="hidden" name="action" value="x"><button type="submit" name="add-to-cart" value="42">Thêm</button></form>
        <div id="jQuery"></div><div id="product-42" class="product"></div></div>`),
    );
    const shown = container();
    expect(shown.querySelector('img')!.hasAttribute('name')).toBe(false);
    const form = shown.querySelector<HTMLFormElement>('form.cart')!;
    expect(form.hasAttribute('id')).toBe(false);
    expect(shown.querySelector('input[type="hidden"]')!.hasAttribute('name')).toBe(false);
    expect(shown.querySelector('div.product-quick-view-container > div:not(.product)')!.hasAttribute('id')).toBe(false);
    // What WooCommerce's form posts keeps its names, and the product its id.
    expect(new FormData(form).get('quantity')).toBe('1');
    expect(form.querySelector('button')!.getAttribute('name')).toBe('add-to-cart');
    expect(form.getAttribute('action')).toBe('/product/ao/');
    expect(shown.querySelector('#product-42')).not.toBeNull();
    expect(typeof document.cookie).toBe('string');
    expect((window as unknown as { shopIslands?: unknown }).shopIslands).toBeUndefined();
  });
});

describe('quick view: with the loader', () => {
  it('waits for a first touch, and the first click after it opens the popup', async () => {
    await page(card());
    expect(link().getAttribute('data-island-state')).toBe('pending');
    link().dispatchEvent(new Event('focusin', { bubbles: true }));
    for (let i = 0; i < 100 && link().getAttribute('data-island-state') !== 'hydrated'; i++) await settle(1);
    expect(link().getAttribute('data-island-state')).toBe('hydrated');
    await open();
    expect(sent).toHaveLength(1);
    expect(dialog()!.open).toBe(true);
  });

  it('hydrates the islands in the answer, and disposes them when the popup leaves the page', async () => {
    const life: string[] = [];
    const probe: IslandDefinition = {
      name: 'probe',
      hydrate: 'load',
      enhances: ['form.cart'],
      load: async () => ({
        default: {
          mount(element: HTMLElement) {
            life.push(`mount ${element.querySelector('button')!.value}`);
            return () => life.push('dispose');
          },
        },
      }),
    };
    await page(card(), {}, [...eager, probe]);
    await open();
    await answer(html(ANSWER));
    await settle();
    expect(life).toEqual(['mount 42']);
    vi.useFakeTimers();
    dialog()!.querySelector<HTMLButtonElement>('.si-quick-view__close')!.click();
    vi.advanceTimersByTime(QUICK_VIEW_REMOVAL_DELAY);
    vi.useRealTimers();
    await settle();
    expect(life).toEqual(['mount 42', 'dispose']);
  });
});
