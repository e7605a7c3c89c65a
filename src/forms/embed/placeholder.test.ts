import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeDefinition } from '../definition/normalize';
import { placeholderHtml, placeholderMarkup, type PlaceholderWords } from './placeholder';

const WORDS: PlaceholderWords = { submit: 'Gửi', next: 'Tiếp', selectPlaceholder: 'Vui lòng chọn', cookieReset: 'Không phải bạn?', pageOf: '{{currentPage}} / {{numberOfPages}}' };
const fixture = (name: string) => normalizeDefinition(JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/hubspot', name), 'utf8'))).form;
const field = (name: string, fieldType: string, extra: Record<string, unknown> = {}) => ({ name, label: name.toUpperCase(), fieldType, ...extra });
const form = (groups: unknown[], extra: Record<string, unknown> = {}) =>
  normalizeDefinition({ form: { portalId: 1, guid: 'a3e5c7d9-1b2f-4a6c-8e0d-2f4b6d8a0c13', formFieldGroups: groups, ...extra } }).form;

describe('a form’s placeholder', () => {
  it('is the widget’s markup for the form, as it first shows, with nothing to submit or focus', () => {
    const html = placeholderMarkup(fixture('sitepen-1.json'), { locale: 'en', words: WORDS });
    // No whitespace between tags (the widget renders none: it would be text in the layout).
    expect(html).not.toMatch(/>\s+</);
    // No names, ids, handlers or for= (presentational only).
    expect(html).not.toMatch(/\s(name|id|for|on\w+)=/);
    expect(html).toMatch(/^<div class="hs-form stacked hsForm_2e1a1b5b-27bb-447d-aac4-0b87c1e88fec [^"]*" lang="en">/);
    expect(html).toContain(
      '<fieldset class="form-columns-2"><div class="hs_firstname hs-firstname hs-fieldtype-text field hs-form-field"><label class="hs-form-field-label"><span>First name (intercepted!)</span><span class="hs-form-required">*</span></label><div class="input"><input class="hs-input" type="text"></div></div>',
    );
    // The phone property's input, a select showing its first option, the boolean checkbox's label on its box.
    expect(html).toContain('<input class="hs-input" type="tel">');
    expect(html).toContain('<select class="hs-input"><option>Vui lòng chọn</option></select>');
    expect(html).toContain('<ul class="inputs-list" role="presentation"><li class="hs-form-booleancheckbox"><label class="hs-form-booleancheckbox-display"><input class="hs-input" type="checkbox"><span><span>Let me know when SitePen shares info on Enterprise JavaScript!</span></span></label></li></ul>');
    expect(html).toMatch(/<div class="hs_submit hs-submit"><div class="actions"><input type="submit" class="hs-button primary large" value="Submit"><\/div><\/div><\/div>$/);
  });

  it('shows the first page only, with its step and Next; dependent fields hidden; consent left for the last page', () => {
    const html = placeholderMarkup(
      form(
        [
          { fields: [field('country', 'select', { options: [{ label: 'VN', value: 'vn' }], dependentFieldFilters: [{ filters: [{ operator: 'SET_ANY', strValues: ['vn'] }], dependentFormField: field('province', 'text') }] })], pageNumber: 1 },
          { fields: [field('email', 'text')], pageNumber: 2, isPageBreak: true },
        ],
        { metaData: [{ name: 'legalConsentOptions', value: JSON.stringify({ processingConsentType: 'REQUIRED_CHECKBOX', processingConsentCheckboxLabel: 'OK' }) }] },
      ),
      { locale: 'vi', words: WORDS },
    );
    expect(html).toContain('<p class="hs-form__step">1 / 2</p>');
    expect(html).toContain('hs_country');
    expect(html).not.toContain('hs_province');
    expect(html).not.toContain('hs_email');
    expect(html).not.toContain('legal-consent-container');
    expect(html).toContain('<button type="button" class="hs-button primary large hs-form__next">Tiếp</button>');
  });

  it('puts a one-page form’s consent, captcha and the locale’s submit word where the widget does, in its direction', () => {
    const html = placeholderMarkup(
      form([{ fields: [field('email', 'text'), field('phone', 'phonenumber', { useCountryCodeSelect: true, countryCodeExtension: '+84' }), field('day', 'date'), field('choice', 'radio', { options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b', hidden: true }] })] }], {
        captchaEnabled: true,
        metaData: [{ name: 'legalConsentOptions', value: JSON.stringify({ communicationConsentText: '<p>Tin</p>', communicationConsentCheckboxes: [{ communicationTypeId: '42', label: '<b>Nhận</b>', required: true }] }) }],
      }),
      { locale: 'he-il', rtl: true, words: WORDS, captchaHeight: '60px' },
    );
    expect(html).toMatch(/^<div class="[^"]*" lang="he-il" dir="rtl">/);
    expect(html).toContain('<div class="hs-fieldtype-intl-phone"><select class="hs-input"><option>+84</option></select><input class="hs-input" type="tel"></div>');
    expect(html).toContain('<div class="si-dp"><input class="si-dp-input" type="text"></div><input class="si-dp-native" type="date">');
    expect(html).toContain('<fieldset class="hs-form-fieldset"><legend class="hs-form-field-label"><span>CHOICE</span></legend><div class="input"><ul class="inputs-list" role="presentation"><li class="hs-form-radio"><label class="hs-form-radio-display"><input class="hs-input" type="radio"><span>A</span></label></li></ul></div></fieldset>');
    expect(html).toContain(
      '<div class="legal-consent-container"><div class="hs-richtext">Tin</div><div class="hs_LEGAL_CONSENT.subscription_type_42 hs-form-field"><label class="hs-form-booleancheckbox-display"><input class="hs-input" type="checkbox"><div class="hs-consent-label">Nhận</div><span class="hs-form-required">*</span></label></div></div><div class="hs_recaptcha hs-recaptcha field hs-form-field" style="min-height:60px"></div><p class="hs-form__captcha-status"></p>',
    );
    expect(html).toContain('value="Gửi"');
    // A length that is none is not written.
    expect(placeholderMarkup(form([], { captchaEnabled: true }), { locale: 'vi', words: WORDS, captchaHeight: '1px;background:url(x)' })).toContain('<div class="hs_recaptcha hs-recaptcha field hs-form-field"></div>');
  });

  it('writes the definition’s words as text, and its rich text only as the server’s sanitiser leaves it (as text without one)', () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(1)>';
    const html = placeholderMarkup(form([{ fields: [field('x', 'text', { label: evil, placeholder: evil, description: 'a & b' })], richText: { content: '<p onclick="x()">Xin <b>chào</b></p><script>alert(1)</script><img src=x onerror=alert(2)' } }], { submitText: evil }), { locale: 'vi', words: WORDS });
    // Tags only as escaped text: no element, no handler.
    expect(html).not.toMatch(/<script|<img|onclick/);
    expect(html).toContain('<span>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</span>');
    expect(html).toContain('<div class="hs-field-desc">a &amp; b</div>');
    expect(html).toContain('<div class="hs-richtext hs-main-font-element">Xin chàoalert(1)</div>');
    const kept = placeholderMarkup(form([{ fields: [], richText: { content: '<p>Xin <b>chào</b></p>' } }]), { locale: 'vi', words: WORDS, richText: (text) => text.replace(/<\/?b>/g, '') });
    expect(kept).toContain('<div class="hs-richtext hs-main-font-element"><p>Xin chào</p></div>');
  });

  it('carries the style the widget gives the form, only what a declaration can hold', () => {
    const html = placeholderMarkup(form([], { style: JSON.stringify({ fontFamily: 'Arial, sans-serif', submitColor: '#ff0000', labelTextColor: 'red;}body{x:url(y)' }) }), { locale: 'vi', words: WORDS });
    expect(html).toContain('style="--hsf-font:Arial, sans-serif"');
    expect(html).not.toContain('--hsf-submit-bg');
  });

  it('goes in a declarative shadow root with its stylesheet, the server’s fallback as the light content', () => {
    expect(placeholderHtml('<div class="hs-form"></div>', { css: 'a{}' }, '<p><a href="/">Mở</a></p>')).toBe(
      '<shop-islands-form-placeholder><template shadowrootmode="open"><style>a{}</style><div class="shop-islands-form-shape" aria-hidden="true" inert><div class="hs-form"></div></div><slot></slot></template><p><a href="/">Mở</a></p></shop-islands-form-placeholder>',
    );
    expect(placeholderHtml('', { href: '/forms/placeholder.css?v=1&b="' }, '')).toContain('<link rel="stylesheet" href="/forms/placeholder.css?v=1&amp;b=&quot;">');
  });
});
