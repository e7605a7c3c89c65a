// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Islands } from '../../src/runtime/islands';
import { hydrated } from '../../tests/dom';

/** Flatsome's header search form, as the demo store renders it (with its category select). */
const FORM = `
  <div class="searchform-wrapper ux-search-box relative">
    <form role="search" method="get" class="searchform" action="/">
      <div class="flex-row relative">
        <div class="flex-col search-form-categories">
          <label class="screen-reader-text" for="search-header-category">Danh mục sản phẩm</label>
          <select id="search-header-category" class="search_categories resize-select mb-0" name="product_cat">
            <option value="">Tất cả</option><option value="thung-carton">Thùng carton</option><option value="bang-keo">Băng keo</option>
          </select>
        </div>
        <div class="flex-col flex-grow">
          <label class="screen-reader-text" for="search-header">Tìm kiếm:</label>
          <input type="search" id="search-header" class="search-field mb-0" name="s" value="" placeholder="Tìm…">
          <input type="hidden" name="post_type" value="product">
        </div>
        <div class="flex-col"><button type="submit" class="ux-search-submit submit-button secondary button icon mb-0">Tìm</button></div>
      </div>
      <div class="live-search-results text-left z-top"></div>
    </form>
  </div>
  <a href="/shop/" id="elsewhere">Cửa hàng</a>`;

const config = (search: Record<string, unknown> = { no_results: true }) =>
  `<script type="application/json" id="shop-islands-config">${JSON.stringify({ search })}</script>`;

const PRICE = '<span class="woocommerce-Price-amount amount"><bdi>3.500&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span>';
const product = (id: number, value: string, extra: Record<string, unknown> = {}) => ({
  type: 'Product',
  id,
  value,
  url: `/product/p-${id}/`,
  img: `/images/product/${id}-0.svg`,
  price: PRICE,
  ...extra,
});
const answer = (...suggestions: unknown[]): string => JSON.stringify({ suggestions });
const CARTONS = answer(
  product(11, 'Thùng carton 3 lớp 20x15x10 cm'),
  product(12, 'Thùng carton 5 lớp 40x30x30 cm', { price: `<del aria-hidden="true">${PRICE}</del> <ins>${PRICE}</ins><img src=x onerror="alert(1)"><script>alert(2)</script>` }),
  { id: -2, value: 'Xem tất cả kết quả', url: '/?s=thung+carton&post_type=product' },
);
const NOTHING = answer({ id: -1, value: 'Không tìm thấy sản phẩm nào.', url: '' });

/** One request the island sent, held until the test answers it. */
interface Call {
  url: string;
  signal: AbortSignal;
  respond(text: string, status?: number): Promise<void>;
  fail(error: unknown): Promise<void>;
}
let calls: Call[] = [];
/** Whether the stubbed fetch rejects when its signal aborts, as fetch does. */
let honourAbort = true;
/** Lets the island's promise chains and its component's render run (timers are fake). */
const flush = () => vi.advanceTimersByTimeAsync(0);

let islands: Islands | undefined;
let input: HTMLInputElement;
let form: HTMLFormElement;

/**
 * Puts the markup and a fresh copy of the islands in the page (the island's cache lives in its
 * module), focuses the field (the island loads on interaction), then makes timers fake.
 */
async function mount(html = config() + FORM, value = '', fakeTimers = true): Promise<void> {
  vi.resetModules();
  const { registry } = await import('../registry');
  const { startIslands } = await import('../../src/runtime/islands');
  const { setConfig } = await import('../../stores/config');
  const { readConfig } = await import('../../src/runtime/config');
  document.body.innerHTML = html;
  setConfig(readConfig());
  form = document.querySelector('form.searchform')!;
  input = form.querySelector('input[name="s"]')!;
  input.value = value;
  islands = startIslands({ registry });
  expect(form.getAttribute('data-island-state')).toBe('pending');
  input.focus();
  await hydrated();
  expect(form.getAttribute('data-island-state')).toBe('hydrated');
  if (fakeTimers) vi.useFakeTimers();
}

