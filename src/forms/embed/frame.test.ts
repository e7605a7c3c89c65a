import { describe, expect, it } from 'vitest';
import { clampHeight, isExcludedPage, shouldRenderInFrame } from './frame';

describe('clampHeight', () => {
  it.each([
    [450, 450],
    [199, 200],
    [-5, 200],
    [0, 200],
    [1000, 1000],
    [1001, 1000],
    [1e9, 1000],
    [312.2, 313],
    [NaN, 200],
    [Infinity, 200],
    [-Infinity, 200],
  ])('makes %s a height of %s', (h, expected) => {
    expect(clampHeight(h)).toBe(expected);
  });

  it('gives 200 for anything that is not a number', () => {
    expect(clampHeight('500' as unknown as number)).toBe(200);
    expect(clampHeight(undefined as unknown as number)).toBe(200);
  });
});

describe('isExcludedPage', () => {
  it.each([
    'https://app.hubspot.com/forms/62515/editor/abc/edit/form',
    'https://app-eu1.hubspot.com/pages/62515/editor/1/content',
    'https://app.hubspotqa.com/forms/1/preview',
    'https://62515.hubspotpreview-na1.com/_hcms/preview/content/1',
    'https://shop.vn/lien-he?hs_preview=abc-123',
    'about:srcdoc',
  ])('excludes %s', (url) => {
    expect(isExcludedPage(url)).toBe(true);
  });

  it.each([
    'https://shop.vn/lien-he',
    'https://www.hubspot.com/products/marketing',
    'https://app.hubspot.com.evil.example/',
    'https://notapp.hubspot.com/',
    'not a url',
  ])('does not exclude %s', (url) => {
    expect(isExcludedPage(url)).toBe(false);
  });
});

describe('shouldRenderInFrame', () => {
  const page = 'https://shop.vn/lien-he';

  it('frames a form on an ordinary top-level page', () => {
    expect(shouldRenderInFrame({ options: {}, inFrame: false, pageUrl: page })).toBe(true);
  });

  it.each([
    ['already in a frame', { options: {}, inFrame: true, pageUrl: page }],
    ['on an excluded page', { options: {}, inFrame: false, pageUrl: 'https://app.hubspot.com/forms/1/editor/x' }],
    ['with a pageId', { options: { pageId: 12 }, inFrame: false, pageUrl: page }],
    ['with the legacy theme', { options: {}, inFrame: false, pageUrl: page, themeName: 'legacy' }],
  ])('renders inline %s', (_, input) => {
    expect(shouldRenderInFrame(input)).toBe(false);
  });

  it('treats an empty pageId as none', () => {
    expect(shouldRenderInFrame({ options: { pageId: '' }, inFrame: false, pageUrl: page })).toBe(true);
  });

  it('lets renderFrame decide over every rule', () => {
    expect(shouldRenderInFrame({ options: { renderFrame: true }, inFrame: true, pageUrl: page, themeName: 'legacy' })).toBe(true);
    expect(shouldRenderInFrame({ options: { renderFrame: false }, inFrame: false, pageUrl: page })).toBe(false);
  });

  it('never frames a form told it is inside a frame, even with renderFrame', () => {
    expect(shouldRenderInFrame({ options: { isInsideFrame: true, renderFrame: true }, inFrame: false, pageUrl: page })).toBe(false);
  });

  it('lets isInsideFrame: false override the frame detection', () => {
    expect(shouldRenderInFrame({ options: { isInsideFrame: false }, inFrame: true, pageUrl: page })).toBe(true);
  });
});
