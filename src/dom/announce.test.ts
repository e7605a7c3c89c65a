// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { announce, liveRegion } from './announce';

const lines = (region: Element | null | undefined): string[] => Array.from(region?.querySelectorAll('p') ?? [], (line) => line.textContent ?? '');

afterEach(() => {
  document.body.replaceChildren();
});

describe('announce', () => {
  it('says a message in the page’s one polite live region, at the end of the body', () => {
    announce('Đã thêm vào giỏ hàng.');
    announce('Giỏ hàng có 2 sản phẩm.');
    const region = document.querySelector('.si-live')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.parentElement).toBe(document.body);
    expect(lines(region)).toEqual(['Đã thêm vào giỏ hàng.', 'Giỏ hàng có 2 sản phẩm.']);
    expect(liveRegion()).toBe(region);
  });

  it('says it in an open dialog’s own region while that dialog is open (the page behind is inert), and in the page’s again once it closes', () => {
    const page = liveRegion();
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    const own = liveRegion(dialog);
    expect(own.parentElement).toBe(dialog);
    expect(liveRegion(dialog)).toBe(own);
    announce('“Thùng carton” đã được thêm vào giỏ hàng.');
    expect(lines(own)).toEqual(['“Thùng carton” đã được thêm vào giỏ hàng.']);
    expect(lines(page)).toEqual([]);
    dialog.removeAttribute('open');
    announce('Giỏ hàng có 1 sản phẩm.');
    expect(lines(page)).toEqual(['Giỏ hàng có 1 sản phẩm.']);
  });
});
