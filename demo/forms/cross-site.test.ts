import { afterEach, describe, expect, it } from 'vitest';
import { browse, startShop, type TestShop } from '../test-helpers';
import { contactParts, DEMO_FORMS, submit } from './test-helpers';

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

const crossSite = { origin: 'https://khach.example', 'sec-fetch-site': 'cross-site' };

describe('posts from other sites', () => {
  it('reach the public form endpoints, and nothing else of the shop', async () => {
    shop = await startShop();
    expect((await submit(shop, DEMO_FORMS.contact, contactParts(), { headers: crossSite })).statusCode).toBe(200);
    const check = await shop.app.inject({ method: 'POST', url: '/emailcheck/v1/json-ext?includeFreemailSuggestions=true', headers: { ...crossSite, 'content-type': 'text/plain' }, payload: 'a@b.co' });
    expect(check.statusCode).toBe(200);
    const beacon = await shop.app.inject({ method: 'POST', url: '/forms-embed/raw/error.gif', headers: { ...crossSite, 'content-type': 'text/plain' }, payload: '{}' });
    expect(beacon.statusCode).toBe(200);

    for (const url of ['/contact/', '/?wc-ajax=add_to_cart', '/my-account/', '/cart/', '/emailcheck/v1/json-ext/', '/forms/admin/']) {
      const res = await browse(shop, url, { form: { product_id: '11', quantity: '1' }, headers: crossSite });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).toContain('Yêu cầu này được gửi từ một trang web khác nên đã bị từ chối.');
    }
    // A look-alike path is not exempt, whatever it resolves to.
    const lookalike = await shop.app.inject({
      method: 'POST',
      url: `/submissions/v3/public/submit/formsnext/multipart/48201937/${DEMO_FORMS.contact}/../../../../../../../../contact/`,
      headers: { ...crossSite, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a',
    });
    expect(lookalike.statusCode).toBe(403);
  });

  it('answer a CORS preflight for the form endpoints only', async () => {
    shop = await startShop();
    const preflight = await shop.app.inject({ method: 'OPTIONS', url: '/emailcheck/v1/json-ext', headers: { origin: 'https://khach.example', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const shopPreflight = await shop.app.inject({ method: 'OPTIONS', url: '/contact/', headers: { origin: 'https://khach.example' } });
    expect(shopPreflight.headers['access-control-allow-origin']).toBeUndefined();
    expect((await browse(shop, '/contact/')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
