// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { rewriteSignupLinks } from './signup-links';

const BASE = 'https://app.hubspot.com/signup-hubspot';
const render = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
};
const hrefs = (root: ParentNode) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('rewriteSignupLinks', () => {
  it('rewrites each signup anchor to its flow, keeping the query the site owner set', () => {
    const root = render(`
      <a data-signup-type="marketing" href="https://www.hubspot.com/?utm_source=shop">a</a>
      <a data-signup-type="wordpress" href="#">b</a>
      <a data-signup-type="trial" data-trialid="4">c</a>
      <a data-signup-type="integrations" data-integration="typeform">d</a>
      <a href="/lien-he">not a signup link</a>`);
    const logger = { warn: vi.fn() };
    expect(rewriteSignupLinks(root, { logger })).toBe(4);
    expect(hrefs(root)).toEqual([
      `${BASE}/marketing?utm_source=shop`,
      `${BASE}/integrations?integration=wordpress`,
      `${BASE}/trial?trialId=4`,
      `${BASE}/integrations?integration=typeform`,
      '/lien-he',
    ]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('leaves an anchor without its required parameter untouched, with a warning', () => {
    const root = render(`<a data-signup-type="microapp" href="https://www.hubspot.com/">x</a><a data-signup-type="trial">y</a>`);
    const logger = { warn: vi.fn() };
    expect(rewriteSignupLinks(root, { logger })).toBe(0);
    expect(hrefs(root)).toEqual(['https://www.hubspot.com/', null]);
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      '[forms] signup link of the microapp flow needs data-microapp; left as it is',
      '[forms] signup link of the trial flow needs data-trialid; left as it is',
    ]);
  });

  it('sends an unknown type to the crm flow, with a warning', () => {
    const root = render(`<a data-signup-type="markting">x</a>`);
    const logger = { warn: vi.fn() };
    rewriteSignupLinks(root, { logger });
    expect(hrefs(root)).toEqual([`${BASE}/crm`]);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('rewrites the root itself when it is a signup anchor, and changes nothing when run again', () => {
    const root = render(`<a data-signup-type="shopify-embedded" href="?utm_medium=x">x</a>`);
    const anchor = root.querySelector('a')!;
    rewriteSignupLinks(anchor, { logger: { warn: vi.fn() } });
    const once = anchor.getAttribute('href');
    expect(once).toBe(`${BASE}/integrations?integration=shopify-embedded&utm_medium=x`);
    rewriteSignupLinks(root, { logger: { warn: vi.fn() } });
    expect(anchor.getAttribute('href')).toBe(once);
  });

  it('uses another signup host when given', () => {
    const root = render(`<a data-signup-type="sales">x</a>`);
    rewriteSignupLinks(root, { base: 'https://app.hubspotqa.com' });
    expect(hrefs(root)).toEqual(['https://app.hubspotqa.com/signup-hubspot/sales']);
  });
});
