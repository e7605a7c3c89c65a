import { describe, expect, it } from 'vitest';
import apptopia2 from '../../../tests/fixtures/hubspot/apptopia-2.json';
import ruby1 from '../../../tests/fixtures/hubspot/hubspot-ruby-1.json';
import rubyV1a from '../../../tests/fixtures/hubspot/hubspot-ruby-v1-1.json';
import rubyV1b from '../../../tests/fixtures/hubspot/hubspot-ruby-v1-2.json';
import rubyV1d from '../../../tests/fixtures/hubspot/hubspot-ruby-v1-4.json';
import lyfta1 from '../../../tests/fixtures/hubspot/lyfta-1.json';
import lyfta3 from '../../../tests/fixtures/hubspot/lyfta-3.json';
import sitepen1 from '../../../tests/fixtures/hubspot/sitepen-1.json';
import stackgo1 from '../../../tests/fixtures/hubspot/stackgo-1.json';
import type { FormDefinition } from '../types';
import { fieldId, normalizeDefinition } from './normalize';

/** `id:fieldType` of every field, group by group. */
const layout = (form: FormDefinition) => form.groups.map((g) => g.fields.map((f) => `${f.id}:${f.fieldType}`));
const field = (form: FormDefinition, id: string) => form.groups.flatMap((g) => g.fields).find((f) => f.id === id);

/** A minimal well-formed v2 field. */
const f = (name: string, extra: Record<string, unknown> = {}) => ({ name, label: name, fieldType: 'text', ...extra });