/** Types text as a shopper does: the field's value changes, then `input` fires. */
function type(text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const key = (name: string): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  input.dispatchEvent(event);
  return event;
};
const listbox = () => document.getElementById(input.getAttribute('aria-controls')!)!;
const options = () => Array.from(listbox().querySelectorAll<HTMLAnchorElement>('[role="option"]'));
const notice = () => form.querySelector<HTMLElement>('.autocomplete-no-suggestion')!;
const liveText = () => document.querySelector('[role="status"]')?.textContent ?? '';
const submitButton = () => form.querySelector<HTMLButtonElement>('.submit-button')!;
const expanded = () => input.getAttribute('aria-expanded');
const queryOf = (call: Call) => Object.fromEntries(new URL(call.url, 'https://shop.example').searchParams);

/** Types a query and lets the pause pass: one request goes out. */
async function search(text: string): Promise<Call> {
  const before = calls.length;
  type(text);
  await vi.advanceTimersByTimeAsync(300);
  expect(calls).toHaveLength(before + 1);
  return calls.at(-1)!;
}

beforeEach(() => {
  calls = [];
  honourAbort = true;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    let call!: Call;
    const response = new Promise((resolve, reject) => {
      const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (honourAbort) init.signal?.addEventListener('abort', aborted);
      call = {
        url,
        signal: init.signal!,
        respond: async (text, status = 200) => {
          resolve({ ok: status < 300, status, text: () => Promise.resolve(text) });
          await flush();
        },
        fail: async (error) => {
          reject(error);
          await flush();
        },
      };
    });
    calls.push(call);
    return response;
  });
});
afterEach(() => {
  islands?.stop();
  islands = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ajax-search: the form, enhanced', () => {
  it("makes Flatsome's search field an ARIA 1.2 combobox controlling a labelled listbox", async () => {
    await mount();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(expanded()).toBe('false');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(listbox().getAttribute('role')).toBe('listbox');
    expect(listbox().getAttribute('aria-label')).toBe('Gợi ý tìm kiếm');
    expect(listbox().hidden).toBe(true);
    expect(form.querySelector('.live-search-results')!.contains(listbox())).toBe(true);
    // The live region is in the page before its first message.
    expect(document.querySelector('[role="status"]')).not.toBeNull();
  });

  it("keeps Flatsome's own nodes as they were, focus in the field it loaded from", async () => {
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await mount();
    await (await search('thung')).respond(CARTONS);
    islands!.stop();
    islands = undefined;
    records.push(...observer.takeRecords());
    observer.disconnect();
    // Inside the form, nothing but the island's own list and notice ever left the page.
    const removed = records.filter((record) => form.contains(record.target)).flatMap((record) => Array.from(record.removedNodes));
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.every((node) => node instanceof Element && node.matches('[role="listbox"], [role="option"], .autocomplete-no-suggestion'))).toBe(true);
    expect(form.innerHTML).toBe(new DOMParser().parseFromString(FORM, 'text/html').querySelector('form')!.innerHTML);
    expect(document.activeElement).toBe(input);
  });

  it('adds its own results box to a form without one, and takes it away again', async () => {
    await mount(config() + FORM.replace('<div class="live-search-results text-left z-top"></div>', ''));
    const box = form.querySelector('.live-search-results')!;
    expect(box.contains(listbox())).toBe(true);
    await (await search('thung')).respond(CARTONS);
    expect(options()).toHaveLength(3);
    islands!.stop();
    islands = undefined;
    expect(form.querySelector('.live-search-results')).toBeNull();
  });

  it('is a plain form again once disposed', async () => {
    await mount();
    await (await search('thung')).respond(CARTONS);
    islands!.stop();
    islands = undefined;
    for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'autocomplete', 'aria-activedescendant']) {
      expect(input.hasAttribute(name), name).toBe(false);
    }
    expect(form.querySelector('[role="listbox"], .autocomplete-no-suggestion')).toBeNull();
    expect(submitButton().classList.contains('loading')).toBe(false);
    // The form's own markup is Flatsome's throughout: the island never took it over.
    expect(form.querySelector('.live-search-results')).not.toBeNull();
    expect(form.querySelector('input[name="post_type"]')).not.toBeNull();
    expect(form.querySelector('input[name="s"]')).toBe(input);
  });
});

