// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { DEFAULT_CONFIG } from '../../src/runtime/config';
import { startIslands, type Islands } from '../../src/runtime/islands';
import { setConfig } from '../../stores/config';
import { fixtureBody, hydrated, settle } from '../../tests/dom';

/** The library stand-in: a score per password, and every call it gets. */
const library = vi.hoisted(() => ({ scores: new Map<string, number>(), calls: [] as Array<[string, readonly string[]]> }));
vi.mock('../../src/password/strength', () => {
  return {
    passwordScore: (password: string, inputs: readonly string[]) => {
      library.calls.push([password, inputs]);
      return library.scores.get(password) ?? 4;
    },
  };
});

let islands: Islands | undefined;
beforeEach(() => {
  library.scores = new Map([
    ['abc', 0],
    ['abcdef', 1],
    ['abcdefgh', 2],
    ['abcdefghij', 3],
  ]);
  library.calls = [];
});
afterEach(() => {
  islands?.stop();
  islands = undefined;
  setConfig(DEFAULT_CONFIG);
});

async function mount(html: string, config: Partial<typeof DEFAULT_CONFIG> = {}): Promise<void> {
  setConfig({ ...DEFAULT_CONFIG, ...config });
  document.body.innerHTML = html;
  islands = startIslands({ registry });
}

/** Types into a field as a person would: value, then an input event that bubbles; and lets the meter follow. */
async function type(input: HTMLInputElement, value: string): Promise<void> {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle(1);
}