describe('normalizeDefinition on the shared HubSpot fixtures', () => {
  it('reads an embed-v3 response (sitepen-1): groups, fields, redirect, no diagnostics', () => {
    const { form, diagnostics } = normalizeDefinition(sitepen1);
    expect(diagnostics).toEqual([]);
    expect(layout(form)).toEqual([
      ['firstname:text', 'lastname:text'],
      ['company:text', 'phone:text'],
      ['email:text'],
      ['what_is_your_role_:select'],
      ['how_can_we_help_:textarea'],
      ['newsletter_opt_in:booleancheckbox'],
    ]);
    expect(form).toMatchObject({ portalId: '2059467', guid: '2e1a1b5b-27bb-447d-aac4-0b87c1e88fec', cssClass: 'hs-form stacked' });
    expect(form.redirectUrl).toBe('https://www.sitepen.com/site/contactReceived.html');
    expect(field(form, 'what_is_your_role_')?.options).toHaveLength(5);
    expect(field(form, 'what_is_your_role_')?.options[1]).toMatchObject({ label: 'Team Developer', value: 'Team Developer', displayOrder: 1 });
    expect(field(form, 'newsletter_opt_in')?.selectedOptions).toEqual(['true']);
    expect(field(form, 'firstname')).toMatchObject({ required: true, objectTypeId: '0-1', type: 'string', validation: { data: '' } });
  });

  it('reads a v2-api form (hubspot-ruby-1): empty submitText stays empty (the view words it), redirect becomes redirectUrl', () => {
    const { form, diagnostics } = normalizeDefinition(ruby1);
    expect(diagnostics).toEqual([]);
    expect(form.groups).toHaveLength(10);
    expect(form.groups.flatMap((g) => g.fields)).toHaveLength(15);
    expect(layout(form)[0]).toEqual(['sb_pres_name:text', 'campaignid:text', 'abandonedproducturl1:text']);
    expect(field(form, 'requested_live_demo_date')).toMatchObject({ fieldType: 'date', type: 'datetime', required: true });
    expect(field(form, 'babufield')?.validation).toMatchObject({ name: 'babu field is valid', message: 'babufieldvalidation' });
    expect(form.submitText).toBe('');
    expect(form.redirectUrl).toBe('excedalogic.com');
    expect(form.updatedAt).toBe(1457076568480);
    expect(form.groups[0]).not.toHaveProperty('richText');
  });

  it('reads apptopia-2: a hidden field, a custom submit text, the legacy theme', () => {
    const { form, diagnostics } = normalizeDefinition(apptopia2);
    expect(diagnostics).toEqual([]);
    expect(layout(form).flat()).toEqual([
      'firstname:text',
      'lastname:text',
      'email:text',
      'website:text',
      'comment:textarea',
      'subscribe:booleancheckbox',
      'lifecyclestage:text',
    ]);
    expect(field(form, 'lifecyclestage')?.hidden).toBe(true);
    expect(form).toMatchObject({ submitText: 'Submit Comment', themeName: 'legacy', inlineMessage: 'Thanks YOu for submitting form' });
  });

  it('reads lyfta-1: rich-text groups, field metaData, metaData flags, style JSON', () => {
    const { form, diagnostics } = normalizeDefinition(lyfta1);
    expect(diagnostics).toEqual([]);
    expect(layout(form)).toEqual([
      [],
      ['firstname:text', 'lastname:text'],
      [],
      ['email:text'],
      ['phone:text', 'company:text'],
      ['nombre:number', 'drop_down:select', 'dob:date'],
    ]);
    expect(form.groups[0]?.richText).toEqual({ content: '<h1>Trop bien</h1>' });
    expect(field(form, 'dob')?.metaData).toEqual({ format: 'DD-MM-YYYY', separator: '/' });
    expect(field(form, 'phone')?.validation.data).toBe('7:20:true');
    expect(form).toMatchObject({ lang: 'en', renderRawHtml: true, themeName: 'canvas' });
    expect(form.metaData).toEqual({ lang: 'en', embedType: 'REGULAR', renderRawHtml: 'true' });
    expect(form.style).toMatchObject({ fontFamily: 'arial, helvetica, sans-serif', backgroundWidth: '100%' });
  });

  it('reads lyfta-3: two hidden radio fields and an empty style string', () => {
    const { form, diagnostics } = normalizeDefinition(lyfta3);
    expect(diagnostics).toEqual([]);
    expect(layout(form)).toEqual([['email:text'], ['blog_example_blog_10500366470_subscription:radio'], ['lifecyclestage:radio']]);
    expect(form.groups.flatMap((g) => g.fields).filter((x) => x.hidden)).toHaveLength(2);
    expect(form.style).toEqual({});
    expect(form.submitText).toBe('Subscribe');
  });

  it('reads the first form of a {data: [...]} list (stackgo-1), with its pagination style', () => {
    const { form, diagnostics } = normalizeDefinition(stackgo1);
    expect(diagnostics).toEqual([]);
    expect(layout(form).flat()).toEqual(['email:text', 'firstname:text', 'lastname:text', 'phone:text']);
    expect(form.guid).toBe('f353e406-254c-4ae1-bca7-33968d1b4722');
    expect(form.style).toMatchObject({ paginationProgressShow: true, submitColor: '#ff7a59' });
    expect(field(form, 'phone')?.validation.data).toBe('7:20:true');
  });

  it.each([
    [rubyV1a, ['email:text', 'customerid:number', 'active:text', 'subscriptionlevel:text', 'recvemail:booleancheckbox', 'trialstart:date', 'lastlogon:date', 'totallogon7days:number', 'totallogon30days:number', 'totaltime7days:number', 'totaltime30days:number', 'totaltime12months:number']],
    [rubyV1b, ['firstname:text', 'lastname:text', 'email:text', 'page_url:text', 'message:textarea', 'page_title:text', 'leadstatus:select', 'lifecyclestage:radio']],
    [rubyV1d, ['firstname:text', 'lastname:text', 'email:text', 'company:text', 'city:text', 'country:text', 'fax:text', 'gender:text', 'message:textarea', 'phone:text', 'zip:text', 'files:file']],
  ])('reads a v1-api form with flat fields into one group per field (%#)', (raw, expected) => {
    const { form, diagnostics } = normalizeDefinition(raw);
    expect(diagnostics).toEqual([]);
    expect(layout(form)).toEqual(expected.map((x) => [x]));
    // v1 validation has no blockedEmailAddresses: the default fills it.
    expect(form.groups[0]?.fields[0]?.validation.blockedEmailAddresses).toEqual([]);
  });

  it('keeps v1 metaData entries and the v1 redirect', () => {
    expect(normalizeDefinition(rubyV1a).form.metaData).toEqual({ disableCookieSubmission: 'true' });
    expect(normalizeDefinition(rubyV1b).form.redirectUrl).toBe('http://www.google.co.uk');
  });
});

