import { describe, expect, it } from 'vitest';
import { SIGNUP_FLOWS, SIGNUP_INTEGRATIONS, signupUrl } from './signup';

const BASE = 'https://app.hubspot.com/signup-hubspot';

describe('signupUrl', () => {
  it.each([
    ['academy', `${BASE}/academy`],
    ['academy-embedded', `${BASE}/academy-embedded`],
    ['asset-provider', `${BASE}/asset-provider`],
    ['classroom-training', `${BASE}/classroom-training`],
    ['cms-developers', `${BASE}/cms-developers`],
    ['cms-free', `${BASE}/cms-free`],
    ['crm', `${BASE}/crm`],
    ['developers', `${BASE}/developers`],
    ['directory-listing', `${BASE}/directory-listing`],
    ['fb-crm', `${BASE}/fb-crm`],
    ['marketing', `${BASE}/marketing`],
    ['purchase', `${BASE}/purchase`],
    ['sales', `${BASE}/sales`],
    ['service', `${BASE}/service`],
    ['solutions-provider', `${BASE}/solutions-provider`],
    ['commerce', `${BASE}/commerce`],
    ['partner', `${BASE}/partner`],
    ['startup', `${BASE}/startup`],
  ])('sends the %s flow to its own path', (type, url) => {
    expect(signupUrl({ type })).toEqual({ ok: true, flow: type, url });
  });

  it.each([
    ['integrations', { integration: 'zapier' }, `${BASE}/integrations?integration=zapier`],
    ['microapp', { microapp: 'meetings' }, `${BASE}/microapp?microapp=meetings`],
    ['trial', { trialid: '4' }, `${BASE}/trial?trialId=4`],
  ])('puts the required parameter of the %s flow in its query', (type, data, url) => {
    expect(signupUrl({ type, data })).toEqual({ ok: true, flow: type, url });
  });

  it.each([
    ['integrations', 'integration'],
    ['microapp', 'microapp'],
    ['trial', 'trialid'],
  ])('refuses the %s flow without its %s parameter (blank counts as missing)', (type, missing) => {
    expect(signupUrl({ type })).toEqual({ ok: false, flow: type, missing });
    expect(signupUrl({ type, data: { [missing]: '  ' } })).toEqual({ ok: false, flow: type, missing });
  });

  it.each(SIGNUP_INTEGRATIONS.map((name) => [name]))('sends the %s integration to the integrations path', (name) => {
    expect(signupUrl({ type: name })).toEqual({ ok: true, flow: 'integrations', url: `${BASE}/integrations?integration=${name}` });
  });

  it('covers every flow of the spec, and each has a URL or a named missing parameter', () => {
    expect(SIGNUP_FLOWS).toHaveLength(21);
    for (const type of SIGNUP_FLOWS) {
      const r = signupUrl({ type });
      expect(r.flow).toBe(type);
      if (!r.ok) expect(['integrations', 'microapp', 'trial']).toContain(type);
    }
  });

  it('uses the crm flow when the type is empty or names no flow, and says which type it did not know', () => {
    expect(signupUrl({})).toEqual({ ok: true, flow: 'crm', url: `${BASE}/crm` });
    expect(signupUrl({ type: ' ' })).toEqual({ ok: true, flow: 'crm', url: `${BASE}/crm` });
    expect(signupUrl({ type: 'CRM' })).toEqual({ ok: true, flow: 'crm', url: `${BASE}/crm` });
    expect(signupUrl({ type: 'markting' })).toEqual({ ok: true, flow: 'crm', url: `${BASE}/crm`, unknownType: 'markting' });
  });

  it('keeps the query of the current href and takes a required parameter from it', () => {
    const r = signupUrl({ type: 'trial', href: 'https://www.hubspot.com/x?utm_source=shop&trialId=7#top' });
    expect(r).toEqual({ ok: true, flow: 'trial', url: `${BASE}/trial?trialId=7&utm_source=shop` });
    const m = signupUrl({ type: 'marketing', href: '/x?intent=marketingFreeForms&utm_medium=virality' });
    expect(m).toMatchObject({ url: `${BASE}/marketing?intent=marketingFreeForms&utm_medium=virality` });
  });

  it('lets the data attribute win over the href, and never repeats the parameter', () => {
    const r = signupUrl({ type: 'microapp', data: { microapp: 'chat' }, href: '?microapp=old&a=1' });
    expect(r).toMatchObject({ url: `${BASE}/microapp?microapp=chat&a=1` });
    const i = signupUrl({ type: 'shopify', href: '?integration=wordpress' });
    expect(i).toMatchObject({ url: `${BASE}/integrations?integration=shopify` });
  });

  it('encodes parameter values and takes another signup host', () => {
    const r = signupUrl({ type: 'integrations', data: { integration: 'a b&c' }, base: 'https://app.hubspotqa.com/' });
    expect(r).toMatchObject({ url: 'https://app.hubspotqa.com/signup-hubspot/integrations?integration=a+b%26c' });
  });
});