describe('ajax-search: when it asks', () => {
  it('asks nothing under 3 characters, and once per pause in typing', async () => {
    await mount();
    type('t');
    type('th');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    for (const text of ['thu', 'thun', 'thung']) {
      type(text);
      await vi.advanceTimersByTimeAsync(299);
    }
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=thung');
  });

  it('counts characters after trimming, so "  th  " is still too short', async () => {
    await mount();
    type('  th  ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
  });

  it("uses the page's ajaxurl", async () => {
    await mount(`<script type="application/json" id="shop-islands-config">{"ajaxurl":"/shop/wp-admin/admin-ajax.php?lang=en"}</script>${FORM}`);
    const call = await search('thung');
    expect(call.url).toBe('/shop/wp-admin/admin-ajax.php?lang=en&action=flatsome_ajax_search_products&query=thung');
  });

  it('searches what was typed before it loaded, once the pause has passed', async () => {
    // Real timers here: the island starts its pause as it mounts.
    await mount(config() + FORM, 'băng keo', false);
    expect(calls).toHaveLength(0);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 25_000, interval: 20 });
    expect(calls.map(queryOf)).toEqual([{ action: 'flatsome_ajax_search_products', query: 'băng keo' }]);
  });

  it('searches again at once, in that category, when the category changes', async () => {
    await mount();
    await (await search('thung')).respond(CARTONS);
    const select = form.querySelector('select')!;
    select.value = 'bang-keo';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(calls).toHaveLength(2);
    expect(queryOf(calls[1]!)).toEqual({ action: 'flatsome_ajax_search_products', query: 'thung', product_cat: 'bang-keo' });
  });

  it('remembers answers by query and category: going back to one asks nothing', async () => {
    await mount();
    await (await search('thung')).respond(CARTONS);
    await (await search('thung carton')).respond(NOTHING);
    type('thung');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(options()).toHaveLength(3);
    const select = form.querySelector('select')!;
    select.value = 'bang-keo';
    select.dispatchEvent(new Event('change'));
    await calls[2]!.respond(NOTHING);
    select.value = '';
    select.dispatchEvent(new Event('change'));
    await flush();
    expect(calls).toHaveLength(3);
    expect(options()).toHaveLength(3);
  });

  it('marks the submit button as loading while it asks', async () => {
    await mount();
    const call = await search('thung');
    expect(submitButton().classList.contains('loading')).toBe(true);
    await call.respond(CARTONS);
    expect(submitButton().classList.contains('loading')).toBe(false);
  });
});

