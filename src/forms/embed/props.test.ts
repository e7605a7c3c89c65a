import { describe, expect, it } from 'vitest';
import { readFormEmbedProps, splitFormEmbedProps } from './props';

const THEME = { portalId: '48201937', formId: '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94', region: 'na1', formsBaseUrl: 'https://forms.example.vn' };

describe('readFormEmbedProps', () => {
  it("accepts the theme's props and the demo store's (with its captcha script)", () => {
    expect(readFormEmbedProps(THEME)).toEqual({ errors: [], warnings: [] });
    const demo = { portalId: '48201937', formId: THEME.formId, formsBaseUrl: 'http://127.0.0.1:8080', captchaScriptUrl: '/forms/test-captcha.js' };
    expect(readFormEmbedProps(demo).errors).toEqual([]);
    expect(readFormEmbedProps({ ...THEME, env: 'qa', region: 'eu1' }).warnings).toEqual([]);
  });

  it.each([
    ['no object', 'a string', /JSON object/],
    ['a portal id with letters', { ...THEME, portalId: '48a' }, /portalId must be all digits/],
    ['no form id', { portalId: '1' }, /formId must be a GUID/],
    ['a form id that is no GUID', { ...THEME, formId: 'not-a-guid' }, /formId must be a GUID/],
    ['a forms host that is no http(s) URL', { ...THEME, formsBaseUrl: 'javascript:alert(1)' }, /formsBaseUrl must be an http\(s\) URL/],
    ['a captcha script that is no string', { ...THEME, captchaScriptUrl: 1 }, /captchaScriptUrl must be a string/],
    ['a portal id as an object', { ...THEME, portalId: { id: 1 } }, /portalId must be a string/],
  ])('refuses %s', (_, raw, error) => {
    expect(readFormEmbedProps(raw).errors.join('\n')).toMatch(error);
  });

  it('splits the island’s captcha script from the embed options, as the island does', () => {
    expect(splitFormEmbedProps({ ...THEME, captchaScriptUrl: '/forms/test-captcha.js' })).toEqual({ options: THEME, captchaScriptUrl: '/forms/test-captcha.js' });
    expect(splitFormEmbedProps(THEME)).toEqual({ options: THEME });
  });

  it('warns about what the embed ignores: unsupported keys, a malformed region or env', () => {
    expect(readFormEmbedProps({ ...THEME, colour: 'red', region: 'EU 1', env: 'staging' }).warnings).toEqual([
      "Unsupported embed option 'colour' is ignored",
      "Embed option 'env' must be 'prod' or 'qa'; using 'prod'",
      "Embed option 'region' must look like 'na1'; using 'na1'",
    ]);
  });
});
