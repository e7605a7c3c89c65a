/**
 * A form's shape, printed by a server that knows the definition (the theme, the demo store) inside
 * the form's mount point so the page keeps the form's height while the widget loads: the markup
 * the widget renders in its iframe shell (islands/form-embed/view), with HubSpot's class names,
 * as it first shows (the first page, dependent fields hidden, no values), presentational only (no
 * names, ids or handlers; aria-hidden and inert). It goes in a declarative shadow root with the
 * form's own CSS (`placeholderHtml`), so the page's CSS cannot reach it, as it cannot reach the
 * shell: the browser lays it out to the form's height at any width. The widget takes its height
 * for the shell's first (islands/form-embed/room.ts). Strings only, no DOM.
 *
 * The theme prints the same markup from PHP (theme-php/inc/form-placeholder.php); the WordPress
 * tests compare the two.
 */
import { consentCheckboxes } from '../logic/consent';
import { pageCount, pageIndexes } from '../logic/pagination';
import { tree } from '../logic/tree';
import { isEmailField, isPhoneField } from '../rules/validate';
import type { FieldGroup, FormDefinition, FormField, RichTextField } from '../types';
import { fieldClass, formClass, isChoiceGroup, showsBranding, styleVars } from '../view';

/** The custom element the server puts around the placeholder and the no-JavaScript fallback. */
export const PLACEHOLDER_TAG = 'shop-islands-form-placeholder';
/** The class of the shape inside its shadow root. */
export const PLACEHOLDER_CLASS = 'shop-islands-form-shape';

/** The widget's own words the shape shows, in the form's language (src/forms/messages). */
export interface PlaceholderWords {
  submit: string;
  next: string;
  selectPlaceholder: string;
  cookieReset: string;
  /** `pageOf` with `{{currentPage}}` and `{{numberOfPages}}` still in it. */
  pageOf: string;
}

export interface PlaceholderOptions {
  /** The form's locale as the widget resolves it (`resolveLocale`), and whether it is right-to-left. */
  locale: string;
  rtl?: boolean;
  words: PlaceholderWords;
  /**
   * Sanitised HTML for the definition's rich text (the theme uses wp_kses). Without it, rich text
   * shows as its text only.
   */
  richText?: (html: string) => string;
  /**
   * The height of the captcha's badge, which shows in the form once its script has loaded (a CSS
   * length: Google's inline badge is `60px`); none when not given.
   */
  captchaHeight?: string;
}

/** A CSS length the shape may carry in a style attribute: a number and px or em. */
const LENGTH = /^\d{1,4}(?:\.\d{1,3})?(?:px|em)$/;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
/** Text or an attribute value, escaped as PHP's htmlspecialchars(ENT_QUOTES) does it. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Rich text as text: every tag (and a `<` that opens none) removed, so no markup is left. */
const textOf = (html: string): string => html.replace(/<[^>]*>?/g, '').replace(/>/g, '&gt;');

