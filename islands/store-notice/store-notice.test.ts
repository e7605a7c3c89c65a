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

describe('store notice', () => {
  it('shows the notice text as text, with a dismiss button, in a labelled region', async () => {
    await mount();
    const notice = document.querySelector('.woocommerce-store-notice')!;
    expect(notice.getAttribute('role')).toBe('region');
    expect(notice.getAttribute('aria-label')).toBe('Thông báo của cửa hàng');
    expect(notice.textContent).toContain('Giao hàng toàn quốc <24h>');
    expect(notice.querySelector('b, script')).toBeNull();
    const button = notice.querySelector('button')!;
    expect(button.textContent).toBe('Bỏ qua');
    expect(button.type).toBe('button');
  });

  it('dismisses: sets the session cookie, hides the notice and moves focus to the content', async () => {
    await mount();
    const button = document.querySelector<HTMLButtonElement>('.woocommerce-store-notice button')!;
    button.focus();
    button.click();
    await hydrated();
    expect(document.querySelector('.woocommerce-store-notice')).toBeNull();
    expect(document.cookie).toContain(`store_notice${NOTICE_ID}=hidden`);
    expect(document.activeElement?.id).toBe('main');
  });

  it('stays hidden when the cookie is already set (a cached page)', async () => {
    document.cookie = `store_notice${NOTICE_ID}=hidden; path=/`;
    await mount();
    expect(document.querySelector('.woocommerce-store-notice')).toBeNull();
  });

  it('keeps showing a notice whose id differs from the dismissed one', async () => {
    document.cookie = `store_notice${NOTICE_ID}=hidden; path=/`;
    await mount(markup('{"text":"Khuyến mãi mới","noticeId":"zz9"}'));
    expect(document.querySelector('.woocommerce-store-notice')?.textContent).toContain('Khuyến mãi mới');
  });

  it('speaks English on an English page', async () => {
    setConfig({ ...DEFAULT_CONFIG, locale: 'en_US' });
    await mount();
    expect(document.querySelector('.woocommerce-store-notice button')?.textContent).toBe('Dismiss');
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
