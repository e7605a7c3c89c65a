/**
 * Nothing moves while a form loads (CLS under 0.01, counted as web-vitals does: tests/e2e/layout-shift.ts):
 * on the demo store's contact page, whose server knows the form and prints its shape, and on a
 * plain page with HubSpot's snippet the second time it is seen, when the height the form took the
 * first time is kept for it.
 */
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM } from '../../demo/components/site';
import { browserSession, watch } from './harness';
import { formSettled, layoutShifts, recordLayoutShifts } from './layout-shift';

/** The contact form's controls that arrive later: the phone's country list. */
const CONTACT_READY = ['.hs-fieldtype-intl-phone select'];

describe.each([
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
])('a form loading at $width px', (viewport) => {
  const session = browserSession(viewport);

  it('moves nothing on the contact page: the server’s placeholder is as tall as the form that replaces it', async () => {
    const { page } = session;
    const problems = watch(page);
    await recordLayoutShifts(page);
    // The page comes with the form's shape where the form will be, its no-JavaScript form inside.
    const html = await (await fetch(`${session.store.url}/contact/`)).text();
    expect(html).toMatch(/<shop-islands-form-placeholder><template shadowrootmode="open"><link rel="stylesheet" href="\/forms\/placeholder\.css\?v=\w+">.*<\/template><form method="post" action="\/contact\/"/s);
    await page.goto(`${session.store.url}/contact/`);
    const frame = `[data-island="form-embed"] iframe[data-shell-id]`;
    await formSettled(page, frame, CONTACT_READY);
    await expect(page.frameLocator(frame).locator(`form[data-form-id="${CONTACT_FORM.formId}"]`).count()).resolves.toBe(1);
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
    expect(problems.errors).toEqual([]);
  });

  it('moves nothing on a plain page’s second visit: the form’s height was kept from the first', async () => {
    const { page } = session;
    const problems = watch(page);
    await page.goto(`${session.store.url}/forms/demo/`);
    await formSettled(page, '#quote iframe[data-shell-id]');
    await recordLayoutShifts(page);
    await page.goto(`${session.store.url}/forms/demo/`);
    await formSettled(page, '#quote iframe[data-shell-id]');
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
    expect(problems.errors).toEqual([]);
  });
});
