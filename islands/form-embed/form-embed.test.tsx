// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../tests/dom';
import { renderForm, type FormHandle } from './render';
import { hasCss } from './styles';

const fixture = (name: string): string => readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/hubspot', name), 'utf8');
/** lyfta-1: a real v2 form (text, number, select, date, rich text); the e-mail field is `fieldType: "text"`. */
const LYFTA = { portalId: '99999999', formId: '3b5f1663-fa91-4d7b-bf35-1fbe3c070e4f', body: fixture('lyfta-1.json') };
/** sitepen-1: a real embed-v3 answer (text, select, textarea, booleancheckbox). */
const SITEPEN = { portalId: '2059467', formId: '2e1a1b5b-27bb-447d-aac4-0b87c1e88fec', body: fixture('sitepen-1.json') };
/** hubspot-ruby-1: a real v2 form whose `submitText` is empty. */
const RUBY = { portalId: '62515', formId: '78c2891f-ebdd-44c0-bd94-15c012bbbfbf', body: fixture('hubspot-ruby-1.json') };

let requests: Array<{ url: string; init: RequestInit | undefined }> = [];
let answers: Array<(url: string) => Response | undefined> = [];
const answer = (status: number, body: string, type = 'application/json'): Response => new Response(body, { status, headers: { 'Content-Type': type } });

let handles: FormHandle[] = [];
async function mount(form: { portalId: string; formId: string; body: string }, extra: Record<string, unknown> = {}): Promise<HTMLElement> {
  answers.push((url) => (url.includes(`/embed/v3/form/${form.portalId}/${form.formId}/`) ? answer(200, form.body) : undefined));
  const target = document.createElement('div');
  document.body.append(target);
  // Inline here; the iframe shell has its own test below.
  handles.push(renderForm(target, { portalId: form.portalId, formId: form.formId, formsBaseUrl: 'https://forms.example.vn', ...extra }, { frame: false }));
  await vi.waitFor(() => expect(target.querySelector('form')).not.toBeNull());
  await settle();
  return target;
}
const input = (root: ParentNode, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (element: HTMLInputElement, value: string): void => {
  element.focus();
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
};

beforeEach(() => {
  requests = [];
  answers = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    for (const respond of answers) {
      const response = respond(String(url));
      if (response) return response;
    }
    return answer(404, 'Not Found', 'text/plain');
  });
});
afterEach(() => {
  for (const handle of handles.splice(0)) handle.dispose();
  document.head.innerHTML = '';
  document.adoptedStyleSheets = [];
  vi.unstubAllGlobals();
});

