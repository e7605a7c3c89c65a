import { describe, expect, it } from 'vitest';
import { definitionUrl, fallbackUrl, formsHost, olderEmbedUrl, staticBaseUrl, staticHost } from './url';

const ids = { portalId: '62515', formId: 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf', version: '1.2' };
const STATIC_APP = 'hs_static_app=forms-embed&hs_static_app_version=1.2';

describe('forms hosts', () => {
  it.each([
    [{}, 'https://forms.hsforms.com'],
    [{ region: 'na1', env: 'prod' as const }, 'https://forms.hsforms.com'],
    [{ region: 'eu1' }, 'https://forms-eu1.hsforms.com'],
    [{ env: 'qa' as const }, 'https://forms.hsformsqa.com'],
    [{ region: 'eu1', env: 'qa' as const }, 'https://forms-eu1.hsformsqa.com'],
  ])('derives the forms host from region and env (%j)', (input, host) => {
    expect(formsHost(input)).toBe(host);
  });

  it.each([
    [{}, 'https://js.hsforms.net/forms/static'],
    [{ region: 'eu1' }, 'https://js-eu1.hsforms.net/forms/static'],
    [{ env: 'qa' as const }, 'https://js.hsformsqa.net/forms/static'],
  ])('derives the static host from region and env (%j)', (input, host) => {
    expect(staticHost(input)).toBe(host);
  });
});

describe('definitionUrl', () => {
  it('asks the published definition with the static-app params', () => {
    expect(definitionUrl(ids)).toBe(`https://forms.hsforms.com/embed/v3/form/62515/${ids.formId}/json?${STATIC_APP}`);
  });

  it('asks the draft when useDraft is set', () => {
    expect(definitionUrl({ ...ids, useDraft: true })).toBe(`https://forms.hsforms.com/embed/v3/form/62515/${ids.formId}/json/draft?${STATIC_APP}`);
  });

  it('uses the regional QA host', () => {
    expect(definitionUrl({ ...ids, region: 'eu1', env: 'qa' })).toMatch(/^https:\/\/forms-eu1\.hsformsqa\.com\/embed\/v3\/form\//);
  });

  it('lets formsBaseUrl replace the host (trailing slash tolerated)', () => {
    expect(definitionUrl({ ...ids, region: 'eu1', formsBaseUrl: 'http://localhost:3000/forms/' })).toBe(
      `http://localhost:3000/forms/embed/v3/form/62515/${ids.formId}/json?${STATIC_APP}`,
    );
  });

  it('lets embedDefinitionUrl replace the whole URL, appending to its own query', () => {
    expect(definitionUrl({ ...ids, embedDefinitionUrl: '/api/form.json?v=2', useDraft: true })).toBe(`/api/form.json?v=2&${STATIC_APP}`);
  });

  it('sends hutk when the tracking cookie has a value, encoded', () => {
    expect(definitionUrl({ ...ids, hutk: 'a b&c' })).toContain('?hutk=a%20b%26c&hs_static_app=');
    expect(definitionUrl({ ...ids, hutk: '' })).not.toContain('hutk');
  });

  it.each([
    ['https://shop.test/page?allowUnpublished=true', true],
    ['https://shop.test/page?x=1&allowUnpublished=true#top', true],
    ['https://shop.test/page?allowUnpublished=false', false],
    ['https://shop.test/page?allowUnpublished=trueish', false],
    ['https://shop.test/allowUnpublished=true', false],
  ])('passes allowUnpublished=true on only when the page URL carries it (%s)', (pageUrl, passed) => {
    expect(definitionUrl({ ...ids, pageUrl }).includes('allowUnpublished=true')).toBe(passed);
  });
});

describe('fallbackUrl', () => {
  it('points at the gzipped static copy on the env host', () => {
    expect(fallbackUrl({ ...ids, env: 'qa' })).toBe(`https://js.hsformsqa.net/forms/static/62515/${ids.formId}.json.gz`);
  });

  it('lets staticBaseUrl replace the static host', () => {
    expect(fallbackUrl({ ...ids, staticBaseUrl: '/static/' })).toBe(`/static/62515/${ids.formId}.json.gz`);
  });
});

describe('staticBaseUrl', () => {
  it('is the configured forms host’s /forms/static, and nothing without one', () => {
    expect(staticBaseUrl({ formsBaseUrl: 'https://shop.example/' })).toBe('https://shop.example/forms/static');
    expect(staticBaseUrl({})).toBeUndefined();
    expect(fallbackUrl({ ...ids, staticBaseUrl: staticBaseUrl({ formsBaseUrl: 'http://127.0.0.1:8080' }) })).toBe(`http://127.0.0.1:8080/forms/static/${ids.portalId}/${ids.formId}.json.gz`);
  });
});

describe('olderEmbedUrl', () => {
  it('is the older embed script beside the configured forms host’s files, else on the static host of the region and env', () => {
    expect(olderEmbedUrl({ formsBaseUrl: 'https://shop.example/' })).toBe('https://shop.example/forms/v2-legacy.js');
    expect(olderEmbedUrl({ formsBaseUrl: 'https://shop.example', region: 'eu1' })).toBe('https://shop.example/forms/v2-legacy.js');
    expect(olderEmbedUrl({})).toBe('https://js.hsforms.net/forms/v2-legacy.js');
    expect(olderEmbedUrl({ region: 'eu1', env: 'qa' })).toBe('https://js-eu1.hsformsqa.net/forms/v2-legacy.js');
  });

  it('lives where the static copies live, one level up', () => {
    expect(olderEmbedUrl({ region: 'na2' }).replace(/v2-legacy\.js$/, 'static')).toBe(staticHost({ region: 'na2' }));
    expect(olderEmbedUrl({ formsBaseUrl: 'https://shop.example' }).replace(/v2-legacy\.js$/, 'static')).toBe(staticBaseUrl({ formsBaseUrl: 'https://shop.example' }));
  });
});
