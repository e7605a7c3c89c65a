/// <reference types="vite/client" />
import { beforeAll, describe, expect, it, vi as vitest } from 'vitest';
import type { Catalog } from './catalog';
import { quantity } from './catalogs/quantity';
import { storeNotice } from './catalogs/store-notice';
import { createI18n, interpolate, loadCatalogs, type MessageKey } from './index';

const missing = (key: string) => key as MessageKey;
const modules = import.meta.glob<Record<string, Catalog>>('./catalogs/*.ts', { eager: true });
/** Every domain catalog, found by file so that a new one is checked without being listed here. */
const all = Object.values(modules).flatMap((module) =>
  Object.values(module).filter((value): value is Catalog => typeof value === 'object' && 'load' in value),
);
const english = (catalog: Catalog) => catalog.load['en']!().then((module) => module.default);

describe('loadCatalogs', () => {
  it('knows only the strings of the catalogs loaded so far, so each island brings its own', async () => {
    const warn = vitest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createI18n().has('quantity.label')).toBe(false);
    await loadCatalogs('vi', [quantity]);
    expect(createI18n().t('quantity.label')).toBe('Số lượng');
    expect(createI18n().has('storeNotice.dismiss')).toBe(false);
    warn.mockRestore();
  });

  it('loads English on demand: before it, an English page reads Vietnamese', async () => {
    await loadCatalogs('vi', [storeNotice]);
    expect(createI18n({ locale: 'en_GB' }).t('storeNotice.dismiss')).toBe('Bỏ qua');
    await loadCatalogs('en_GB', [storeNotice]);
    expect(createI18n({ locale: 'en_GB' }).t('storeNotice.dismiss')).toBe('Dismiss');
    await expect(loadCatalogs('xx', [storeNotice])).resolves.toBeUndefined();
    expect(createI18n({ locale: 'xx' }).t('storeNotice.dismiss')).toBe('Bỏ qua');
  });

  it('loads a language chunk once, however many islands ask for it at the same time', async () => {
    const load = vitest.fn(async () => ({ default: { 'test.once': 'Once' } }));
    const catalog: Catalog = { vi: { 'test.once': 'Một lần' }, load: { en: load } };
    await Promise.all([loadCatalogs('en', [catalog]), loadCatalogs('en_US', [catalog])]);
    await loadCatalogs('en', [catalog]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(createI18n({ locale: 'en' }).t(missing('test.once'))).toBe('Once');
  });

  it('falls back to Vietnamese when a language chunk fails to load, and tries again next time', async () => {
    const warn = vitest.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vitest
      .fn<() => Promise<{ default: Record<string, string> }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: { 'test.retry': 'Again' } });
    const catalog: Catalog = { vi: { 'test.retry': 'Lần nữa' }, load: { en: load } };
    await expect(loadCatalogs('en', [catalog])).resolves.toBeUndefined();
    expect(createI18n({ locale: 'en' }).t(missing('test.retry'))).toBe('Lần nữa');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load the en strings'), expect.any(TypeError));
    await loadCatalogs('en', [catalog]);
    expect(createI18n({ locale: 'en' }).t(missing('test.retry'))).toBe('Again');
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('createI18n', () => {
  beforeAll(() => loadCatalogs('en', all));

  it('defaults to Vietnamese', () => {
    expect(createI18n().t('cart.viewCart')).toBe('Xem giỏ hàng');
    expect(createI18n({ locale: 'vi' }).t('storeNotice.dismiss')).toBe('Bỏ qua');
  });

  it('picks English for en, en_US and en-GB', () => {
    for (const locale of ['en', 'en_US', 'en-GB']) {
      expect(createI18n({ locale }).t('storeNotice.dismiss')).toBe('Dismiss');
    }
  });

  it('falls back to the Vietnamese catalog for a locale it has no catalog for', () => {
    const { t, locale } = createI18n({ locale: 'fr_FR' });
    expect(locale).toBe('fr_FR');
    expect(t('cart.viewCart')).toBe('Xem giỏ hàng');
    expect(createI18n({ locale: 'vi_VN' }).t('cart.viewCart')).toBe('Xem giỏ hàng');
    expect(createI18n({ locale: '' }).t('cart.viewCart')).toBe('Xem giỏ hàng');
  });

  it('lets server overrides win over the catalog, even for an empty string', () => {
    const { t } = createI18n({ locale: 'en', overrides: { 'cart.viewCart': 'See basket', 'storeNotice.dismiss': '' } });
    expect(t('cart.viewCart')).toBe('See basket');
    expect(t('storeNotice.dismiss')).toBe('');
    expect(t('cart.title')).toBe('Cart');
  });

  it('interpolates overrides too', () => {
    const { t } = createI18n({ overrides: { 'cart.added': '{name} ✓' } });
    expect(t('cart.added', { name: 'Áo thun' })).toBe('Áo thun ✓');
  });

  it('answers a key missing everywhere with a visible marker and warns once per locale and key', () => {
    const warn = vitest.spyOn(console, 'warn').mockImplementation(() => {});
    const first = createI18n({ locale: 'en_US' });
    expect(first.t(missing('nope.once'))).toBe('[Missing Translation: en_US.nope.once]');
    first.t(missing('nope.once'));
    createI18n({ locale: 'en_US' }).t(missing('nope.once'));
    expect(warn).toHaveBeenCalledTimes(1);
    createI18n({ locale: 'vi' }).t(missing('nope.once'));
    first.t(missing('nope.other'));
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('finds server-only keys through overrides and has()', () => {
    const i18n = createI18n({ overrides: { 'server.only': 'Từ máy chủ' } });
    expect(i18n.has('server.only')).toBe(true);
    expect(i18n.has('cart.viewCart')).toBe(true);
    expect(i18n.has('nope')).toBe(false);
    expect(i18n.t(missing('server.only'))).toBe('Từ máy chủ');
  });

  it('works when t is taken off the object', () => {
    const { t } = createI18n({ locale: 'en' });
    expect(t('quantity.decreaseOf', { name: 'Áo' })).toBe('Decrease quantity of Áo');
  });
});

describe('interpolate', () => {
  it('fills known placeholders, numbers included, and leaves unknown ones as they are', () => {
    expect(interpolate('The image #{index} of {total} for {who}', { index: 2, total: 5 })).toBe(
      'The image #2 of 5 for {who}',
    );
    expect(interpolate('{name}', {})).toBe('{name}');
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});

describe('catalogs', () => {
  it('are found, one per domain, with keys namespaced and unique across catalogs', () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
    const keys = all.flatMap((catalog) => Object.keys(catalog.vi));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z]*\.[\w.]+$/);
  });

  it('have the same keys in English and Vietnamese, both ways', async () => {
    for (const catalog of all) expect(Object.keys(await english(catalog)).sort()).toEqual(Object.keys(catalog.vi).sort());
  });

  it('have no empty strings and the same placeholders in each language', async () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const catalog of all) {
      const en = await english(catalog);
      for (const [key, vi] of Object.entries(catalog.vi)) {
        expect(vi, key).not.toBe('');
        expect(en[key], key).not.toBe('');
        expect(placeholders(en[key]!), key).toEqual(placeholders(vi));
      }
    }
  });

  it("carry the shop spec's strings", async () => {
    await loadCatalogs('en', all);
    const v = createI18n({ locale: 'vi' }).t;
    const e = createI18n({ locale: 'en' }).t;
    expect(v('cart.viewCart')).toBe('Xem giỏ hàng');
    expect(v('quantity.decreaseOf', { name: 'Áo' })).toBe('Giảm số lượng cho Áo');
    expect([0, 1, 2, 3, 4, 5].map((n) => v(`password.strength.${n as 0}`))).toEqual([
      'Rất yếu', 'Yếu', 'Yếu', 'Trung bình', 'Mạnh', 'Không khớp',
    ]);
    expect([0, 1, 2, 3, 4, 5].map((n) => e(`password.strength.${n as 0}`))).toEqual([
      'Very weak', 'Weak', 'Weak', 'Medium', 'Strong', 'Mismatch',
    ]);
    expect(v('password.tooWeak')).toBe('Vui lòng nhập mật khẩu mạnh hơn.');
    expect(e('password.tooWeak')).toBe('Please enter a stronger password.');
    expect(e('password.hint')).toMatch(/at least 12 characters.*upper and lower case letters, digits and special characters/);
    expect(v('password.hint')).toContain('12 ký tự');
    expect(e('lightbox.imageFailed', { index: 3 })).toBe('The image #3 could not be loaded.');
    expect(e('lightbox.contentFailed')).toBe('The content could not be loaded');
    expect(e('lightbox.imageFailedGeneric')).toBe('The image could not be loaded');
    expect(e('lightbox.close')).toBe('Close (Esc)');
    expect(e('lightbox.loading')).toBe('Loading...');
    expect(e('zoom.loading')).toBe('Loading image');
    expect(e('search.noResults')).toBe('No results');
    expect(e('common.pleaseWait')).toBe('Please wait...');
  });
});
