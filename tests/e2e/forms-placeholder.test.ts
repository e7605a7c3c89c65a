/**
 * A form's placeholder (src/forms/embed/placeholder.ts) is as tall as the form that replaces it,
 * for every form the demo store's backend serves in the widget's own theme (the legacy theme is
 * the site's CSS to dress, and gets none), at a phone's width and a desktop's: a page of their
 * placeholders is measured without the widget, then again once the widget has replaced each one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_CSS_URL, formShape } from '../../demo/forms/placeholder';
import { FormRegistry, type RegisteredForm } from '../../demo/forms/registry';
import { TEST_CAPTCHA_SCRIPT } from '../../demo/forms/embed-script';
import { placeholderHtml } from '../../src/forms/embed/placeholder';
import { tree } from '../../src/forms/logic/tree';
import { pageIndexes } from '../../src/forms/logic/pagination';
import { browserSession, watch } from './harness';
import { formSettled } from './layout-shift';

// A form whose submission period has ended shows no form, and so has no placeholder to match.
const forms = new FormRegistry().all().filter((form) => form.form.themeName !== 'legacy' && form.closedAt === undefined);
const loader = (JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as { entries: Record<string, { file: string }> }).entries['loader']!.file;

/** What the widget loads later in a form's first page (its ready state, for `formSettled`). */
function ready({ form }: RegisteredForm): string[] {
  const first = new Set(form.groups.filter((_, i) => pageIndexes(form.groups)[i] === 0));
  return tree(form.groups)
    .filter((node) => first.has(node.g) && !node.parent && !node.f.hidden)
    .flatMap(({ f }) => (f.fieldType === 'date' ? [`.hs_${f.name} .si-dp`] : f.useCountryCodeSelect ? [`.hs_${f.name} .hs-fieldtype-intl-phone`] : []));
}

/** A page with every form's mount point and placeholder, their islands hydrating at `hydrate`. */
async function page(storeUrl: string, hydrate: 'load' | 'interaction'): Promise<string> {
  const points = await Promise.all(
    forms.map(async (form, i) => {
      const props = JSON.stringify({ portalId: form.portalId, formId: form.guid, formsBaseUrl: storeUrl, captchaScriptUrl: TEST_CAPTCHA_SCRIPT });
      // The fixtures' rich text as it is: the test's own page.
      const shape = await formShape(form.form, (html) => html);
      return `<div id="f${i}" data-island="form-embed" data-hydrate="${hydrate}"><script type="application/json" data-island-props>${props}</script>${placeholderHtml(shape, { href: PLACEHOLDER_CSS_URL }, '<p><a href="/">Form</a></p>')}</div>`;
    }),
  );
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><script type="module" src="/assets/${loader}"></script></head><body>${points.join('<p>…</p>')}</body></html>`;
}

describe.each([375, 1280])('a form’s placeholder at %i px', (width) => {
  const session = browserSession({ width, height: 900 });

  it('is as tall as the form in its frame, for every form of the widget’s theme', async () => {
    const { page: tab, store } = session;
    const problems = watch(tab);
    const html = { load: await page(store.url, 'load'), interaction: await page(store.url, 'interaction') };
    await tab.route(`${store.url}/__placeholders/*`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html[route.request().url().endsWith('load') ? 'load' : 'interaction'] }));

    // The placeholders, before any island: each as tall as it lays out with its stylesheet.
    await tab.goto(`${store.url}/__placeholders/interaction`);
    await tab.waitForFunction(() => Array.from(document.querySelectorAll('shop-islands-form-placeholder')).every((host) => host.shadowRoot?.querySelector('link')?.sheet));
    const shapes = await tab.evaluate(() => Array.from(document.querySelectorAll('shop-islands-form-placeholder'), (host) => Math.ceil(host.getBoundingClientRect().height)));
    expect(shapes).toHaveLength(forms.length);

    // The forms, each settled in its frame.
    await tab.goto(`${store.url}/__placeholders/load`);
    const frames: number[] = [];
    for (const [i, form] of forms.entries()) {
      await formSettled(tab, `#f${i} iframe[data-shell-id]`, ready(form));
      frames.push(await tab.locator(`#f${i} iframe[data-shell-id]`).evaluate((frame) => frame.getBoundingClientRect().height));
    }
    const mismatched = forms.flatMap((form, i) => (Math.abs(frames[i]! - shapes[i]!) > 1 ? [`${form.source} ${form.guid}: placeholder ${shapes[i]} px, form ${frames[i]} px`] : []));
    expect(mismatched).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});
