// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { addToggle } from './toggle';

const labels = { show: 'Hiện mật khẩu', hide: 'Ẩn mật khẩu' };

describe('the password toggle where woocommerce.js ran first', () => {
  it('takes the place of its unlabelled toggle in its wrapper, and puts it back when disposed', () => {
    // The checkout's account password after woocommerce.js: its span wrapper, its span toggle.
    document.body.innerHTML = `<form class="checkout"><span class="woocommerce-input-wrapper password-input"><input type="password" id="account_password"><span class="show-password-input"></span></span></form>`;
    const input = document.querySelector<HTMLInputElement>('#account_password')!;
    const dispose = addToggle(input, labels);
    const wrapper = input.parentElement!;
    expect(wrapper.className).toBe('woocommerce-input-wrapper password-input');
    expect(document.querySelectorAll('.password-input')).toHaveLength(1);
    const toggles = wrapper.querySelectorAll('.show-password-input');
    expect(toggles).toHaveLength(1);
    expect(toggles[0]!.tagName).toBe('BUTTON');
    expect(toggles[0]!.getAttribute('aria-label')).toBe('Hiện mật khẩu');
    (toggles[0] as HTMLButtonElement).click();
    expect(input.type).toBe('text');
    dispose();
    expect(input.type).toBe('password');
    expect(input.parentElement).toBe(wrapper);
    expect(wrapper.querySelector('.show-password-input')!.tagName).toBe('SPAN');
  });
});
