// @vitest-environment happy-dom
import pageConsole from 'node:console';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../src/i18n/index';
import { gallery } from '../../src/i18n/catalogs/gallery';
import { loadCatalogs } from '../../src/i18n/index';
import { fixtureBody } from '../../tests/dom';

// The build writes the file and gives its hashed name; the test runner gives none.
vi.mock('photoswipe/style.css?url', () => ({ default: '/assets/photoswipe-TEST.css' }));

/** Three slides as WooCommerce renders them, each with its large image. */
const slides = (): Element[] => {
  const track = document.createElement('div');
  track.innerHTML = [1, 2, 3]
    .map(
      (n) => `<div class="woocommerce-product-gallery__image"><a href="/p/${n}.svg">` +
        `<img src="/p/${n}.svg" alt="Ảnh ${n}" data-large_image="/p/${n}-large.svg" data-large_image_width="800" data-large_image_height="800"></a></div>`,
    )
    .join('');
  return Array.from(track.children);
};

/** happy-dom fetches no stylesheet here: it answers `load` (or `error`) at once. */
const browserSettings = (window as unknown as { happyDOM: { settings: { disableCSSFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } } })
  .happyDOM.settings;
const stylesheets = (): HTMLLinkElement[] => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
beforeEach(() => {
  browserSettings.disableCSSFileLoading = true;
  browserSettings.handleDisabledFileLoadingAsSuccess = true;
});
afterEach(() => {
  browserSettings.disableCSSFileLoading = false;
  browserSettings.handleDisabledFileLoadingAsSuccess = false;
});

async function open(index = 1, locale = 'vi', from = slides()) {
  const { openLightbox, strings } = await import('./lightbox');
  await loadCatalogs(locale, [gallery, strings]);
  const { t } = createI18n({ locale });
  const trigger = document.body.appendChild(document.createElement('a'));
  trigger.href = '/p/2.svg';
  const opening = openLightbox({ slides: from, index, trigger, t, reducedMotion: true });
  return { opening, trigger };
}

describe('openLightbox', () => {
  it('loads PhotoSwipe’s stylesheet first, then opens a labelled modal dialog in the catalog’s words', async () => {
    const { opening } = await open();
    const pswp = await opening;
    expect(stylesheets().map((link) => link.getAttribute('href'))).toEqual(['file:///assets/photoswipe-TEST.css']);
    const dialog = document.querySelector('.pswp')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Trình xem ảnh');
    expect(dialog.querySelector('.pswp__button--close')!.getAttribute('title')).toBe('Đóng (Esc)');
    expect(dialog.querySelector('.pswp__button--arrow--next')!.getAttribute('aria-label')).toBe('Sau (phím mũi tên phải)');
    expect(dialog.querySelector('.pswp__counter')!.textContent).toBe('2 / 3');
    expect(pswp.options.preload).toEqual([0, 1]);
    pswp.destroy();
    // Once per page.
    (await (await open()).opening).destroy();
    expect(stylesheets()).toHaveLength(1);
  });

  it('shows each slide’s picture as it is when it opens, a variation’s swapped in, and none for a slide without one', async () => {
    const from = slides();
    from[0]!.querySelector('img')!.setAttribute('data-large_image', '/variation/40.svg');
    // A placeholder: no picture, no link.
    from[1]!.innerHTML = '<img src="/placeholder.svg" alt="">';
    const pswp = await (await open(2, 'vi', from)).opening;
    expect(pswp.options.dataSource).toEqual([
      { src: '/variation/40.svg', width: 800, height: 800, alt: 'Ảnh 1', msrc: expect.stringMatching(/\/p\/1\.svg$/) },
      { src: '/p/3-large.svg', width: 800, height: 800, alt: 'Ảnh 3', msrc: expect.stringMatching(/\/p\/3\.svg$/) },
    ]);
    expect(pswp.currIndex).toBe(1);
    pswp.destroy();
  });

  it('shows WooCommerce’s own slide: its large image, at its size, over the picture on the page', async () => {
    document.body.innerHTML = fixtureBody('woocommerce/pages/product-variable.html');
    const pswp = await (await open(0, 'vi', Array.from(document.querySelectorAll('.woocommerce-product-gallery__image')))).opening;
    expect(pswp.options.dataSource).toEqual([
      {
        src: 'http://127.0.0.1:8089/wp-content/uploads/2026/11/ao-polo-nam.jpg',
        width: 800,
        height: 800,
        alt: 'Áo polo nam',
        msrc: 'http://127.0.0.1:8089/wp-content/uploads/2026/11/ao-polo-nam-600x600.jpg',
      },
    ]);
    pswp.destroy();
  });

  it('says “Loading...” to screen readers while its spinner shows', async () => {
    const { opening } = await open();
    const pswp = await opening;
    const preloader = document.querySelector('.pswp__preloader')!;
    const status = preloader.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');
    preloader.classList.add('pswp__preloader--active');
    await Promise.resolve();
    expect(status.textContent).toBe('Đang tải...');
    preloader.classList.remove('pswp__preloader--active');
    await Promise.resolve();
    expect(status.textContent).toBe('');
    pswp.destroy();
  });

  it('names a failed image and links to it', async () => {
    const { opening } = await open(2);
    const pswp = await opening;
    const message = pswp.applyFilters('contentErrorElement', document.createElement('div'), pswp.currSlide!.content);
    const link = message.querySelector('a')!;
    expect(link.textContent).toBe('Không thể tải hình ảnh #3.');
    expect(link.getAttribute('href')).toBe('/p/3-large.svg');
    pswp.destroy();
  });

  it('gives focus back to what opened it when it closes', async () => {
    const { opening, trigger } = await open();
    const pswp = await opening;
    pswp.close();
    pswp.destroy();
    expect(document.activeElement).toBe(trigger);
  });

  it('speaks English on an English page', async () => {
    const { opening } = await open(0, 'en');
    const pswp = await opening;
    expect(document.querySelector('.pswp__button--close')!.getAttribute('title')).toBe('Close (Esc)');
    expect(document.querySelector('.pswp__counter')!.textContent).toBe('1 of 3');
    pswp.destroy();
  });

  it('rejects when the stylesheet cannot load, and tries again next time', async () => {
    vi.resetModules();
    // happy-dom reports the failed load, as a browser would, on the console it was created with:
    // Node's own, not the test's `console` (which vitest replaces per test file).
    const reported = vi.spyOn(pageConsole, 'error').mockImplementation(() => {});
    browserSettings.handleDisabledFileLoadingAsSuccess = false;
    await expect((await open()).opening).rejects.toThrow(/photoswipe-TEST\.css/);
    expect(reported.mock.calls.map(([error]) => String(error))).toEqual([expect.stringMatching(/Failed to load external stylesheet "file:\/\/\/assets\/photoswipe-TEST\.css"/)]);
    expect(stylesheets()).toHaveLength(0);
    browserSettings.handleDisabledFileLoadingAsSuccess = true;
    (await (await open()).opening).destroy();
    expect(stylesheets()).toHaveLength(1);
  });
});
