import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../runtime/config';
import { createQueue, type HttpRequest, type HttpResponse, type Transport } from './queue';
import { adminAjax, encodeFields, wcAjax, wcAjaxUrl } from './wc-ajax';

function recordingQueue(response: HttpResponse = { status: 200, headers: {}, text: '{"ok":true}' }) {
  const sent: HttpRequest[] = [];
  const transport = vi.fn<Transport>(async (request) => {
    sent.push(request);
    return response;
  });
  return { sent, queue: createQueue({ transport }) };
}

// Request shapes recorded from WooCommerce's own scripts (shared/fixtures/woocommerce/exchanges).
const FORM_HEADERS = {
  'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
  'X-Requested-With': 'XMLHttpRequest',
};

describe('wcAjaxUrl', () => {
  it("replaces %%endpoint%% in the config's pattern", () => {
    expect(wcAjaxUrl(DEFAULT_CONFIG, 'add_to_cart')).toBe('/?wc-ajax=add_to_cart');
    expect(wcAjaxUrl({ wc_ajax_url: '/vi/?wc-ajax=%%endpoint%%&lang=vi' }, 'remove_from_cart')).toBe(
      '/vi/?wc-ajax=remove_from_cart&lang=vi',
    );
  });

  it('encodes the endpoint so it cannot inject query parameters', () => {
    expect(wcAjaxUrl(DEFAULT_CONFIG, 'a&b=c $&')).toBe('/?wc-ajax=a%26b%3Dc%20%24%26');
  });
});

describe('encodeFields', () => {
  it('form-encodes like jQuery.param: spaces as +, UTF-8 percent-escapes, numbers as strings', () => {
    expect(encodeFields({ q: 'áo thun', n: 2 })).toBe('q=%C3%A1o+thun&n=2');
  });
});

describe('wcAjax', () => {
  it('POSTs add_to_cart form-encoded exactly as 02-add-to-cart-simple', async () => {
    const { sent, queue } = recordingQueue();
    await wcAjax(queue, DEFAULT_CONFIG, 'add_to_cart', { product_sku: 'LAB-001', product_id: 11, quantity: 1 });
    expect(sent[0]).toMatchObject({ url: '/?wc-ajax=add_to_cart', method: 'POST' });
    expect(sent[0]!.headers).toMatchObject(FORM_HEADERS);
    expect(sent[0]!.body).toBe('product_sku=LAB-001&product_id=11&quantity=1');
  });

  it('POSTs get_refreshed_fragments with a time field as 06, and remove_from_cart as 08', async () => {
    const { sent, queue } = recordingQueue();
    await wcAjax(queue, DEFAULT_CONFIG, 'get_refreshed_fragments', { time: 1795310036724 });
    await wcAjax(queue, DEFAULT_CONFIG, 'remove_from_cart', { cart_item_key: '6512bd43d9caa6e02c990b0a82652dca' });
    expect(sent.map((r) => [r.url, r.body])).toEqual([
      ['/?wc-ajax=get_refreshed_fragments', 'time=1795310036724'],
      ['/?wc-ajax=remove_from_cart', 'cart_item_key=6512bd43d9caa6e02c990b0a82652dca'],
    ]);
  });

  it('resolves with the parsed JSON', async () => {
    const { queue } = recordingQueue({ status: 200, headers: {}, text: '{"error":true,"product_url":false}' });
    await expect(wcAjax(queue, DEFAULT_CONFIG, 'add_to_cart', { product_id: 999999 })).resolves.toEqual({
      error: true,
      product_url: false,
    });
  });

  it('rejects with an `empty` RequestError on the blank answer to an empty add_to_cart (17)', async () => {
    const { sent, queue } = recordingQueue({ status: 200, headers: {}, text: '' });
    await expect(wcAjax(queue, DEFAULT_CONFIG, 'add_to_cart')).rejects.toMatchObject({ name: 'RequestError', kind: 'empty' });
    expect(sent[0]!.body).toBe('');
  });
});

describe('adminAjax', () => {
  const config = { ajaxurl: '/wp-admin/admin-ajax.php' };

  it('GETs the search with action and fields in the query and no body', async () => {
    const { sent, queue } = recordingQueue({ status: 200, headers: {}, text: '{"suggestions":[]}' });
    const result = await adminAjax<{ suggestions: unknown[] }>(
      queue,
      config,
      'flatsome_ajax_search_products',
      { query: 'áo polo', product_cat: 'ao-nam' },
      { method: 'GET' },
    );
    expect(result.suggestions).toEqual([]);
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: '/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=%C3%A1o+polo&product_cat=ao-nam',
    });
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers).not.toHaveProperty('Content-Type');
  });

  it('appends to an ajaxurl that already has a query', async () => {
    const { sent, queue } = recordingQueue();
    await adminAjax(queue, { ajaxurl: '/wp-admin/admin-ajax.php?lang=en' }, 'x', {}, { method: 'GET' });
    expect(sent[0]!.url).toBe('/wp-admin/admin-ajax.php?lang=en&action=x');
  });

  it('POSTs the quick view form-encoded and resolves with its HTML', async () => {
    const { sent, queue } = recordingQueue({ status: 200, headers: {}, text: '<div class="product-lightbox"></div>' });
    const html: string = await adminAjax(queue, config, 'flatsome_quickview', { product: 11 }, { as: 'html' });
    expect(html).toBe('<div class="product-lightbox"></div>');
    expect(sent[0]).toMatchObject({ url: '/wp-admin/admin-ajax.php', method: 'POST', body: 'action=flatsome_quickview&product=11' });
    expect(sent[0]!.headers).toMatchObject({ ...FORM_HEADERS, Accept: 'text/html, */*; q=0.01' });
  });

  it('passes the abort signal through to the queue', async () => {
    const { queue } = recordingQueue();
    await expect(
      adminAjax(queue, config, 'flatsome_ajax_search_products', { query: 'abc' }, { method: 'GET', signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ kind: 'abort' });
  });
});
