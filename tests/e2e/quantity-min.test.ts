import { describe, expect, it } from 'vitest';
import { aProductUrl, browserSession, hydrated, watch } from './harness';

const session = browserSession();

describe('quantity on the demo store', () => {
  it('raises a quantity typed below its minimum to the minimum when the shopper leaves the field', async () => {
    const { page, store } = session;
    const problems = watch(page);
    await page.goto(await aProductUrl(store));
    await hydrated(page);
    const input = page.locator('form.cart input.qty').first();
    await expect(input.getAttribute('min')).resolves.toBe('1');
    await input.fill('0');
    await input.press('Tab');
    await expect(input.inputValue()).resolves.toBe('1');
    // A value at or above the minimum stays as typed.
    await input.fill('3');
    await input.press('Tab');
    await expect(input.inputValue()).resolves.toBe('3');
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});