describe('form view on real HubSpot definitions', () => {
  it("renders HubSpot's markup: form classes and ids, fields, labels, the required star, the submit button", async () => {
    const root = await mount(LYFTA);
    const form = root.querySelector('form')!;
    const instance = form.getAttribute('data-instance-id')!;
    expect(form.classList).toContain('hs-form');
    expect(form.classList).toContain(`hsForm_${LYFTA.formId}`);
    expect(form.id).toBe(`hsForm_${LYFTA.formId}_${instance}`);
    const email = root.querySelector('.hs_email.hs-form-field')!;
    const label = email.querySelector('label')!;
    expect(label.textContent).toContain('Email');
    expect(label.querySelector('.hs-form-required')?.textContent).toBe('*');
    expect(root.querySelector(`#${CSS.escape(label.htmlFor)}`)).toBe(input(root, 'email'));
    expect(root.querySelector('select[name="drop_down"] option')?.textContent).toBe('Please select');
    // Sent as text fields, shown with the keyboards they need.
    expect(input(root, 'email').type).toBe('email');
    expect(input(root, 'phone').type).toBe('tel');
    expect(root.querySelector('.hs-richtext')).not.toBeNull();
    expect(root.querySelector<HTMLInputElement>('input[type="submit"]')?.value).toBe('Submit');
    expect(root.querySelector<HTMLInputElement>('input[type="submit"]')?.className).toBe('hs-button primary large');
    expect(form.querySelector('input[type="hidden"][name="hs_context"]')).not.toBeNull();
  });

  it('shows no error before a field is left or an attempt is made, then every error, tied to its field, focusing the first', async () => {
    const root = await mount(LYFTA);
    const email = input(root, 'email');
    email.focus();
    await settle();
    // Tabbing into an empty required field does not scold.
    expect(root.querySelector('.hs-error-msgs')).toBeNull();
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    input(root, 'firstname').focus();
    await settle();
    expect(root.querySelectorAll('.hs-error-msgs')).toHaveLength(1);
    root.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const errors = root.querySelector(`#${CSS.escape(email.getAttribute('aria-describedby')!.split(' ').at(-1)!)}`)!;
    expect(errors.textContent).toBe('Please complete this required field.');
    // A plain list inside the alert: a role on the list would orphan its items.
    expect(errors.tagName).toBe('UL');
    expect(errors.hasAttribute('role')).toBe(false);
    expect(errors.parentElement?.getAttribute('role')).toBe('alert');
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    expect(requests.filter((r) => r.url.includes('/submissions/'))).toHaveLength(0);
  });

  it('checks the e-mail of a text field named email, and submits the fields and hs_context as multipart', async () => {
    const root = await mount(LYFTA);
    answers.unshift((url) => (url.includes('/submissions/') ? answer(200, JSON.stringify({ inlineMessage: 'Thanks for submitting the form.' })) : undefined));
    answers.unshift((url) => (url.includes('/emailcheck/') ? answer(200, JSON.stringify({ success: true, email: 'an@example.vn' })) : undefined));
    type(input(root, 'email'), 'not-an-email');
    root.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    await vi.waitFor(() => expect(root.textContent).toContain('Email must be formatted correctly.'));
    type(input(root, 'email'), 'an@example.vn');
    type(input(root, 'firstname'), 'An');
    root.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    await vi.waitFor(() => expect(root.querySelector('.submitted-message')).not.toBeNull());
    const sent = requests.find((r) => r.url.includes('/submissions/'))!;
    expect(sent.url).toBe(`https://forms.example.vn/submissions/v3/public/submit/formsnext/multipart/${LYFTA.portalId}/${LYFTA.formId}`);
    const body = sent.init!.body as FormData;
    expect(body.get('email')).toBe('an@example.vn');
    expect(body.get('firstname')).toBe('An');
    expect(JSON.parse(String(body.get('hs_context')))).toMatchObject({ pageUrl: location.href });
    // The form's thank-you message (HTML, sanitised: what survives sanitising is checked in
    // src/sanitize/rich-text.test.ts and in Chromium).
    await vi.waitFor(() => expect(root.querySelector('.submitted-message')?.textContent).toContain('Thanks for submitting the form.'));
    expect(document.activeElement).toBe(root.querySelector('.submitted-message'));
  });

  it('keeps what was typed after a server failure, and says why in the rollup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await mount(SITEPEN);
    answers.unshift((url) => (url.includes('/submissions/') ? answer(429, JSON.stringify({ status: 'error', formSubmissionError: 'TOO_MANY_REQUESTS' })) : undefined));
    const values: Record<string, string> = { email: 'an@example.vn', phone: '0901234567' };
    for (const element of root.querySelectorAll<HTMLInputElement>('input.hs-input[type="text"], input.hs-input[type="email"], input.hs-input[type="tel"]')) type(element, values[element.name] ?? 'An');
    const select = root.querySelector<HTMLSelectElement>('select.hs-input');
    if (select) {
      select.value = select.options[1]!.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    root.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    await vi.waitFor(() => expect(root.querySelector('.hs_error_rollup')?.textContent).toContain('Please wait a few seconds and try again.'));
    expect(input(root, 'email').value).toBe('an@example.vn');
  });

  it('does not thank the visitor for a 200 that is not the forms API’s answer: it says so, keeps every value, and a retry submits', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = await mount(LYFTA);
    let submissions = 0;
    answers.unshift((url) => {
      if (!url.includes('/submissions/')) return undefined;
      // First a proxy's page with a 200, then the forms API's own answer.
      return ++submissions === 1 ? answer(200, '<html><body>Cổng đăng nhập Wi-Fi</body></html>', 'text/html') : answer(200, JSON.stringify({ conversionId: 'c1', inlineMessage: 'Thanks for submitting the form.' }));
    });
    answers.unshift((url) => (url.includes('/emailcheck/') ? answer(200, JSON.stringify({ success: true, email: 'an@example.vn' })) : undefined));
    type(input(root, 'email'), 'an@example.vn');
    type(input(root, 'firstname'), 'An');
    root.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    await vi.waitFor(() => expect(root.querySelector('.hs_error_rollup')?.textContent).toContain('the form was not submitted. Please try again'));
    expect(root.querySelector('.submitted-message')).toBeNull();
    expect(input(root, 'email').value).toBe('an@example.vn');
    expect(input(root, 'firstname').value).toBe('An');
    root.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    await vi.waitFor(() => expect(root.querySelector('.submitted-message')?.textContent).toContain('Thanks for submitting the form.'));
    const sent = requests.filter((r) => r.url.includes('/submissions/'));
    expect(sent).toHaveLength(2);
    expect((sent[1]!.init!.body as FormData).get('email')).toBe('an@example.vn');
    expect((sent[1]!.init!.body as FormData).get('firstname')).toBe('An');
  });

  it('dresses the form with its CSS, except a legacy-theme form, which the site styles', async () => {
    const legacy = { portalId: '62515', formId: '233bb53d-071f-4d39-8859-f041855bbbd4', body: fixture('lyfta-3.json') };
    // The CSS goes in before the form is rendered, so a rendered form has it or never will.
    await mount(legacy);
    expect(hasCss(document)).toBe(false);
    await mount(LYFTA);
    await vi.waitFor(() => expect(hasCss(document)).toBe(true));
    const sheets = document.adoptedStyleSheets.length;
    await mount(LYFTA);
    expect(document.adoptedStyleSheets.length).toBe(sheets);
  });

  it('shows a form in preview mode without ever submitting it', async () => {
    const root = await mount(LYFTA, { isPreview: true });
    type(input(root, 'email'), 'an@example.vn');
    root.querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    await settle();
    expect(requests.filter((r) => r.url.includes('/submissions/'))).toHaveLength(0);
    expect(root.querySelector('.submitted-message')).toBeNull();
  });

  it('lays a right-to-left locale out right to left', async () => {
    const root = await mount(LYFTA, { locale: 'ar-eg' });
    expect(root.querySelector('form')!.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('form')!.getAttribute('lang')).toBe('ar-eg');
  });

  it('words the submit button in the form’s language when the definition names none, and keeps a definition’s own', async () => {
    const { default: de } = await import('../../src/forms/messages/locales/de');
    // hubspot-ruby-1 has `"submitText": ""`; lyfta-1 says "Submit" itself.
    const unnamed = await mount(RUBY, { locale: 'de' });
    expect(unnamed.querySelector<HTMLInputElement>('input[type="submit"]')?.value).toBe(de.submit);
    const named = await mount(LYFTA, { locale: 'de' });
    expect(named.querySelector<HTMLInputElement>('input[type="submit"]')?.value).toBe('Submit');
  });

  it('gives two copies of one form on a page their own ids', async () => {
    const first = await mount(LYFTA);
    const second = await mount(LYFTA);
    const a = input(first, 'email').id;
    const b = input(second, 'email').id;
    expect(a).not.toBe(b);
    expect(document.querySelectorAll(`#${CSS.escape(a)}`)).toHaveLength(1);
  });

  it('renders in an iframe shell by default: the page keeps 200 px meanwhile, and the frame takes the form’s height', async () => {
    answers.push((url) => (url.includes('/embed/v3/form/') ? answer(200, LYFTA.body) : undefined));
    const target = document.createElement('div');
    document.body.append(target);
    handles.push(renderForm(target, { portalId: LYFTA.portalId, formId: LYFTA.formId, formsBaseUrl: 'https://forms.example.vn' }));
    expect(target.style.minHeight).toBe('200px');
    await vi.waitFor(() => expect(target.querySelector('iframe')?.contentDocument?.querySelector('form.hs-form')).toBeTruthy());
    const frame = target.querySelector('iframe')!;
    expect(frame.title).toBe('Formulaire complexe');
    expect(frame.style.width).toBe('100%');
    expect(target.style.minHeight).toBe('');
    // The form's own CSS goes into the frame, not into the page.
    await vi.waitFor(() => expect(hasCss(frame.contentDocument!)).toBe(true));
    expect(hasCss(document)).toBe(false);
  });

  it('renders inline on a page with a pageId (a CMS module embed)', async () => {
    const root = await mount(LYFTA, { pageId: '123' });
    expect(root.querySelector('iframe')).toBeNull();
  });

  it('reports a definition that does not exist, and renders nothing', async () => {
    const target = document.createElement('div');
    document.body.append(target);
    const errors: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    handles.push(renderForm(target, { portalId: '123', formId: '00000000-0000-0000-0000-000000000000', formsBaseUrl: 'https://forms.example.vn' }, { onError: (code) => errors.push(code) }));
    await vi.waitFor(() => expect(errors).toEqual(['DEFINITION_NOT_FOUND']));
    expect(target.querySelector('form')).toBeNull();
  });

  it.each([
    ['CN', 'https://www.recaptcha.net/recaptcha/api.js?'],
    [undefined, 'https://www.google.com/recaptcha/api.js?'],
  ])('loads the captcha script from the host for the visitor country the forms host names (%s)', async (country, host) => {
    const definition = JSON.parse(SITEPEN.body) as { form: object };
    const body = JSON.stringify({ ...definition, form: { ...definition.form, captchaEnabled: true } });
    answers.push((url) => (url.includes('/embed/v3/form/') ? new Response(body, { headers: { 'Content-Type': 'application/json', ...(country && { 'X-Visitor-Country': country }) } }) : undefined));
    // The script element is gone again once the test environment fails to fetch it: record it as it is added.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) if (node instanceof HTMLScriptElement) added.push(node.src);
    });
    observer.observe(document.head, { childList: true });
    const target = document.createElement('div');
    document.body.append(target);
    handles.push(renderForm(target, { portalId: SITEPEN.portalId, formId: SITEPEN.formId, formsBaseUrl: 'https://forms.example.vn' }, { frame: false }));
    await vi.waitFor(() => expect(added).toHaveLength(1));
    observer.disconnect();
    const src = added[0]!;
    expect(src.startsWith(host)).toBe(true);
    expect(src).toContain('render=explicit');
  });
});
