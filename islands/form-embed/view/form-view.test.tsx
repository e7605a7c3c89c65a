// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../../tests/dom';
import { renderForm, type FormHandle } from '../render';

const fixture = (name: string): string => readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/hubspot', name), 'utf8');
/** One page, legitimate-interest consent (text only), neither an inline message nor a redirect. */
const LEGITIMATE = { portalId: '2059467', formId: '5d0c9e2a-7f41-4b8e-9a36-c2e81f4d7b19', body: fixture('view-legitimate-interest-v3.json') };
/** A v1 form with a richtext field before `message`. */
const RICHTEXT_V1 = { portalId: '62515', formId: '8e2f6a1c-3b7d-4c59-a0e4-91d6b5c3f270', body: fixture('view-richtext-v1.json') };

const answer = (status: number, body: string): Response => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
let handles: FormHandle[] = [];
let submission = '';

async function mount(form: { portalId: string; formId: string; body: string }, extra: Record<string, unknown> = {}): Promise<HTMLElement> {
  vi.stubGlobal('fetch', async (url: string) => {
    if (String(url).includes(`/embed/v3/form/${form.portalId}/${form.formId}/`)) return answer(200, form.body);
    if (String(url).includes('/submissions/')) return answer(200, submission);
    if (String(url).includes('/emailcheck/')) return answer(200, '{"success":true}');
    return new Response('Not Found', { status: 404 });
  });
  const target = document.createElement('div');
  document.body.append(target);
  handles.push(renderForm(target, { portalId: form.portalId, formId: form.formId, formsBaseUrl: 'https://forms.example.vn', ...extra }, { frame: false }));
  await vi.waitFor(() => expect(target.querySelector('form')).not.toBeNull());
  await settle();
  return target;
}
const fill = (root: ParentNode, name: string, value: string): void => {
  const element = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!;
  element.focus();
  element.value = element instanceof HTMLSelectElement ? element.options[1]!.value : value;
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};
async function answerLegitimate(root: HTMLElement): Promise<void> {
  for (const name of ['firstname', 'lastname', 'company', 'how_can_we_help_']) fill(root, name, 'An');
  fill(root, 'phone', '0901234567');
  fill(root, 'email', 'an@example.vn');
  fill(root, 'what_is_your_role_', '');
  root.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
  await vi.waitFor(() => expect(root.querySelector('.submitted-message')).not.toBeNull());
}

beforeEach(() => {
  // The forms API's answer for a form with neither a message nor a redirect.
  submission = JSON.stringify({ conversionId: 'c0e1d2a3' });
});
afterEach(() => {
  for (const handle of handles.splice(0)) handle.dispose();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the form view', () => {
  it('keeps a form without page breaks on one page, its legitimate-interest consent text with Submit', async () => {
    const root = await mount(LEGITIMATE);
    expect(root.querySelector('.hs-form__step')).toBeNull();
    expect(root.querySelector('.hs-form__next')).toBeNull();
    const consent = root.querySelector('.legal-consent-container')!;
    expect(consent.textContent).toContain('unsubscribe at any time');
    expect(consent.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
    // Fields, then the consent, then Submit: one page.
    expect(root.querySelector('[name="email"]')!.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(consent.compareDocumentPosition(root.querySelector('input[type="submit"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('thanks with the default words when neither the definition nor the answer has a message', async () => {
    const root = await mount(LEGITIMATE);
    await answerLegitimate(root);
    expect(root.querySelector('.submitted-message')!.textContent).toBe('Thanks for submitting the form.');
    expect(document.activeElement).toBe(root.querySelector('.submitted-message'));
  });

  it('words the default thank-you in the form’s language', async () => {
    const root = await mount(LEGITIMATE, { locale: 'vi' });
    await answerLegitimate(root);
    expect(root.querySelector('.submitted-message')!.textContent).toBe('Cảm ơn bạn đã gửi biểu mẫu.');
  });

  it('shows the answer’s own message rather than the default one', async () => {
    submission = JSON.stringify({ inlineMessage: '<p>Merci !</p>' });
    const root = await mount(LEGITIMATE);
    await answerLegitimate(root);
    await vi.waitFor(() => expect(root.querySelector('.submitted-message')!.textContent).toBe('Merci !'));
  });

  // What the sanitiser leaves is checked in src/sanitize/rich-text.test.ts, and in Chromium
  // (tests/e2e/forms-view.test.ts).
  it('renders a v1 richtext field in its place among the fields', async () => {
    const root = await mount(RICHTEXT_V1);
    const rich = root.querySelector('.hs_intro_text.hs-fieldtype-richtext')!;
    expect(rich).not.toBeNull();
    await vi.waitFor(() => expect(rich.textContent).toContain('Tell us about your project.'));
    const fields = [...root.querySelectorAll('.hs-form-field, .hs-fieldtype-richtext')].map((element) => /\bhs_(\S+)/.exec(element.className)?.[0]);
    // page_url is a hidden field: no wrapper.
    expect(fields).toEqual(['hs_firstname', 'hs_lastname', 'hs_email', 'hs_intro_text', 'hs_message', 'hs_leadstatus', 'hs_lifecyclestage']);
  });

  it('lists errors in a plain list inside an alert, never a list that is itself the alert', async () => {
    const root = await mount(LEGITIMATE);
    root.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    await vi.waitFor(() => expect(root.querySelectorAll('.hs-error-msgs').length).toBeGreaterThan(1));
    for (const list of root.querySelectorAll('ul.hs-error-msgs')) {
      expect(list.hasAttribute('role')).toBe(false);
      expect(list.closest('[role="alert"]')).not.toBeNull();
      expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    }
    expect(root.querySelector('.hs_error_rollup')?.getAttribute('role')).toBe('alert');
  });
});