/** The first touch: focus (which hydrates the island), then what the island does on it. */
async function touch(input: HTMLInputElement): Promise<void> {
  input.focus();
  await hydrated();
  await settle();
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const meter = () => document.querySelector<HTMLElement>('.woocommerce-password-strength');
const hint = () => document.querySelector<HTMLElement>('.woocommerce-password-hint');

const EDIT_ACCOUNT = `
  <form class="woocommerce-EditAccountForm edit-account" method="post">
    <input type="text" name="account_first_name" id="account_first_name" value="Hường">
    <input type="email" name="account_email" id="account_email" value="huong.tran@example.com">
    <input type="password" name="password_current" id="password_current">
    <input type="password" name="password_1" id="password_1">
    <input type="password" name="password_2" id="password_2">
    <input type="hidden" name="save-account-details-nonce" value="0123456789">
    <button type="submit" class="woocommerce-Button button" name="save_account_details" value="1">Lưu thay đổi</button>
  </form>`;

const CHECKOUT = `
  <form name="checkout" method="post" class="checkout woocommerce-checkout">
    <input type="email" name="billing_email" id="billing_email" value="">
    <input type="password" name="account_password" id="account_password">
    <button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="1">Đặt hàng</button>
  </form>`;

describe('password meter on WooCommerce’s register form', () => {
  it('waits for a touch: the register form stays as the server sent it', async () => {
    await mount(fixtureBody('woocommerce/pages/my-account-login-register.html'));
    await settle();
    expect($('form.register').getAttribute('data-island-state')).toBe('pending');
    expect(meter()).toBeNull();
    expect($('#reg_password').parentElement?.className).not.toBe('password-input');
  });

  it('scores from the first focus, in WooCommerce’s markup, and blocks submit below 3', async () => {
    await mount(fixtureBody('woocommerce/pages/my-account-login-register.html'));
    const field = $<HTMLInputElement>('#reg_password');
    const submit = $<HTMLButtonElement>('form.register button[type="submit"]');
    await touch(field);
    expect(document.activeElement).toBe(field);

    await type(field, 'abc');
    expect(meter()?.className).toBe('woocommerce-password-strength short');
    expect(meter()?.getAttribute('aria-live')).toBe('polite');
    expect(meter()?.textContent).toBe('Rất yếu - Vui lòng nhập mật khẩu mạnh hơn.');
    expect(meter()?.previousElementSibling?.className).toBe('password-input');
    expect(meter()?.nextElementSibling).toBe(hint());
    expect(hint()?.tagName).toBe('SMALL');
    expect(hint()?.textContent).toMatch(/^Gợi ý: mật khẩu nên dài ít nhất 12 ký tự/);
    expect(submit.disabled).toBe(true);
    expect(submit.classList.contains('disabled')).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe('reg_password-strength reg_password-hint');

    await type(field, 'abcdefgh');
    expect([meter()?.className, meter()?.textContent]).toEqual(['woocommerce-password-strength bad', 'Yếu - Vui lòng nhập mật khẩu mạnh hơn.']);
    expect(submit.disabled).toBe(true);

    await type(field, 'abcdefghij');
    expect([meter()?.className, meter()?.textContent]).toEqual(['woocommerce-password-strength good', 'Trung bình']);
    expect(hint()).toBeNull();
    expect(submit.disabled).toBe(false);
    expect(submit.classList.contains('disabled')).toBe(false);

    await type(field, 'mot-mat-khau-rat-dai');
    expect([meter()?.className, meter()?.textContent]).toEqual(['woocommerce-password-strength strong', 'Mạnh']);

    await type(field, '');
    expect(meter()?.hidden).toBe(true);
    expect(submit.disabled).toBe(false);
  });

  it('gives the library the page title, the address, the site name and the form’s values as blacklist words', async () => {
    await mount(fixtureBody('woocommerce/pages/my-account-login-register.html'), { site_name: 'Giao Vận Sài Gòn' });
    document.title = 'Tài khoản – Cửa hàng';
    const field = $<HTMLInputElement>('#reg_password');
    await touch(field);
    await type($<HTMLInputElement>('#reg_email'), 'nguyen.thi.huong@example.com');
    await type(field, 'abc');
    const [password, inputs] = library.calls.at(-1)!;
    expect(password).toBe('abc');
    expect(inputs).toEqual(expect.arrayContaining(['khoản', 'khoan', 'hàng', 'hang', 'giao', 'nguyen', 'huong', 'example']));
    // Not the nonce, nor the password itself.
    expect(inputs.some((word) => /^[0-9a-f]{10}$/.test(word) || word === 'abc')).toBe(false);
  });

  it('submits while the library loads and when the password is empty', async () => {
    await mount(fixtureBody('woocommerce/pages/my-account-login-register.html'));
    const field = $<HTMLInputElement>('#reg_password');
    // Hovered, not focused: hydrated, but no library yet.
    field.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await hydrated();
    await type(field, 'abc');
    expect(library.calls).toEqual([]);
    expect(meter()?.hidden).toBe(true);
    expect($<HTMLButtonElement>('form.register button[type="submit"]').disabled).toBe(false);
    const submitted = new Event('submit', { cancelable: true });
    $('form.register').dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    // The focus then scores what was typed meanwhile.
    field.focus();
    await settle();
    expect(meter()?.textContent).toBe('Rất yếu - Vui lòng nhập mật khẩu mạnh hơn.');
    const refused = new Event('submit', { cancelable: true });
    $('form.register').dispatchEvent(refused);
    expect(refused.defaultPrevented).toBe(true);
  });

  it('speaks English on an English page', async () => {
    await mount(fixtureBody('woocommerce/pages/my-account-login-register.html'), { locale: 'en' });
    const field = $<HTMLInputElement>('#reg_password');
    await touch(field);
    await type(field, 'abcdef');
    expect(meter()?.textContent).toBe('Weak - Please enter a stronger password.');
    expect($('.show-password-input').getAttribute('aria-label')).toBe('Show password');
  });

  it('takes the minimum from the config (WooCommerce’s min_password_strength)', async () => {
    await mount(fixtureBody('woocommerce/pages/my-account-login-register.html'), { password: { min_strength: 4, stop_checkout: false } });
    const field = $<HTMLInputElement>('#reg_password');
    await touch(field);
    await type(field, 'abcdefghij');
    expect(meter()?.textContent).toBe('Trung bình - Vui lòng nhập mật khẩu mạnh hơn.');
    expect($<HTMLButtonElement>('form.register button[type="submit"]').disabled).toBe(true);
  });
});

describe('password meter on the account details and the checkout', () => {
  it('says mismatch when the confirmation differs, and measures password_1 only', async () => {
    await mount(EDIT_ACCOUNT);
    const [current, pass1, pass2] = ['#password_current', '#password_1', '#password_2'].map((s) => $<HTMLInputElement>(s));
    await touch(pass1!);
    await type(current!, 'abc');
    expect(meter()?.hidden).toBe(true);
    await type(pass1!, 'mot-mat-khau-rat-dai');
    await type(pass2!, 'mot-mat');
    expect([meter()?.className, meter()?.textContent]).toEqual(['woocommerce-password-strength short', 'Không khớp']);
    expect(hint()).toBeNull();
    await type(pass2!, 'mot-mat-khau-rat-dai');
    expect(meter()?.textContent).toBe('Mạnh');
    // Every password field has its toggle, the current one too.
    expect(document.querySelectorAll('.show-password-input')).toHaveLength(3);
    expect(library.calls.at(-1)![1]).toEqual(expect.arrayContaining(['hường', 'huong', 'tran']));
  });

  it('does not block the checkout for a weak password, unless stop_checkout', async () => {
    await mount(CHECKOUT);
    await touch($<HTMLInputElement>('#account_password'));
    await type($<HTMLInputElement>('#account_password'), 'abc');
    expect(meter()?.textContent).toBe('Rất yếu - Vui lòng nhập mật khẩu mạnh hơn.');
    expect($<HTMLButtonElement>('#place_order').disabled).toBe(false);
    islands?.stop();

    await mount(CHECKOUT, { password: { min_strength: 3, stop_checkout: true } });
    await touch($<HTMLInputElement>('#account_password'));
    await type($<HTMLInputElement>('#account_password'), 'abc');
    expect($<HTMLButtonElement>('#place_order').disabled).toBe(true);
  });

  it('leaves a lost-password form (no new password) as it is, and puts everything back when removed', async () => {
    await mount(`<form class="woocommerce-ResetPassword lost_reset_password"><input type="text" id="user_login" name="user_login"><button type="submit">Gửi</button></form>`);
    await touch($<HTMLInputElement>('#user_login'));
    expect($('form').getAttribute('data-island-state')).toBe('hydrated');
    expect(document.querySelector('.show-password-input, .woocommerce-password-strength')).toBeNull();
    islands?.stop();

    await mount(EDIT_ACCOUNT);
    await touch($<HTMLInputElement>('#password_1'));
    await type($<HTMLInputElement>('#password_1'), 'abc');
    expect($<HTMLButtonElement>('button[type="submit"]').disabled).toBe(true);
    islands?.stop();
    expect(document.querySelector('.show-password-input, .woocommerce-password-strength, .woocommerce-password-hint, .password-input')).toBeNull();
    expect($<HTMLButtonElement>('button[type="submit"]').disabled).toBe(false);
    expect($('#password_1').hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('show/hide toggle', () => {
  it('is a labelled button controlling its field that keeps focus and the caret', async () => {
    await mount(EDIT_ACCOUNT);
    const field = $<HTMLInputElement>('#password_1');
    await touch(field);
    await type(field, 'mat-khau-moi');
    field.setSelectionRange(3, 3);
    const button = field.parentElement!.querySelector<HTMLButtonElement>('.show-password-input')!;
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-controls')).toBe('password_1');
    expect(button.getAttribute('aria-label')).toBe('Hiện mật khẩu');

    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    button.click();
    expect(field.type).toBe('text');
    await settle(1);
    expect(button.getAttribute('aria-label')).toBe('Ẩn mật khẩu');
    expect(button.classList.contains('display-password')).toBe(true);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);

    button.click();
    expect(field.type).toBe('password');
    await settle(1);
    expect(button.getAttribute('aria-label')).toBe('Hiện mật khẩu');
  });

  it('hides the password again before the form is sent', async () => {
    await mount(EDIT_ACCOUNT);
    const field = $<HTMLInputElement>('#password_current');
    await touch(field);
    field.parentElement!.querySelector<HTMLButtonElement>('.show-password-input')!.click();
    expect(field.type).toBe('text');
    $('form').dispatchEvent(new Event('submit', { cancelable: true }));
    expect(field.type).toBe('password');
  });
});

