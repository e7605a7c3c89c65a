// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, normalizeConfig, readConfig } from './config';

describe('config', () => {
  it('gives defaults for a page without config', () => {
    expect(readConfig(document)).toEqual(DEFAULT_CONFIG);
  });

  it('reads the config element, ignores unknown keys and fills missing ones', () => {
    document.body.innerHTML = `<script type="application/json" id="shop-islands-config">${JSON.stringify({
      locale: 'en',
      wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
      sticky_height: '90',
      rtl: '1',
      cart: { fragment_name: 'wc_fragments_abc', style: 'off-canvas', is_cart: true },
      user: { can_edit_pages: false },
      i18n: { 'cart.viewCart': 'Giỏ', bad: 3 },
      surprise: true,
    })}</script>`;
    const config = readConfig();
    expect(config.locale).toBe('en');
    expect(config.wc_ajax_url).toBe('/shop/?wc-ajax=%%endpoint%%');
    expect(config.sticky_height).toBe(90);
    expect(config.rtl).toBe(true);
    expect(config.cart).toEqual({ ...DEFAULT_CONFIG.cart, fragment_name: 'wc_fragments_abc', style: 'off-canvas', is_cart: true });
    expect(config.i18n).toEqual({ 'cart.viewCart': 'Giỏ' });
    expect(config).not.toHaveProperty('surprise');
  });

  it('falls back to defaults on malformed JSON, with a clear error', () => {
    document.body.innerHTML = `<script type="application/json" id="shop-islands-config">{"locale": </script>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readConfig()).toEqual(DEFAULT_CONFIG);
    expect(String(error.mock.calls[0]?.[0])).toContain('#shop-islands-config is not valid JSON');
  });

  it('replaces mistyped values with defaults', () => {
    const config = normalizeConfig({ locale: 5, sticky_height: 'tall', cart: 'nope', forms: { env: 'staging' } });
    expect(config.locale).toBe('vi');
    expect(config.sticky_height).toBe(75);
    expect(config.cart).toEqual(DEFAULT_CONFIG.cart);
    expect(config.forms.env).toBe('prod');
  });

  it('has the gallery zoom on unless the page turns it off, WordPress\'s way or JSON\'s', () => {
    expect(DEFAULT_CONFIG.gallery).toEqual({ zoom: true });
    expect(normalizeConfig({}).gallery.zoom).toBe(true);
    expect(normalizeConfig({ gallery: { zoom: false } }).gallery.zoom).toBe(false);
    expect(normalizeConfig({ gallery: { zoom: '' } }).gallery.zoom).toBe(false);
    expect(normalizeConfig({ gallery: { zoom: 'maybe' } }).gallery.zoom).toBe(true);
  });
});
