import { describe, expect, it } from 'vitest';
import sample from '../../../tests/fixtures/hubspot/hs-context-1.json';
import { buildContext, buildPayload, type ContextInput } from './payload';
import { contextInput, field, fieldState, recorder } from './test-helpers';

const SPEC_KEYS = [
  // embedding and definition
  'embedAtTimestamp', 'formDefinitionUpdatedAt', 'lang', 'locale', 'legalConsentOptions', 'embedType', 'formInstanceId', 'renderedFieldsIds',
  // page
  'pageId', 'pageUrl', 'pageTitle', 'pageName', 'referrer', 'userAgent', 'urlParams', 'canonicalUrl', 'contentType', 'path', 'referrerPath',
  // tracking
  'hutk', '__hsfp', '__hssc', '__hstc',
  // routing and campaigns
  'notificationRecipients', 'followUpEmailId', 'sfdcCampaignId', 'webinarId', 'abTestId',
  // bookkeeping
  'timestamp', 'correlationId', 'captchaStatus', 'emailResubscribeStatus', 'isInsideCrossOriginFrame', 'source', 'sourceName',
  'sourceVersion', 'boolCheckBoxFields', 'dateFields', 'smartFields', 'knownSmartFields',
];

const full = contextInput({
  definition: { lang: 'en', updatedAt: 1597668979084, legalConsentOptions: { communicationConsentCheckboxes: [], isLegitimateInterest: false } },
  page: {
    url: 'https://www.example.com/a/invite.php?utm_source=mail&x=1',
    title: 'Invite a Friend',
    referrer: 'https://search.example.org/results?q=1',
    userAgent: 'UA',
    pageId: '42',
    pageName: 'Invite',
    canonicalUrl: 'https://www.example.com/invite',
    contentType: 'standard-page',
  },
  embed: {
    portalId: '498900', formId: 'f', region: 'na1', target: '#t', notificationRecipients: 'a@b.co', followUpEmailId: 3,
    sfdcCampaignId: '701', goToWebinarWebinarKey: 'w1', abTestId: 'ab',
  },
  embedType: 'REGULAR',
  locale: 'en',
  emailResubscribeStatus: 'NOT_APPLICABLE',
});

describe('buildContext', () => {
  it('carries every hs_context key of spec §3 and of the real forms-embed sample', () => {
    const context = JSON.parse(JSON.stringify(buildContext(full)));
    for (const key of [...SPEC_KEYS, ...Object.keys(sample)]) expect(context, key).toHaveProperty(key);
  });

  it('matches the real sample for the values it shares with it', () => {
    const context = buildContext(contextInput({ embed: sample.originalEmbedContext, page: { url: sample.pageUrl, title: sample.pageTitle, referrer: '', userAgent: sample.userAgent }, formInstanceId: sample.correlationId, embedAtTimestamp: 1670501056241, timestamp: sample.timestamp, fields: [], states: {} }));
    const same = ['formTarget', 'originalEmbedContext', 'correlationId', 'lang', 'embedAtTimestamp', 'formDefinitionUpdatedAt', 'captchaStatus', 'isInsideCrossOriginFrame', 'source', 'sourceName', 'sourceVersion', 'sourceVersionMajor', 'sourceVersionMinor', 'pageUrl', 'pageTitle', 'userAgent', 'timestamp'] as const;
    for (const key of same) expect(context[key], key).toEqual(sample[key]);
  });

  it('takes formDefinitionUpdatedAt from the definition’s metaData, then from a v2 form’s updatedAt', () => {
    const at = (definition: ContextInput['definition']) => buildContext(contextInput({ definition })).formDefinitionUpdatedAt;
    expect(at({ lang: 'en', definitionS3WriteDate: '1597668979084' })).toBe('1597668979084');
    expect(at({ lang: 'en', definitionS3WriteDate: '1597668979084', updatedAt: 1445851482457 })).toBe('1597668979084');
    expect(at({ lang: 'en', updatedAt: 1445851482457 })).toBe('1445851482457');
  });

  it('takes formDefinitionUpdatedAt from a v3 embed answer’s metaData entry of that name first', () => {
    const at = (definition: ContextInput['definition']) => buildContext(contextInput({ definition })).formDefinitionUpdatedAt;
    expect(at({ lang: 'en', metaData: { formDefinitionUpdatedAt: '1712744556123' } })).toBe('1712744556123');
    expect(at({ lang: 'en', definitionS3WriteDate: '1712744999000', metaData: { formDefinitionUpdatedAt: '1712744556123' } })).toBe('1712744556123');
    expect(at({ lang: 'en', updatedAt: 1445851482457, metaData: { formDefinitionUpdatedAt: '' } })).toBe('1445851482457');
  });

  it('sends pageName: the page’s own name when it gives one, else its title', () => {
    expect(buildContext(full).pageName).toBe('Invite');
    expect(buildContext(contextInput({ page: { url: 'https://a.example/', title: 'Liên hệ', referrer: '', userAgent: 'UA' } })).pageName).toBe('Liên hệ');
  });

  it('derives page details: query params, paths, tracking cookies, the webinar key', () => {
    const c = buildContext(full);
    expect(c).toMatchObject({ urlParams: { utm_source: 'mail', x: '1' }, path: '/a/invite.php', referrerPath: '/results', hutk: 'h1', __hstc: 'tc', __hssc: 'sc', __hsfp: 'fp', webinarId: 'w1', pageId: '42' });
  });

  it('lists rendered fields and names checkbox, date and smart fields as HubSpot does', () => {
    const c = buildContext(
      contextInput({
        fields: [field('email', 'email'), field('optin', 'booleancheckbox'), field('consent', 'booleancheckbox'), field('born', 'date'), field('company', 'text', { isSmartField: true }), field('city', 'text', { isSmartField: true })],
        states: { email: fieldState('a@b.co'), optin: fieldState(true), consent: fieldState(false), born: fieldState('2000-01-31'), company: fieldState('Acme', false), city: fieldState('Oslo') },
      }),
    );
    expect(c.renderedFieldsIds).toEqual(['email', 'optin', 'consent', 'born', 'city']);
    expect(c.boolCheckBoxFields).toBe('optin,consent');
    expect(c.dateFields).toBe('born');
    expect(c.smartFields).toEqual({ company: 'Acme', city: 'Oslo' });
    expect(c.knownSmartFields).toBe('company');
  });

  it('defaults the statuses to NOT_APPLICABLE and the correlation id to the instance id', () => {
    const c = buildContext(contextInput());
    expect(c).toMatchObject({ captchaStatus: 'NOT_APPLICABLE', emailResubscribeStatus: 'NOT_APPLICABLE', correlationId: 'ebd722a8-150c-4efa-9442-79d610125448' });
  });

  it('tolerates a page URL it cannot parse', () => {
    const c = buildContext(contextInput({ page: { url: 'not a url', title: '', referrer: '', userAgent: '' } }));
    expect(c.urlParams).toEqual({});
  });
});