const attrs = (values: Record<string, string | undefined>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
/** An element; `inner` is markup already. No whitespace between tags, as the widget renders none. */
const el = (tag: string, attributes: Record<string, string | undefined>, inner = ''): string => `<${tag}${attrs(attributes)}>${inner}</${tag}>`;
const voidEl = (tag: string, attributes: Record<string, string | undefined>): string => `<${tag}${attrs(attributes)}>`;

/** The HTML input type of a text-like field, as the widget picks it (view/Field.tsx). */
const inputType = (field: FormField): string =>
  isEmailField(field) ? 'email' : isPhoneField(field) ? 'tel' : field.fieldType === 'number' ? 'number' : 'text';

function control(field: FormField, words: PlaceholderWords): string {
  const placeholder = field.placeholder || undefined;
  switch (field.fieldType) {
    case 'textarea':
      return el('textarea', { class: 'hs-input', placeholder });
    case 'select':
      return el('select', { class: 'hs-input' }, el('option', {}, escapeHtml(field.placeholder || words.selectPlaceholder)));
    case 'radio':
    case 'payment_link_radio':
    case 'checkbox': {
      const kind = field.fieldType === 'checkbox' ? 'checkbox' : 'radio';
      const items = field.options
        .filter((option) => !option.hidden)
        .map((option) => el('li', { class: `hs-form-${kind}` }, el('label', { class: `hs-form-${kind}-display` }, voidEl('input', { class: 'hs-input', type: kind }) + el('span', {}, escapeHtml(option.label)))));
      return el('ul', { class: `inputs-list${kind === 'checkbox' ? ' multi-container' : ''}`, role: 'presentation' }, items.join(''));
    }
    case 'booleancheckbox':
      return el(
        'ul',
        { class: 'inputs-list', role: 'presentation' },
        el('li', { class: 'hs-form-booleancheckbox' }, el('label', { class: 'hs-form-booleancheckbox-display' }, voidEl('input', { class: 'hs-input', type: 'checkbox' }) + el('span', {}, label(field)))),
      );
    case 'file':
      return voidEl('input', { class: 'hs-input', type: 'file', size: '30' });
    default: {
      const type = inputType(field);
      // The date picker as it shows once loaded: a text input, or the system's on a touch screen
      // (the shape's CSS shows the one the pointer calls for).
      if (field.fieldType === 'date') return el('div', { class: 'si-dp' }, voidEl('input', { class: 'si-dp-input', type: 'text' })) + voidEl('input', { class: 'si-dp-native', type: 'date' });
      // The phone's country list, once loaded: the field's own extension shows in it.
      if (type === 'tel' && field.useCountryCodeSelect) {
        return el('div', { class: 'hs-fieldtype-intl-phone' }, el('select', { class: 'hs-input' }, el('option', {}, escapeHtml(field.countryCodeExtension ?? ''))) + voidEl('input', { class: 'hs-input', type: 'tel' }));
      }
      return voidEl('input', { class: 'hs-input', type, placeholder });
    }
  }
}

const label = (field: FormField): string => el('span', {}, escapeHtml(field.label)) + (field.required ? el('span', { class: 'hs-form-required' }, '*') : '');

function fieldMarkup(field: FormField, words: PlaceholderWords, richText: (html: string) => string): string {
  const labelClass = `hs-form-field-label${field.labelHidden ? ' hs-form__visually-hidden' : ''}`;
  const body =
    (field.description ? el('div', { class: 'hs-field-desc' }, escapeHtml(field.description)) : '') +
    el('div', { class: 'input' }, control(field, words)) +
    (field.footer ? el('div', { class: 'hs-richtext hs-field-footer' }, richText(field.footer)) : '');
  const inner = isChoiceGroup(field)
    ? el('fieldset', { class: 'hs-form-fieldset' }, el('legend', { class: labelClass }, label(field)) + body)
    : (field.fieldType === 'booleancheckbox' ? '' : el('label', { class: labelClass }, label(field))) + body;
  return el('div', { class: fieldClass(field) }, inner);
}

/** A group's rich text fields (v1) before the field each preceded, the rest after the last. */
function withRichTextFields(group: FieldGroup, fields: FormField[], render: (field: FormField) => string, richText: (html: string) => string): string {
  const texts: RichTextField[] = group.richTextFields ?? [];
  let shown = 0;
  const upTo = (index: number): string => {
    const next = Math.max(shown, texts.filter((t) => t.index <= index).length);
    const out = texts.slice(shown, next).map((t) => el('div', { class: `hs-richtext hs-main-font-element hs_${t.name} hs-fieldtype-richtext` }, richText(t.content)));
    shown = next;
    return out.join('');
  };
  const nodes = fields.map((field) => {
    const at = group.fields.findIndex((own) => own.id === field.id);
    return (at >= 0 ? upTo(at) : '') + render(field);
  });
  return nodes.join('') + upTo(Infinity);
}

/**
 * The form's shape as the widget first renders it (view/Form.tsx): the root `div.hs-form` with
 * the definition's style variables, the first page's groups, consent on a one-page form, the
 * captcha's place, Submit (or Next).
 *
 * @example placeholderMarkup(form, { locale: 'vi', words }) // '<div class="hs-form stacked …">…</div>'
 */
export function placeholderMarkup(form: FormDefinition, { locale, rtl = false, words, richText = textOf, captchaHeight }: PlaceholderOptions): string {
  const pages = pageCount(form.groups);
  const firstPage = new Set(form.groups.filter((_, i) => pageIndexes(form.groups)[i] === 0));
  // Every field once, in the widget's order; dependent fields hidden, as they start.
  const nodes = tree(form.groups).filter((node) => !node.parent && !node.f.hidden);
  // Columns as the widget counts them: the first field's numColumns, else the visible fields.
  const columns = (group: FieldGroup): number => {
    const given = Number(group.fields[0]?.metaData['numColumns']);
    const visible = group.fields.filter((field) => !field.hidden && nodes.some((node) => node.f.id === field.id)).length;
    return Math.min(3, Math.max(1, Number.isInteger(given) && given > 0 ? given : visible));
  };
  const groups = form.groups
    .filter((group) => firstPage.has(group))
    .map((group) => {
      const fields = nodes.filter((node) => node.g === group).map((node) => node.f);
      const text = group.richText?.content ? el('div', { class: 'hs-richtext hs-main-font-element' }, richText(group.richText.content)) : '';
      return el('fieldset', { class: `form-columns-${columns(group)}` }, text + withRichTextFields(group, fields, (field) => fieldMarkup(field, words, richText), richText));
    });
  const consent = pages === 1 && form.legalConsentOptions ? consentMarkup(form, richText) : '';
  const badge = captchaHeight && LENGTH.test(captchaHeight) ? `min-height:${captchaHeight}` : undefined;
  const captcha = form.captchaEnabled ? el('div', { class: 'hs_recaptcha hs-recaptcha field hs-form-field', style: badge }) + el('p', { class: 'hs-form__captcha-status' }) : '';
  const reset = form.allowCookieReset && form.hasKnownProperties ? el('button', { type: 'button', class: 'hs-reset-link' }, escapeHtml(words.cookieReset)) : '';
  const action =
    pages > 1
      ? el('button', { type: 'button', class: 'hs-button primary large hs-form__next' }, escapeHtml(words.next))
      : voidEl('input', { type: 'submit', class: 'hs-button primary large', value: form.submitText || words.submit });
  const step = pages > 1 ? el('p', { class: 'hs-form__step' }, escapeHtml(words.pageOf.replace(/\{\{?currentPage\}?\}/g, '1').replace(/\{\{?numberOfPages\}?\}/g, String(pages)))) : '';
  const style = Object.entries(styleVars(form.style, form.scopes.customStyleAccess))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return el(
    'div',
    { class: formClass(form, 'placeholder'), style: style || undefined, lang: locale, dir: rtl ? 'rtl' : undefined },
    step +
      groups.join('') +
      consent +
      captcha +
      reset +
      el('div', { class: 'hs_submit hs-submit' }, el('div', { class: 'actions' }, action)) +
      // The viral branding's frame, 0 px tall until HubSpot's page says otherwise.
      (showsBranding(form, {}) ? el('div', { class: 'hs-form__branding' }) : ''),
  );
}

function consentMarkup(form: FormDefinition, richText: (html: string) => string): string {
  const consent = form.legalConsentOptions!;
  const text = (html: string | undefined): string => (html ? el('div', { class: 'hs-richtext' }, richText(html)) : '');
  const boxes = consentCheckboxes(consent).map((box) =>
    el(
      'div',
      { class: `hs_${box.id} hs-form-field` },
      el(
        'label',
        { class: 'hs-form-booleancheckbox-display' },
        voidEl('input', { class: 'hs-input', type: 'checkbox' }) + el('div', { class: 'hs-consent-label' }, richText(box.label)) + (box.required ? el('span', { class: 'hs-form-required' }, '*') : ''),
      ),
    ),
  );
  return el('div', { class: 'legal-consent-container' }, text(consent.communicationConsentText) + boxes.join('') + text(consent.processingConsentText) + text(consent.privacyPolicyText));
}

/**
 * The placeholder's stylesheet (islands/form-embed/placeholder-css.ts): inline, or, where a
 * Content-Security-Policy allows no `<style>` (the demo store's), a file of the site's. A
 * stylesheet linked in a shadow root holds back the painting of what follows it until it has
 * loaded, so the shape never shows unstyled either way.
 */
export type PlaceholderStylesheet = { css: string } | { href: string };

/** What the placeholder's shadow root holds: its stylesheet, the shape (hidden from assistive technology, out of reach), a slot for the fallback. */
export const placeholderShadow = (shape: string, stylesheet: PlaceholderStylesheet): string =>
  ('css' in stylesheet ? `<style>${stylesheet.css}</style>` : voidEl('link', { rel: 'stylesheet', href: stylesheet.href })) +
  `<div class="${PLACEHOLDER_CLASS}" aria-hidden="true" inert>${shape}</div><slot></slot>`;

/**
 * The element the server prints in the mount point: the shape in a declarative shadow root, and
 * `fallback` (the server's markup for visitors without JavaScript) as its light content, shown in
 * the shape's place when scripts do not run. A browser without declarative shadow roots shows the
 * fallback alone, as before.
 *
 * @example placeholderHtml(placeholderMarkup(form, options), { css: placeholderCss() }, '<p><a href="…">Open the form</a></p>')
 */
export const placeholderHtml = (shape: string, stylesheet: PlaceholderStylesheet, fallback: string): string =>
  `<${PLACEHOLDER_TAG}><template shadowrootmode="open">${placeholderShadow(shape, stylesheet)}</template>${fallback}</${PLACEHOLDER_TAG}>`;
