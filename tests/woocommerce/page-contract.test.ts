/**
 * The page contract (src/runtime/contract.ts) on the theme's pages on real WooCommerce: the same
 * check the demo store's pages pass (tests/page-contract.ts), with both kinds of mount point on
 * the page (the store notice, a marketing form) and with the theme's "keep classic scripts"
 * option, which adds the list of islands a classic script stands in for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems, mountedIslands } from '../page-contract';
import { expectCleanDebugLog, php, phpValue, productUrl, setThemeOptions, shop, site, skipped, wordpressOptions } from './context';

const FORM = { portalId: '48201937', formId: '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94' };

async function html(path: string): Promise<string> {
  const response = await fetch(new URL(path, site().url));
  return response.text();
}

describe.skipIf(skipped)('the page contract on real WooCommerce', () => {
  expectCleanDebugLog();
  wordpressOptions({ woocommerce_demo_store: 'yes', woocommerce_demo_store_notice: 'Giao hàng miễn phí cho đơn từ 500.000 ₫' });
  let formPage = '';
  let restoreClassic: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (skipped) return;
    const id = await php(
      `echo wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Hợp đồng mẫu', 'post_name' => 'hop-dong-mau', 'post_content' => ${phpValue(`[shop_islands_form portal="${FORM.portalId}" id="${FORM.formId}"]`)} ) );`,
    );
    formPage = await php(`echo get_permalink( ${Number(id)} );`);
  });
  afterAll(async () => {
    if (skipped) return;
    await php(`$page = get_page_by_path( 'hop-dong-mau' ); if ( $page ) { wp_delete_post( $page->ID, true ); } echo 1;`);
    await restoreClassic?.();
  });

  const pages = (): string[] => [
    '/',
    shop().pages.shop,
    shop().categories['thung-carton']!,
    productUrl('thung-carton-3-lop-30x20x15'),
    productUrl('tui-goi-hang-tu-dinh'),
    shop().pages.cart,
    shop().pages.checkout,
    shop().pages.myaccount,
    '/?s=keo&post_type=product',
    '/khong-co-trang-nay/',
    formPage,
  ];

  it('every kind of page keeps it, with both kinds of mount point', async () => {
    const islands = new Set<string>();
    for (const path of pages()) {
      const body = await html(path);
      expect(contractProblems(body), path).toEqual([]);
      for (const island of mountedIslands(body)) islands.add(island);
    }
    expect([...islands].sort()).toEqual(['form-embed', 'store-notice']);
  });

  it('keeps it with the classic scripts kept, their islands listed by name', async () => {
    restoreClassic = await setThemeOptions({ keep_classic_scripts: true });
    const body = await html(productUrl('thung-carton-3-lop-30x20x15'));
    expect(body).toContain('id="shop-islands-classic"');
    expect(contractProblems(body)).toEqual([]);
  });
});
