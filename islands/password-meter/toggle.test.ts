// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { settle } from '../../tests/dom';
import passwordMeter from './index';

describe('the password toggle where woocommerce.js ran first', () => {
  it('takes the place of its unlabelled toggle in its wrapper, and puts it back when disposed', async () => {
    // The checkout's account password after woocommerce.js: its span wrapper, its span toggle.
    document.body.innerHTML = `<form class="checkout"><span class="woocommerce-input-wrapper password-input"><input type="password" id="account_password"><span class="show-password-input"></span></span></form>`;
    const form = document.querySelector<HTMLFormElement>('form')!;
    const input = document.querySelector<HTMLInputElement>('#account_password')!;
    const dispose = await passwordMeter.mount(form, {}, { name: 'password-meter', fail: (error) => { throw error; } });
    await settle();
    const wrapper = input.parentElement!;
    expect(wrapper.className).toBe('woocommerce-input-wrapper password-input');
    expect(document.querySelectorAll('.password-input')).toHaveLength(1);
    const toggles = wrapper.querySelectorAll('.show-password-input');
    expect(toggles).toHaveLength(1);
    expect(toggles[0]!.tagName).toBe('BUTTON');
    expect(toggles[0]!.getAttribute('aria-label')).toBe('Hiện mật khẩu');
    (toggles[0] as HTMLButtonElement).click();
    expect(input.type).toBe('text');
    await settle();
    expect(toggles[0]!.getAttribute('aria-label')).toBe('Ẩn mật khẩu');
    dispose!();
    expect(input.type).toBe('password');
    expect(wrapper.querySelector('.show-password-input')!.tagName).toBe('SPAN');
  });
});