describe('ajax-search: what it shows', () => {
  it('lists the products as options, the typed words highlighted, the price sanitised, and says how many', async () => {
    await mount();
    await (await search('thung carton')).respond(CARTONS);
    expect(expanded()).toBe('true');
    expect(listbox().hidden).toBe(false);
    const [first, second, all] = options();
    expect(options()).toHaveLength(3);
    expect(first!.getAttribute('href')).toBe('/product/p-11/');
    expect(first!.getAttribute('aria-selected')).toBe('false');
    expect(first!.tabIndex).toBe(-1);
    expect(first!.querySelector('.search-name')!.innerHTML).toBe('<strong>Thùng</strong> <strong>carton</strong> 3 lớp 20x15x10 cm');
    expect(first!.querySelector('img')!.getAttribute('src')).toBe('/images/product/11-0.svg');
    expect(first!.querySelector('img')!.alt).toBe('');
    expect(first!.querySelector('.search-price')!.innerHTML).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi>3.500&nbsp;<span class="woocommerce-Price-currencySymbol">₫</span></bdi></span>',
    );
    expect(second!.querySelector('.search-price del')!.getAttribute('aria-hidden')).toBe('true');
    expect(second!.querySelector('script, img[onerror], [onerror]')).toBeNull();
    expect(all!.textContent).toBe('Xem tất cả kết quả');
    expect(all!.classList.contains('si-search-all')).toBe(true);
    expect(first!.classList.contains('si-search-all')).toBe(false);
    expect(all!.getAttribute('href')).toBe('/?s=thung+carton&post_type=product');
    expect(new Set(options().map((option) => option.id)).size).toBe(3);
    expect(liveText()).toContain('2 kết quả');
  });

  it('shows a product name as the text of a WordPress title: entities decoded, markup never rendered', async () => {
    await mount();
    await (await search('thung')).respond(answer(product(11, '<img src=x onerror=alert(1)>Thùng &amp; hộp <b>đẹp</b><script>alert(2)</script> &#8211; 1 &lt;b&gt;')));
    const name = options()[0]!.querySelector('.search-name')!;
    expect(name.querySelector('img, b, script')).toBeNull();
    expect(name.textContent).toBe('Thùng & hộp đẹp – 1 <b>');
    expect(name.querySelector('strong')!.textContent).toBe('Thùng');
  });

  it('leaves out a product whose link is not http(s) or relative', async () => {
    await mount();
    await (await search('thung')).respond(answer(product(11, 'Thùng A', { url: 'javascript:alert(1)' }), product(12, 'Thùng B')));
    expect(options().map((option) => option.getAttribute('href'))).toEqual(['/product/p-12/']);
  });

  it('says "Không có kết quả" when nothing matches and the option is on', async () => {
    await mount();
    await (await search('khong co')).respond(NOTHING);
    expect(notice().hidden).toBe(false);
    expect(notice().textContent).toBe('Không có kết quả');
    expect(listbox().hidden).toBe(true);
    expect(expanded()).toBe('false');
    expect(liveText()).toContain('Không có kết quả');
  });

  it('keeps the list closed and quiet when nothing matches and the option is off', async () => {
    await mount(config({ no_results: false }) + FORM);
    await (await search('khong co')).respond(NOTHING);
    expect(notice().hidden).toBe(true);
    expect(listbox().hidden).toBe(true);
    expect(liveText()).toBe('');
  });

  it.each([
    ['a server error', (call: Call) => call.respond('<h1>Internal Server Error</h1>', 500)],
    ['WordPress refusing the action', (call: Call) => call.respond('0', 400)],
    ['an answer that is not JSON', (call: Call) => call.respond('<!doctype html><p>Bảo trì</p>')],
    ['an answer of the wrong shape', (call: Call) => call.respond('{"results":[]}')],
    ['a network failure', (call: Call) => call.fail(new TypeError('Failed to fetch'))],
    ['no answer within 5 s', async () => void (await vi.advanceTimersByTimeAsync(5000))],
  ])('shows nothing after %s, says nothing misleading, and the form still submits', async (_, end) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount();
    await (await search('thung')).respond(CARTONS);
    const call = await search('thung carton');
    await end(call);
    expect(listbox().hidden).toBe(true);
    expect(options()).toHaveLength(0);
    expect(notice().hidden).toBe(true);
    expect(expanded()).toBe('false');
    expect(liveText()).not.toContain('Không có kết quả');
    expect(submitButton().classList.contains('loading')).toBe(false);
    expect(warn).toHaveBeenCalled();
    // Whether anything on the way stopped the submit; then stopped here, so the test page stays.
    let prevented: boolean | undefined;
    window.addEventListener('submit', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    }, { once: true });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(prevented).toBe(false);
  });
});