describe('normalizeDefinition shapes and defaults', () => {
  it('builds v1 groups from fieldNames, and gives unclaimed flat fields a group each', () => {
    const { form } = normalizeDefinition({
      fields: [f('a'), f('b'), f('c')],
      formFieldGroups: [{ fieldNames: ['c', 'a'] }],
    });
    expect(layout(form)).toEqual([['c:text', 'a:text'], ['b:text']]);
  });

  it('gives one group per field when a v1 form has no groups', () => {
    const { form } = normalizeDefinition({ fields: [f('a'), f('b')], formFieldGroups: [] });
    expect(layout(form)).toEqual([['a:text'], ['b:text']]);
  });

  it('takes the first form of a bare array', () => {
    expect(normalizeDefinition([{ guid: 'x', formFieldGroups: [] }, { guid: 'y' }]).form.guid).toBe('x');
  });

  it('fills form defaults: form type 11, scopes, empty style; no submit text (the locale words the button)', () => {
    const { form, diagnostics } = normalizeDefinition({ formFieldGroups: [] });
    expect(diagnostics).toEqual([]);
    expect(form).toMatchObject({ submitText: '', formTypeNumber: 11, style: {}, captchaEnabled: false, groups: [] });
    expect(form.scopes).toEqual({ noBranding: true, rawHtmlAccess: false, customStyleAccess: false, renderShell: false });
  });

  it('reads the embed-v3 scopes, video form type, captcha and known properties', () => {
    const { form, properties } = normalizeDefinition({
      form: { formTypeNumber: 9, captchaEnabled: true, formFieldGroups: [] },
      scopes: { noBranding: false, rawHtmlAccess: true, renderShell: 'yes' },
      properties: { email: 'a@b.co' },
    });
    expect(form.formTypeNumber).toBe(9);
    expect(form.captchaEnabled).toBe(true);
    // A non-boolean scope keeps its default rather than being guessed.
    expect(form.scopes).toEqual({ noBranding: false, rawHtmlAccess: true, customStyleAccess: false, renderShell: false });
    expect(form.hasKnownProperties).toBe(true);
    expect(properties).toEqual({ email: 'a@b.co' });
  });

  it('parses metaData JSON values: legal consent, S3 write date, cookie reset', () => {
    const consent = {
      communicationConsentText: 'We would like to contact you',
      communicationConsentCheckboxes: [{ communicationTypeId: 4650421, label: 'Newsletter', required: false }],
      processingConsentType: 'REQUIRED_CHECKBOX',
      processingConsentCheckboxLabel: 'I agree',
      privacyPolicyText: 'See our policy',
      isLegitimateInterest: false,
    };
    const { form, diagnostics } = normalizeDefinition({
      form: {
        metaData: [
          { name: 'legalConsentOptions', value: JSON.stringify(consent) },
          { name: 'definitionS3WriteDate', value: '1700000000000' },
          { name: 'allowCookieReset', value: 'true' },
        ],
      },
    });
    expect(diagnostics).toEqual([]);
    expect(form.legalConsentOptions).toEqual({
      ...consent,
      communicationConsentCheckboxes: [{ communicationTypeId: '4650421', label: 'Newsletter', required: false }],
    });
    expect(form.definitionS3WriteDate).toBe('1700000000000');
    expect(form.allowCookieReset).toBe(true);
  });

  it('prefixes field ids by object type (spec §3)', () => {
    expect(fieldId('email', '0-1')).toBe('email');
    expect(fieldId('subject', '0-5')).toBe('TICKET.subject');
    expect(fieldId('hs_content', '0-19')).toBe('FEEDBACK_SUBMISSION.hs_content');
    expect(fieldId('name', '0-2')).toBe('0-2/name');
    expect(fieldId('size', '2-123')).toBe('2-123/size');
    const { form } = normalizeDefinition({
      formFieldGroups: [{ fields: [f('subject', { objectTypeId: '0-5' }), f('domain', { propertyObjectType: 'COMPANY' }), f('email')] }],
    });
    expect(form.groups[0]?.fields.map((x) => x.id)).toEqual(['TICKET.subject', '0-2/domain', 'email']);
  });

  it('normalises dependent fields recursively and lists their ids', () => {
    const child = f('hs_content', { objectTypeId: '0-19', fieldType: 'textarea' });
    const grandchild = f('deep', { fieldType: 'number' });
    const { form, diagnostics } = normalizeDefinition({
      formFieldGroups: [
        {
          fields: [
            f('rating', {
              fieldType: 'radio',
              dependentFieldFilters: [
                {
                  filters: [{ operator: 'SET_ANY', strValues: ['1', '2'], numberValue: 0 }],
                  dependentField: { ...child, dependentFieldFilters: [{ filters: [{ operator: 'IS_NOT_EMPTY' }], dependentField: grandchild }] },
                  formFieldAction: 'DISPLAY',
                },
              ],
            }),
          ],
        },
      ],
    });
    expect(diagnostics).toEqual([]);
    const rating = form.groups[0]?.fields[0];
    expect(rating?.dependentFieldIds).toEqual(['FEEDBACK_SUBMISSION.hs_content']);
    expect(rating?.dependentFieldFilters[0]).toMatchObject({
      filters: [{ operator: 'SET_ANY', strValues: ['1', '2'], numberValue: 0 }],
      dependentField: { id: 'FEEDBACK_SUBMISSION.hs_content', fieldType: 'textarea', validation: { data: '' } },
      formFieldAction: 'DISPLAY',
    });
    expect(rating?.dependentFieldFilters[0]?.dependentField.dependentFieldIds).toEqual(['deep']);
  });

  it('fills every field key with its default', () => {
    const { form } = normalizeDefinition({ formFieldGroups: [{ fields: [{ name: 'x', fieldType: 'email' }] }] });
    expect(form.groups[0]).toEqual({
      fields: [
        {
          id: 'x',
          name: 'x',
          label: '',
          description: '',
          fieldType: 'email',
          type: 'string',
          required: false,
          hidden: false,
          labelHidden: false,
          defaultValue: '',
          selectedOptions: [],
          options: [],
          objectTypeId: '0-1',
          dependentFieldIds: [],
          dependentFieldFilters: [],
          metaData: {},
          validation: { data: '', useDefaultBlockList: false, blockedEmailAddresses: [] },
        },
      ],
      isPageBreak: false,
      isDependentFieldGroup: false,
      isSmartGroup: false,
      default: true,
    });
  });

  it('keeps page breaks and e-mail validation settings', () => {
    const { form } = normalizeDefinition({
      formFieldGroups: [
        { fields: [f('email', { fieldType: 'email', validation: { useDefaultBlockList: true, blockedEmailAddresses: ['x.com'] } })] },
        { fields: [], isPageBreak: true, pageNumber: 1 },
      ],
    });
    expect(form.groups[0]?.fields[0]?.validation).toEqual({ data: '', useDefaultBlockList: true, blockedEmailAddresses: ['x.com'] });
    expect(form.groups[1]).toMatchObject({ isPageBreak: true, pageNumber: 1 });
  });
});

