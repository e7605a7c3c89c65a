import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createT } from './i18n/index';
import { browse, startShop, type TestShop } from './test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop.close());

/** The page's headings in document order: level and text. */
const headings = (html: string) =>
  [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), text: m[2]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim() }));

describe('the home page’s headings', () => {
  it.each(['vi', 'en'] as const)('has one h1, in %s, before every other heading, naming the shop and what it sells', async (locale) => {
    const t = createT(locale);
    const page = await browse(shop, `/?lang=${locale}`);
    expect(page.statusCode).toBe(200);
    const list = headings(page.body);
    expect(list.filter((h) => h.level === 1)).toEqual([{ level: 1, text: t('home.heading', { name: t('site.name') }) }]);
    expect(list[0]!.level).toBe(1);
    // No level skipped on the way down.
    list.slice(1).forEach((h, i) => expect(h.level, h.text).toBeLessThanOrEqual(list[i]!.level + 1));
    await browse(shop, '/?lang=vi');
  });
});
