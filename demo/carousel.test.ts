// @vitest-environment happy-dom
// The demo home page's carousels, as the carousel island reads them: both sides of one contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, parseCarouselOptions } from '../src/carousel/carousel';
import { browse, startShop, type TestShop } from './test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

/** The home page's markup, parsed inertly (a template loads none of its stylesheets or images). */
const home = async (): Promise<DocumentFragment> => {
  const template = document.createElement('template');
  template.innerHTML = (await browse(shop, '/')).body;
  return template.content;
};

describe('the home page’s carousels', () => {
  it('has the banner slider with Flickity’s options: autoplay every 3000 ms, paused on hover, wrapping around', async () => {
    const doc = await home();
    const banner = doc.querySelector<HTMLElement>('.home-carousel .slider[data-flickity-options]')!;
    expect(parseCarouselOptions(banner.getAttribute('data-flickity-options'))).toMatchObject({ autoplay: 3000, pauseOnHover: true, loop: true });
    expect(banner.closest('[aria-roledescription="carousel"]')?.getAttribute('aria-label')).toBe('Khuyến mãi nổi bật');
    expect(banner.querySelectorAll(':scope > .banner[role="group"][aria-roledescription="slide"]')).toHaveLength(3);
  });

  it('has a products slider of the best sellers: Flatsome’s .row.slider of 8 product cells, 3 large, 3 medium, 2 small', async () => {
    const doc = await home();
    const region = doc.querySelector<HTMLElement>('section[aria-roledescription="carousel"][aria-labelledby]')!;
    expect(doc.getElementById(region.getAttribute('aria-labelledby')!)?.textContent).toBe('Sản phẩm bán chạy');
    const row = region.querySelector<HTMLElement>('.row.slider[data-flickity-options]')!;
    expect(columnsOf(row.className)).toEqual({ small: 2, medium: 3, large: 3 });
    expect(parseCarouselOptions(row.getAttribute('data-flickity-options'))).toMatchObject({ groupCells: true, loop: true, align: 'start', autoplay: 0 });
    const cells = Array.from(row.children);
    expect(cells).toHaveLength(8);
    for (const cell of cells) {
      expect(cell.matches('.product-small.col.product')).toBe(true);
      expect(cell.querySelector('.col-inner > .product-small.box a.quick-view[data-prod]')).not.toBeNull();
      expect(cell.querySelector('.woocommerce-loop-product__title')?.textContent).not.toBe('');
    }
  });
});