describe('normalizeDefinition of richtext fields', () => {
  const rich = (name: string, extra: Record<string, unknown>) => ({ name, label: '', fieldType: 'richtext', ...extra });

  it('keeps a v2 group’s richtext field as display content before the field that follows it', () => {
    const { form, diagnostics } = normalizeDefinition({
      formFieldGroups: [{ fields: [f('a'), rich('intro', { richText: { content: '<p>Xin chào</p>', type: 'TEXT' } }), f('b')] }],
    });
    expect(diagnostics).toEqual([]);
    expect(layout(form)).toEqual([['a:text', 'b:text']]);
    expect(form.groups[0]?.richTextFields).toEqual([{ name: 'intro', fieldType: 'richtext', content: '<p>Xin chào</p>', index: 1 }]);
  });

  it('keeps v1 richtext fields, whose HTML is their default value, in the group naming them or in their own', () => {
    const { form, diagnostics } = normalizeDefinition({
      fields: [rich('terms', { defaultValue: '<p>Điều khoản</p>' }), f('email'), rich('footer', { defaultValue: '<p>Cảm ơn</p>' })],
      formFieldGroups: [{ fieldNames: ['email', 'terms'] }],
    });
    expect(diagnostics).toEqual([]);
    expect(layout(form)).toEqual([['email:text'], []]);
    expect(form.groups.map((group) => group.richTextFields)).toEqual([
      [{ name: 'terms', fieldType: 'richtext', content: '<p>Điều khoản</p>', index: 1 }],
      [{ name: 'footer', fieldType: 'richtext', content: '<p>Cảm ơn</p>', index: 0 }],
    ]);
  });

  it('gives groups without richtext fields no list', () => {
    expect(normalizeDefinition({ formFieldGroups: [{ fields: [f('a')] }] }).form.groups[0]).not.toHaveProperty('richTextFields');
  });
});

