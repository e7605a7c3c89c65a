// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { DEFAULT_CONFIG } from '../../src/runtime/config';
import { startIslands, type Islands } from '../../src/runtime/islands';
import { setConfig } from '../../stores/config';
import { clearCookies, hydrated } from '../../tests/dom';

const NOTICE_ID = '4f1c2b';
const markup = (props = `{"text":"Giao hàng toàn quốc <24h>","noticeId":"${NOTICE_ID}"}`) => `
  <div data-island="store-notice" data-hydrate="load">
    <script type="application/json" data-island-props>${props}</script>
    <p class="woocommerce-store-notice demo_store">Giao hàng toàn quốc &lt;24h&gt; <a href="/store-notice/dismiss/?id=${NOTICE_ID}" class="woocommerce-store-notice__dismiss-link">Bỏ qua</a></p>
  </div>
  <main id="main"><h1>Cửa hàng</h1></main>`;

let islands: Islands | undefined;
const mount = async (html = markup()): Promise<void> => {
  document.body.innerHTML = html;
  islands = startIslands({ registry });
  await hydrated();
};

afterEach(() => {
  islands?.stop();
  islands = undefined;
  setConfig(DEFAULT_CONFIG);
  clearCookies();
});

/** The shopper comes to the notice: its component hydrates the server's markup. */
const touch = async (): Promise<HTMLAnchorElement> => {
  document.querySelector('[data-island="store-notice"]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await vi.waitFor(() => expect(document.querySelector('.woocommerce-store-notice__dismiss-link[role="button"]')).not.toBeNull());
  return document.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!;
};

describe('store notice', () => {
  it('keeps the server’s notice until the shopper comes, then adopts it: the text as text, its link a button, in a labelled region', async () => {
    await mount();
    const notice = document.querySelector('.woocommerce-store-notice')!;
    const link = notice.querySelector('a')!;
    expect(link.hasAttribute('role')).toBe(false);
    expect(await touch()).toBe(link);
    expect(document.querySelector('.woocommerce-store-notice')).toBe(notice);
    expect(notice.getAttribute('role')).toBe('region');
    expect(notice.getAttribute('aria-label')).toBe('Thông báo của cửa hàng');
    expect(notice.textContent).toBe('Giao hàng toàn quốc <24h> Bỏ qua');
    expect(notice.querySelector('b, script')).toBeNull();
  });

  it('dismisses: sets the session cookie, hides the notice and moves focus to the content', async () => {
    await mount();
    const link = await touch();
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-store-notice')).toBeNull());
    expect(document.cookie).toContain(`store_notice${NOTICE_ID}=hidden`);
    expect(document.activeElement?.id).toBe('main');
  });

  it('dismisses with the space bar, as a button does', async () => {
    await mount();
    (await touch()).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-store-notice')).toBeNull());
    expect(document.cookie).toContain(`store_notice${NOTICE_ID}=hidden`);
  });

  it('hands a click that came before it to the component, which dismisses instead of leaving the page', async () => {
    await mount();
    const link = document.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-store-notice')).toBeNull());
    expect(document.cookie).toContain(`store_notice${NOTICE_ID}=hidden`);
  });

  it('goes at once when the cookie is already set (a cached page)', async () => {
    document.cookie = `store_notice${NOTICE_ID}=hidden; path=/`;
    await mount();
    expect(document.querySelector('.woocommerce-store-notice')).toBeNull();
  });

  it('keeps showing a notice whose id differs from the dismissed one', async () => {
    document.cookie = `store_notice${NOTICE_ID}=hidden; path=/`;
    await mount(markup('{"text":"Khuyến mãi mới","noticeId":"zz9"}'));
    expect(document.querySelector('.woocommerce-store-notice')?.textContent).toContain('Giao hàng toàn quốc');
    await touch();
  });

  it('speaks English on an English page', async () => {
    setConfig({ ...DEFAULT_CONFIG, locale: 'en_US' });
    await mount();
    await touch();
    expect(document.querySelector('.woocommerce-store-notice')?.getAttribute('aria-label')).toBe('Store notice');
  });

  it('keeps the server markup when its props are unusable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors: Event[] = [];
    document.addEventListener('shop-islands:error', (event) => errors.push(event));
    await mount(markup('{"text": 5}'));
    // Without a noticeId the island cannot know its cookie: the no-JavaScript notice stays.
    await hydrated();
    expect(document.querySelector('.woocommerce-store-notice a[href^="/store-notice/dismiss/"]')).not.toBeNull();
    expect(document.querySelector('[data-island="store-notice"]')?.getAttribute('data-island-state')).toBe('error');
    expect(errors).toHaveLength(1);
  });
});

/** WooCommerce's own notice, as another theme prints it in its footer (`woocommerce_demo_store`). */
const classic = `
  <main id="main"><h1>Cửa hàng</h1></main>
  <p class="woocommerce-store-notice demo_store" data-notice-id="${NOTICE_ID}" style="display:none;">Giao hàng <strong>miễn phí</strong> <a href="#" class="woocommerce-store-notice__dismiss-link">Bỏ qua</a></p>`;

describe('WooCommerce’s own store notice, on another theme', () => {
  const notice = () => document.querySelector<HTMLElement>('p.woocommerce-store-notice')!;
  const link = () => notice().querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!;

  it('shows it as a labelled region, its markup kept, its dismiss link a button', async () => {
    await mount(classic);
    expect(notice().style.display).toBe('');
    expect(notice().getAttribute('role')).toBe('region');
    expect(notice().getAttribute('aria-label')).toBe('Thông báo của cửa hàng');
    expect(notice().querySelector('strong')?.textContent).toBe('miễn phí');
    expect(link().getAttribute('role')).toBe('button');
  });

  it('dismisses it with a click or the space bar: the cookie set, the notice hidden, focus on the content', async () => {
    await mount(classic);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().focus();
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(notice().style.display).toBe('none');
    expect(document.cookie).toContain(`store_notice${NOTICE_ID}=hidden`);
    expect(document.activeElement?.id).toBe('main');

    islands?.stop();
    clearCookies();
    document.body.innerHTML = '';
    await mount(classic);
    link().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(notice().style.display).toBe('none');
  });

  it('leaves it hidden when the cookie says so', async () => {
    document.cookie = `store_notice${NOTICE_ID}=hidden; path=/`;
    await mount(classic);
    expect(notice().style.display).toBe('none');
    expect(link().hasAttribute('role')).toBe(false);
  });

  it('puts it back as it was when the island goes', async () => {
    await mount(classic);
    islands!.stop();
    islands = undefined;
    expect(notice().getAttribute('style')).toBe('display:none;');
    expect(notice().hasAttribute('role')).toBe(false);
    expect(link().hasAttribute('role')).toBe(false);
  });

  it('does not take the theme’s own notice inside its mount point a second time', async () => {
    await mount(markup().replace('<p class="woocommerce-store-notice demo_store">', `<p class="woocommerce-store-notice demo_store" data-notice-id="${NOTICE_ID}">`));
    expect(document.querySelectorAll('.woocommerce-store-notice')).toHaveLength(1);
    await touch();
    expect(document.querySelectorAll('.woocommerce-store-notice [role="button"]')).toHaveLength(1);
  });
});
