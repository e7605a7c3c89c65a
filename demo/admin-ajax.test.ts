import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AJAX_PATH } from './routes/admin-ajax';
import { startShop, type TestShop } from './test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

describe('admin-ajax.php', () => {
  it.each([
    ['GET without an action', { method: 'GET' as const, url: ADMIN_AJAX_PATH }],
    ['GET with an action nobody handles', { method: 'GET' as const, url: `${ADMIN_AJAX_PATH}?action=heartbeat` }],
    ['GET with an inherited property name', { method: 'GET' as const, url: `${ADMIN_AJAX_PATH}?action=constructor` }],
    ['POST with an action nobody handles', { method: 'POST' as const, url: ADMIN_AJAX_PATH, payload: 'action=nope', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ])('answers WordPress’s 400 "0" to a %s', async (_, request) => {
    const res = await shop.app.inject(request);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('0');
  });
});