describe('normalizeDefinition with keys named like Object.prototype members', () => {
  it('maps object types by own keys only', () => {
    const { form } = normalizeDefinition({
      formFieldGroups: [{ fields: [f('a', { propertyObjectType: 'toString' }), f('b', { objectTypeId: 'constructor' })] }],
    });
    expect(form.groups[0]?.fields.map((field) => [field.id, field.objectTypeId])).toEqual([
      ['a', '0-1'],
      ['constructor/b', 'constructor'],
    ]);
  });

  it('keeps known properties and metaData named __proto__ as data', () => {
    const raw: unknown = JSON.parse('{"form":{"formFieldGroups":[],"metaData":[{"name":"__proto__","value":"m"}]},"properties":{"__proto__":"p"}}');
    const { form, properties } = normalizeDefinition(raw);
    expect(Object.entries(properties)).toEqual([['__proto__', 'p']]);
    expect(Object.entries(form.metaData)).toEqual([['__proto__', 'm']]);
  });
});

describe('normalizeDefinition on malformed input', () => {
  it('skips a field of unknown type with a diagnostic and keeps its neighbours', () => {
    const { form, diagnostics } = normalizeDefinition({
      formFieldGroups: [{ fields: [f('a'), f('sig', { fieldType: 'signature' }), f('b')] }],
    });
    expect(layout(form)).toEqual([['a:text', 'b:text']]);
    expect(diagnostics).toEqual([
      { code: 'UNKNOWN_FIELD_TYPE', path: 'formFieldGroups[0].fields[1]', message: "unknown fieldType signature" },
    ]);
  });

  it('skips a group that is not an object and keeps the others', () => {
    const { form, diagnostics } = normalizeDefinition({ formFieldGroups: [null, 'oops', { fields: [f('a')] }] });
    expect(layout(form)).toEqual([['a:text']]);
    expect(diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['MALFORMED_GROUP', 'formFieldGroups[0]'],
      ['MALFORMED_GROUP', 'formFieldGroups[1]'],
    ]);
  });

  it('reports group fields that are not a list and keeps the group (and its rich text)', () => {
    const { form, diagnostics } = normalizeDefinition({
      formFieldGroups: [{ fields: { a: 1 }, richText: { content: '<p>hi</p>' } }, { fields: [f('b')] }],
    });
    expect(form.groups.map((g) => g.fields.length)).toEqual([0, 1]);
    expect(form.groups[0]?.richText?.content).toBe('<p>hi</p>');
    expect(diagnostics).toEqual([{ code: 'MALFORMED_GROUP', path: 'formFieldGroups[0].fields', message: 'not a list' }]);
  });

  it('reports a field without a name or that is not an object', () => {
    const { form, diagnostics } = normalizeDefinition({ formFieldGroups: [{ fields: [{ fieldType: 'text' }, 42, f('ok')] }] });
    expect(layout(form)).toEqual([['ok:text']]);
    expect(diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['MALFORMED_FIELD', 'formFieldGroups[0].fields[0]'],
      ['MALFORMED_FIELD', 'formFieldGroups[0].fields[1]'],
    ]);
  });

  it('falls back to an empty style when the style is not JSON', () => {
    const { form, diagnostics } = normalizeDefinition({ style: '{"fontFamily":', formFieldGroups: [{ fields: [f('a')] }] });
    expect(form.style).toEqual({});
    expect(layout(form)).toEqual([['a:text']]);
    expect(diagnostics).toEqual([{ code: 'MALFORMED_DEFINITION', path: 'style', message: 'not a JSON object' }]);
  });

  it('reads a number range written with thousands separators, and leaves other validation data alone', () => {
    const data = (value: string) => field(normalizeDefinition({ formFieldGroups: [{ fields: [f('n', { fieldType: 'number', validation: { data: value } })] }] }).form, 'n')!.validation.data;
    expect(data('1,000:5,000:true')).toBe('1000:5000:true');
    expect(data('-1,250.5:12 500:true')).toBe('-1250.5:12500:true');
    expect(data('1:5000:true')).toBe('1:5000:true');
    expect(data('7:20:true')).toBe('7:20:true');
    expect(data('1,5:2,5:true')).toBe('1,5:2,5:true'); // not thousands: left as it came
    expect(data('a,b,c')).toBe('a,b,c');
  });

  it('reads `style: null` as no style, silently', () => {
    const { form, diagnostics } = normalizeDefinition({ style: null, formFieldGroups: [{ fields: [f('a')] }] });
    expect(form.style).toEqual({});
    expect(diagnostics).toEqual([]);
  });

  it('drops HubSpot’s -null- value ("no choice") from options, selected options and the default', () => {
    const select = f('industry', {
      fieldType: 'select',
      defaultValue: '-null-',
      selectedOptions: ['-null-'],
      options: [
        { label: '', value: '-null-', displayOrder: -1 },
        { label: 'Retail', value: 'retail', displayOrder: 0 },
        { label: 'Logistics', value: 'logistics', displayOrder: 1 },
      ],
    });
    const { form } = normalizeDefinition({ formFieldGroups: [{ fields: [select] }] });
    const industry = field(form, 'industry')!;
    expect(industry.options.map((o) => o.value)).toEqual(['retail', 'logistics']);
    expect(industry).toMatchObject({ defaultValue: '', selectedOptions: [] });
  });

  it('ignores a metaData value that is not JSON and keeps the rest of the metaData', () => {
    const { form, diagnostics } = normalizeDefinition({
      metaData: [{ name: 'legalConsentOptions', value: '{broken' }, { name: 'lang', value: 'fr' }, { value: 'nameless' }],
      formFieldGroups: [{ fields: [f('a')] }],
    });
    expect(form.legalConsentOptions).toBeUndefined();
    expect(form.lang).toBe('fr');
    expect(layout(form)).toEqual([['a:text']]);
    expect(diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['MALFORMED_METADATA', 'metaData[2]'],
      ['MALFORMED_METADATA', 'metaData.legalConsentOptions'],
    ]);
  });

  it('drops a dependent field whose filter has an unknown operator, keeping its parent', () => {
    const { form, diagnostics } = normalizeDefinition({
      formFieldGroups: [{ fields: [f('p', { dependentFieldFilters: [{ filters: [{ operator: 'LIKE' }], dependentField: f('c') }] })] }],
    });
    expect(form.groups[0]?.fields[0]).toMatchObject({ id: 'p', dependentFieldIds: [], dependentFieldFilters: [] });
    expect(diagnostics).toEqual([{ code: 'MALFORMED_FIELD', path: 'formFieldGroups[0].fields[0].dependentFieldFilters[0]', message: 'malformed filter' }]);
  });

  it('stops at absurdly deep dependent-field nesting with a diagnostic instead of overflowing the stack', () => {
    let node: Record<string, unknown> = f('leaf');
    for (let i = 0; i < 20_000; i++) node = f(`n${i}`, { dependentFieldFilters: [{ filters: [], dependentField: node }] });
    const { form, diagnostics } = normalizeDefinition({ formFieldGroups: [{ fields: [node] }] });
    expect(form.groups[0]?.fields[0]?.id).toBe('n19999');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'MALFORMED_FIELD', message: 'dependent fields nested too deep' });
  });

  it.each([null, 42, 'form', undefined, [], { data: [] }])('gives an empty form and MALFORMED_DEFINITION for %j', (raw) => {
    const { form, diagnostics } = normalizeDefinition(raw);
    expect(form.groups).toEqual([]);
    expect(form.submitText).toBe('');
    expect(diagnostics).toEqual([{ code: 'MALFORMED_DEFINITION', path: '', message: 'not an object' }]);
  });

  it('reports formFieldGroups that is not a list', () => {
    const { diagnostics } = normalizeDefinition({ formFieldGroups: 'nope' });
    expect(diagnostics).toEqual([{ code: 'MALFORMED_DEFINITION', path: 'formFieldGroups', message: 'not a list' }]);
  });

  it('does not share arrays or objects with its input', () => {
    const selectedOptions = ['x'];
    const raw = { style: { a: 1 }, formFieldGroups: [{ fields: [f('a', { selectedOptions })] }] };
    const { form } = normalizeDefinition(raw);
    form.style.a = 2;
    form.groups[0]?.fields[0]?.selectedOptions.push('y');
    expect(raw.style.a).toBe(1);
    expect(selectedOptions).toEqual(['x']);
  });
});