describe('buildPayload', () => {
  it('appends each shown field: arrays once per item, booleans as text, files as the objects', () => {
    const file = { name: 'cv.pdf', size: 10 };
    const body = buildPayload(
      recorder(),
      contextInput({
        fields: [field('email', 'email'), field('colors', 'checkbox'), field('optin', 'booleancheckbox'), field('cv', 'file'), field('hidden_dep')],
        states: { email: fieldState('a@b.co'), colors: fieldState(['red', 'blue']), optin: fieldState(false), cv: fieldState([file]), hidden_dep: fieldState('x', false) },
      }),
    );
    expect(body.entries.filter(([n]) => n !== 'hs_context')).toEqual([
      ['email', 'a@b.co'],
      ['colors', 'red'],
      ['colors', 'blue'],
      ['optin', 'false'],
      ['cv', file],
    ]);
  });

  it('sends phone numbers with every whitespace removed, the phone property sent as text too', () => {
    const body = buildPayload(
      recorder(),
      contextInput({
        fields: [field('mobile', 'phone'), field('phone'), field('company')],
        states: { mobile: fieldState(' +84 912\u00a0345 678 '), phone: fieldState('(028) 3822 1234'), company: fieldState(' Giao Vận ') },
      }),
    );
    expect(body.entries.filter(([n]) => n !== 'hs_context')).toEqual([
      ['mobile', '+84912345678'],
      ['phone', '(028)38221234'],
      ['company', ' Giao Vận '],
    ]);
  });

  it('adds hs_context as JSON, with extra metadata that cannot override its keys', () => {
    const body = buildPayload(recorder(), contextInput(), undefined, { campaign: 'spring', pageUrl: 'https://evil.example' });
    const context = JSON.parse(body.get('hs_context')[0] as string);
    expect(context.campaign).toBe('spring');
    expect(context.pageUrl).toBe('https://www.example.com/invite.php?utm_source=mail');
  });

  it('adds g-recaptcha-response only when a captcha is in use', () => {
    expect(buildPayload(recorder(), contextInput()).get('g-recaptcha-response')).toEqual([]);
    expect(buildPayload(recorder(), contextInput(), 'tok').get('g-recaptcha-response')).toEqual(['tok']);
  });

  it('fills a real FormData', () => {
    const body = buildPayload(new FormData(), contextInput());
    expect(body.get('email')).toBe('ada@example.com');
    expect(JSON.parse(body.get('hs_context') as string).formInstanceId).toBe('ebd722a8-150c-4efa-9442-79d610125448');
  });
});