describe('ajax-search: stale answers', () => {
  it('aborts the request for an older query as soon as the text changes, and never shows its answer', async () => {
    // A transport that answers anyway, after the abort: the answer must still be dropped.
    honourAbort = false;
    await mount();
    const first = await search('thung');
    type('thung carton');
    expect(first.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    const second = calls[1]!;
    expect(queryOf(second).query).toBe('thung carton');
    // Even if the older answer arrives anyway, after the newer request went out:
    await first.respond(answer(product(99, 'Thùng cũ')));
    expect(options()).toHaveLength(0);
    await second.respond(CARTONS);
    expect(options().map((option) => option.querySelector('.search-name')!.textContent)).toEqual([
      'Thùng carton 3 lớp 20x15x10 cm',
      'Thùng carton 5 lớp 40x30x30 cm',
      'Xem tất cả kết quả',
    ]);
  });

  it('drops an answer that arrives after the text went under 3 characters', async () => {
    honourAbort = false;
    await mount();
    const call = await search('thung');
    type('th');
    expect(call.signal.aborted).toBe(true);
    await call.respond(CARTONS);
    expect(options()).toHaveLength(0);
    expect(submitButton().classList.contains('loading')).toBe(false);
  });
});

describe('ajax-search: keyboard', () => {
  async function open(): Promise<void> {
    await mount();
    await (await search('thung carton')).respond(CARTONS);
  }
  const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

  it('moves through the options with the arrows, wrapping round, focus staying in the field', async () => {
    await open();
    expect(key('ArrowDown').defaultPrevented).toBe(true);
    await flush();
    expect(active()).toBe(options()[0]);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(options()[0]!.classList.contains('autocomplete-selected')).toBe(true);
    key('ArrowDown');
    key('ArrowDown');
    await flush();
    expect(active()).toBe(options()[2]);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('false');
    key('ArrowDown');
    await flush();
    expect(active()).toBe(options()[0]);
    key('ArrowUp');
    await flush();
    expect(active()).toBe(options()[2]);
    expect(document.activeElement).toBe(input);
  });

  it('opens the active option with Enter', async () => {
    await open();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    key('ArrowDown');
    key('ArrowDown');
    const { href } = options()[1]!;
    expect(href).toMatch(/\/product\/p-12\/$/);
    expect(key('Enter').defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(href);
    await flush();
    expect(listbox().hidden).toBe(true);
  });

  it('lets Enter submit the form when no option is active, and after the text changed', async () => {
    await open();
    expect(key('Enter').defaultPrevented).toBe(false);
    key('ArrowDown');
    await flush();
    expect(input.hasAttribute('aria-activedescendant')).toBe(true);
    type('thung carton 5');
    await flush();
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(key('Enter').defaultPrevented).toBe(false);
  });

  it('closes with Esc and keeps the text; the arrows open it again from memory', async () => {
    await open();
    key('ArrowDown');
    expect(key('Escape').defaultPrevented).toBe(true);
    await flush();
    expect(listbox().hidden).toBe(true);
    expect(expanded()).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('thung carton');
    // A second Esc is the field's own again (a search field clears itself).
    expect(key('Escape').defaultPrevented).toBe(false);
    key('ArrowDown');
    await flush();
    expect(listbox().hidden).toBe(false);
    expect(active()).toBe(options()[0]);
    expect(calls).toHaveLength(1);
  });

  it('closes when focus leaves the form, not when it moves to the category select', async () => {
    await open();
    form.querySelector('select')!.focus();
    await flush();
    expect(listbox().hidden).toBe(false);
    document.querySelector<HTMLElement>('#elsewhere')!.focus();
    await flush();
    expect(listbox().hidden).toBe(true);
  });

  it('keeps focus in the field when an option is pressed', async () => {
    await open();
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    options()[0]!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
  });
});
