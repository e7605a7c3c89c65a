// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_TAG } from '../../src/forms/embed/placeholder';
import { rememberHeight } from './hold';
import { findPlaceholder, release, rememberedHeight, reserve, RESERVED_HEIGHT, STORAGE_KEY } from './room';

const IDS = { portalId: '48201937', formId: '6F1C2A4E-8D3B-4C1A-9E2F-5B7D0C3A1E94' };

/** A target `width` px wide, as layout would give it. */
function target(width: number): HTMLElement {
  const element = document.createElement('div');
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0, toJSON: () => ({}) });
  document.body.append(element);
  return element;
}

afterEach(() => localStorage.clear());

describe('the height a form took on an earlier visit', () => {
  it('is read back for the same form at the same width, the form id in any case', () => {
    rememberHeight(window, IDS, 343, 911.2);
    expect(rememberedHeight(window, { ...IDS, formId: IDS.formId.toLowerCase() }, 343)).toBe(912);
    expect(rememberedHeight(window, IDS, 1200)).toBeUndefined();
    expect(rememberedHeight(window, { ...IDS, portalId: '1' }, 343)).toBeUndefined();
  });

  it('is nothing when storage holds something else, a height out of bounds, or cannot be read', () => {
    localStorage.setItem(STORAGE_KEY, 'not json');
    expect(rememberedHeight(window, IDS, 343)).toBeUndefined();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ [`${IDS.portalId}/${IDS.formId.toLowerCase()}@343`]: 1e9 }));
    expect(rememberedHeight(window, IDS, 343)).toBeUndefined();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ [`${IDS.portalId}/${IDS.formId.toLowerCase()}@343`]: '640' }));
    expect(rememberedHeight(window, IDS, 343)).toBeUndefined();
    const blocked = { get localStorage(): Storage { throw new DOMException('denied', 'SecurityError'); } } as unknown as Window;
    expect(rememberedHeight(blocked, IDS, 343)).toBeUndefined();
    expect(() => rememberHeight(blocked, IDS, 343, 640)).not.toThrow();
  });

  it('keeps the newest 50 entries, drops what storage held that is no height, and survives a full storage', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ junk: 'x', 'old/form@1': -4 }));
    for (let width = 1; width <= 60; width++) rememberHeight(window, IDS, width, 300 + width);
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as Record<string, number>;
    expect(Object.keys(kept)).toHaveLength(50);
    expect(rememberedHeight(window, IDS, 10)).toBeUndefined();
    expect(rememberedHeight(window, IDS, 11)).toBe(311);
    expect(rememberedHeight(window, IDS, 60)).toBe(360);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberHeight(window, IDS, 61, 400)).not.toThrow();
  });
});

describe('the room a target keeps while its form loads', () => {
  it('is the remembered height at its width, else 200 px, and the page’s own min-height comes back after', () => {
    rememberHeight(window, IDS, 343, 912);
    const narrow = target(343);
    narrow.style.minHeight = '3em';
    expect(reserve(narrow, IDS)).toBe(912);
    expect(narrow.style.minHeight).toBe('912px');
    // The widget reserves again after the snippet's script: the page's own value is still the one kept.
    expect(reserve(narrow, IDS)).toBe(912);
    release(narrow);
    expect(narrow.style.minHeight).toBe('3em');
    release(narrow);
    expect(narrow.style.minHeight).toBe('3em');

    const wide = target(1200);
    expect(reserve(wide, IDS)).toBe(RESERVED_HEIGHT);
    expect(wide.style.minHeight).toBe('200px');
  });

  it('is the server’s placeholder when it has laid out, whose fallback comes back in its place when the form cannot show', () => {
    const mount = document.createElement('div');
    mount.innerHTML = `<script type="application/json" data-island-props>{}</script><${PLACEHOLDER_TAG}><p class="fallback"><a href="/lien-he/">Mở biểu mẫu</a></p></${PLACEHOLDER_TAG}>`;
    document.body.append(mount);
    const host = mount.querySelector<HTMLElement>(PLACEHOLDER_TAG)!;
    // Without a shadow root (no declarative shadow DOM), it is only its fallback.
    expect(findPlaceholder(mount)).toBeUndefined();
    host.attachShadow({ mode: 'open' }).innerHTML = '<div class="shop-islands-form-shape"></div><slot></slot>';
    vi.spyOn(host, 'getBoundingClientRect').mockReturnValue({ width: 343, height: 734.5, top: 0, left: 0, right: 343, bottom: 734.5, x: 0, y: 0, toJSON: () => ({}) });
    const placeholder = findPlaceholder(mount)!;
    expect(placeholder.height).toBe(734.5);
    placeholder.unwrap();
    expect(mount.querySelector(PLACEHOLDER_TAG)).toBeNull();
    expect(mount.lastElementChild?.outerHTML).toBe('<p class="fallback"><a href="/lien-he/">Mở biểu mẫu</a></p>');
  });
});
