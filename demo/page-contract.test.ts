import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems, mountedIslands } from '../tests/page-contract';
import { browse, startShop, type TestShop } from './test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop.close());

/** Every kind of page the store serves, with its islands' mount points. */
const PAGES = [
  '/', '/shop/', '/product-category/bang-keo/', '/product/bang-keo-trong-48mm-x-100-yard/', '/product/thung-carton-dat-theo-kich-thuoc/',
  '/product/xe-day-hang-4-banh-san-thep-300kg/', '/cart/', '/checkout/', '/my-account/', '/my-account/lost-password/', '/contact/',
  '/?s=keo&post_type=product', '/khong-co-trang-nay/',
];

describe('the page contract on the demo store', () => {
  it.each(PAGES)('%s keeps it', async (path) => {
    const { body } = await browse(shop, path);
    expect(contractProblems(body)).toEqual([]);
  });

  it('was checked on both kinds of mount point the contract has', async () => {
    const islands = new Set<string>();
    for (const path of ['/', '/contact/']) for (const island of mountedIslands((await browse(shop, path)).body)) islands.add(island);
    expect([...islands].sort()).toEqual(['form-embed', 'store-notice']);
  });

  it('finds what breaks it: a key missing, mistyped or unknown, an unknown island or strategy, props the island refuses', async () => {
    const { body } = await browse(shop, '/');
    const config = /<script type="application\/json" id="shop-islands-config">(.*?)<\/script>/s.exec(body)![1]!;
    const withConfig = (change: (raw: Record<string, unknown>) => void): string => {
      const raw = JSON.parse(config) as Record<string, unknown>;
      change(raw);
      return body.replace(config, JSON.stringify(raw));
    };
    expect(contractProblems(withConfig((raw) => delete raw['site_name']))).toEqual(['config: site_name: string expected, not found', 'config: normalizeConfig changes it']);
    expect(contractProblems(withConfig((raw) => (raw['rtl'] = 'no')))).toEqual([
      'config: rtl: boolean expected, not found',
      'config: rtl: string is not in the contract',
      'config: normalizeConfig changes it',
    ]);
    expect(contractProblems(withConfig((raw) => (raw['colour'] = 'red')))).toEqual(['config: colour: string is not in the contract', 'config: normalizeConfig changes it']);
    const mount = (html: string) => body.replace('</body>', `${html}</body>`);
    expect(contractProblems(mount('<div data-island="mini-kart"></div>'))).toEqual(['mount point "mini-kart": no such island']);
    expect(contractProblems(mount('<div data-island="quantity" data-hydrate="soon"></div>'))).toEqual(['mount point "quantity": data-hydrate="soon" is not a strategy']);
    expect(contractProblems(mount('<div data-island="quantity" data-hydrate="media((min-width: 50em))"></div>'))).toEqual([]);
    expect(contractProblems(mount('<div data-island="store-notice"><script type="application/json" data-island-props>{"text":"Hi"}</script></div>'))).toEqual([
      'mount point "store-notice": "noticeId" must be a non-empty string',
    ]);
    expect(contractProblems('<p>no config</p>')).toEqual(['config element: 0 config elements']);
  });
});
