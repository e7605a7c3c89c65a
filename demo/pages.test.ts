import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server';
import { browse, startShop, type TestShop } from './test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop.close());

const configOf = (html: string) => {
  const m = /<script type="application\/json" id="shop-islands-config">(.*?)<\/script>/s.exec(html);
  if (!m?.[1]) throw new Error('no config element');
  return JSON.parse(m[1]) as { locale: string; cart: { is_cart: boolean; fragment_name: string; cart_hash_key: string }; user: { can_edit_pages: boolean } };
};
const titles = (html: string) => [...html.matchAll(/woocommerce-loop-product__title">([^<]+)</g)].map((m) => m[1]);
const prices = (html: string) =>
  [...html.matchAll(/<li class="product[^"]*"[\s\S]*?<span class="price">([\s\S]*?)<\/span><a/g)].map((m) => {
    const amounts = [...m[1]!.matchAll(/<bdi>([\d.]+)/g)].map((a) => Number(a[1]!.replace(/\./g, '')));
    return m[1]!.includes('<ins>') ? amounts[1]! : amounts[0]!;
  });

describe('pages', () => {
  const pages = [
    '/', '/shop/', '/shop/page/2/', '/product-category/bang-keo/', '/product/bang-keo-trong-48mm-x-100-yard/',
    '/product/thung-carton-dat-theo-kich-thuoc/', '/product/xe-day-hang-4-banh-san-thep-300kg/', '/cart/', '/checkout/',
    '/my-account/', '/my-account/lost-password/', '/contact/', '/dev/outbox', '/?s=keo&post_type=product',
  ];
  it.each(pages)('%s answers 200 with the config element, theme, loader and its preloads', async (url) => {
    const res = await browse(shop, url);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<!doctype html><html lang="vi">')).toBe(true);
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/theme-B33F.css"/>');
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/chunk-AAAA.js"/>');
    expect(res.body).toContain('<script type="module" src="/assets/loader-T3ST.js"></script>');
    const config = configOf(res.body);
    expect(config.user.can_edit_pages).toBe(false);
    expect(config.cart.fragment_name).toMatch(/^wc_fragments_[0-9a-f]{32}$/);
    expect(config.cart.cart_hash_key).toBe(config.cart.fragment_name.replace('wc_fragments_', 'wc_cart_hash_'));
    expect(config.cart.is_cart).toBe(url === '/cart/');
  });

  it('answers unknown paths with a 404 page', async () => {
    const res = await browse(shop, '/khong-co-trang-nay/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Không tìm thấy trang');
    expect((await browse(shop, '/product/khong-ton-tai/')).statusCode).toBe(404);
    expect((await browse(shop, '/shop/page/99/')).statusCode).toBe(404);
  });

  it('formats prices with WooCommerce markup, sale prices in del/ins', async () => {
    const res = await browse(shop, '/product/hop-carton-nap-gai-in-logo-toi-thieu-500-hop/');
    expect(res.body).toContain(
      '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>1.250.000\u00a0<span class="woocommerce-Price-currencySymbol">₫</span></bdi></span></del> <ins><span class="woocommerce-Price-amount amount"><bdi>1.100.000\u00a0<span class="woocommerce-Price-currencySymbol">₫</span></bdi></span></ins>',
    );
  });

  it('sorts by price both ways and paginates with a result count', async () => {
    const asc = prices((await browse(shop, '/shop/?orderby=price')).body);
    expect(asc.length).toBe(12);
    expect([...asc].sort((a, b) => a - b)).toEqual(asc);
    const desc = prices((await browse(shop, '/shop/?orderby=price-desc')).body);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
    const page1 = await browse(shop, '/shop/');
    expect(page1.body).toMatch(/<p class="woocommerce-result-count">Hiển thị 1–12 trong (\d+) kết quả<\/p>/);
    expect(page1.body).toContain('<option value="menu_order" selected="">Thứ tự mặc định</option>');
    expect(page1.body).toContain('class="woocommerce-pagination"');
    const page2 = await browse(shop, '/shop/page/2/');
    const viaQuery = await browse(shop, '/shop/?paged=2');
    expect(titles(page2.body)).toEqual(titles(viaQuery.body));
    expect(titles(page2.body)).not.toEqual(titles(page1.body));
    const popular = await browse(shop, '/shop/page/2/?orderby=popularity');
    expect(popular.body).toContain('href="/shop/page/3/?orderby=popularity"');
    expect(popular.body).toContain('<option value="popularity" selected="">');
  });

  it('searches products without JS', async () => {
    const res = await browse(shop, '/?s=pallet&post_type=product');
    const names = titles(res.body);
    expect(names).toContain('Pallet nhựa 1200x1000x150 mm');
    expect(names).toContain('Pallet gỗ thông 1200x1000 mm');
    expect(names).not.toContain('Băng keo trong 48mm x 100 yard');
    expect(res.body).toContain('Kết quả tìm kiếm: “pallet”');
    // The header's category select: one category's products, the choice kept in the form.
    const inCategory = await browse(shop, '/?s=pallet&post_type=product&product_cat=xe-day-hang');
    expect(titles(inCategory.body)).toEqual(['Xe nâng tay thấp 2.5 tấn']);
    expect(inCategory.body).toContain('<option value="xe-day-hang" selected="">');
    expect((await browse(shop, '/?s=pallet&post_type=product&product_cat=khong-co')).statusCode).toBe(404);
  });

  it('renders WooCommerce loop, variation and gallery markup', async () => {
    const shopPage = (await browse(shop, '/shop/')).body;
    expect(shopPage).toMatch(/<a href="\?add-to-cart=\d+" class="button product_type_simple add_to_cart_button ajax_add_to_cart" aria-label="[^"]+" data-quantity="1" data-product_id="\d+" data-product_sku="GVSG-[^"]+" rel="nofollow">/);
    expect(shopPage).toMatch(/<a class="quick-view" data-prod="\d+" href="\/product\/[a-z0-9-]+\/">/);
    expect(shopPage).toContain('class="widget_shopping_cart_content"');
    // Flatsome's product search form, category select first, and the box its live search fills.
    expect(shopPage).toMatch(
      /<form role="search" method="get" class="searchform" action="\/"><div class="flex-row relative"><div class="flex-col search-form-categories"><label[^>]*>[^<]*<\/label><select id="search-mobile-category" class="search_categories resize-select mb-0" name="product_cat"><option value="" selected="">Tất cả<\/option><option value="thung-carton">Thùng carton<\/option>/,
    );
    expect(shopPage).toMatch(/<input type="search" id="search-mobile" class="search-field mb-0" name="s" placeholder="[^"]+" value=""\/?><input type="hidden" name="post_type" value="product"\/?><\/div><div class="flex-col"><button type="submit" class="ux-search-submit submit-button secondary button icon mb-0">/);
    expect(shopPage).toContain('<div class="live-search-results text-left z-top"></div></form>');

    const variable = (await browse(shop, '/product/thung-carton-dat-theo-kich-thuoc/')).body;
    expect(variable).toContain('<body class="product-template-default single single-product');
    const attr = /data-product_variations="([^"]+)"/.exec(variable)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    const variations = JSON.parse(attr) as Array<{ attributes: Record<string, string>; sku: string; display_price: number; is_in_stock: boolean; variation_id: number }>;
    expect(variations).toHaveLength(6);
    expect(Object.keys(variations[0]!.attributes)).toEqual(['attribute_pa_kich-thuoc', 'attribute_pa_so-lop']);
    expect(variations.some((v) => !v.is_in_stock)).toBe(true);
    expect(variable).toContain('<table class="variations" cellSpacing="0" role="presentation">');
    expect(variable).toContain('<select id="pa_kich-thuoc" name="attribute_pa_kich-thuoc" data-attribute_name="attribute_pa_kich-thuoc" data-show_option_none="yes">');
    expect(variable).toContain('<input type="number" id="quantity_');
    expect(variable).toMatch(/<div class="quantity"><label class="screen-reader-text" for="quantity_\d+">[^<]+<\/label><input type="number" id="quantity_\d+" class="input-text qty text" name="quantity" [^>]*min="1"[^>]*step="1"[^>]*value="1"\/><\/div>/);
    expect(variable).toContain('class="woocommerce-tabs wc-tabs-wrapper"');

    const gallery = (await browse(shop, '/product/xe-day-hang-4-banh-san-thep-300kg/')).body;
    expect(gallery.match(/class="woocommerce-product-gallery__image"/g)?.length).toBeGreaterThanOrEqual(5);
    expect(gallery).toContain('<section class="related products">');
  });

  it('serves generated SVG images and hashed assets, never the manifest', async () => {
    const img = await browse(shop, '/images/product/1-0.svg');
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
    const asset = await browse(shop, '/assets/loader-T3ST.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await browse(shop, '/assets/manifest.json')).statusCode).toBe(404);
  });

  it('compresses pages with brotli and gzip', async () => {
    const br = await shop.app.inject({ url: '/shop/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await shop.app.inject({ url: '/shop/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('switches to English with ?lang=en and remembers it in a cookie', async () => {
    const res = await browse(shop, '/shop/?lang=en');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('Default sorting');
    expect(configOf(res.body).locale).toBe('en');
    const next = await browse(shop, '/cart/');
    expect(next.body).toContain('<html lang="en">');
    await browse(shop, '/?lang=vi');
  });

  it('escapes product content and search terms; script JSON escapes </script>', async () => {
    const res = await browse(shop, `/?s=${encodeURIComponent('</script><script>alert(1)</script>')}&post_type=product`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // The store notice props carry the page path into JSON: `<` must be \u003c there.
    const withPath = await browse(shop, `/shop/?x=${encodeURIComponent('</script>')}`);
    for (const m of withPath.body.matchAll(/<script type="application\/json"[^>]*>(.*?)<\/script>/gs)) expect(m[1]).not.toContain('<');
  });

  it('throws a clear error when the manifest is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-nomanifest-'));
    await expect(createServer({ dataDir: dir, manifestPath: join(dir, 'dist', 'manifest.json') })).rejects.toThrow(/npm run build/);
    rmSync(dir, { recursive: true, force: true });
  });
});
