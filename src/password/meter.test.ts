import { describe, expect, it } from 'vitest';
import { stripMarks } from '../text/fold';
import { blacklistWords, fieldValues, LOADING, meterView, pageAddress, strengthOf, userInputs } from './meter';
import { passwordScore } from './strength';

const view = (password: string, score: number, extra: Partial<Parameters<typeof meterView>[0]> = {}) =>
  meterView({ password, score, minStrength: 3, ...extra });

describe('meter view', () => {
  it('labels scores as WooCommerce does: 0 short, 1–2 bad, 3 good, 4 strong', () => {
    expect([0, 1, 2, 3, 4].map((score) => [view('x', score).className, view('x', score).labelKey])).toEqual([
      ['short', 'password.strength.0'],
      ['bad', 'password.strength.1'],
      ['bad', 'password.strength.2'],
      ['good', 'password.strength.3'],
      ['strong', 'password.strength.4'],
    ]);
  });

  it('appends the error and disables submit below the minimum, and shows the hint for 0–2', () => {
    expect([0, 1, 2, 3, 4].map((score) => view('x', score).tooWeak)).toEqual([true, true, true, false, false]);
    expect([0, 1, 2, 3, 4].map((score) => view('x', score).disableSubmit)).toEqual([true, true, true, false, false]);
    expect([0, 1, 2, 3, 4].map((score) => view('x', score).hint)).toEqual([true, true, true, false, false]);
  });

  it('takes the minimum from the config', () => {
    expect(view('x', 3, { minStrength: 4 })).toMatchObject({ tooWeak: true, disableSubmit: true, hint: false });
    expect(view('x', 1, { minStrength: 1 })).toMatchObject({ tooWeak: false, disableSubmit: false, hint: true });
  });

  it('shows nothing and blocks nothing for an empty password or while the library loads', () => {
    expect(view('', 0)).toEqual({ visible: false, strength: LOADING, tooWeak: false, hint: false, disableSubmit: false });
    expect(view('abc', LOADING)).toEqual({ visible: false, strength: LOADING, tooWeak: false, hint: false, disableSubmit: false });
  });

  it('says mismatch (5, class short) when the confirmation differs, without the error, the hint or a block', () => {
    expect(view('abc', 0, { confirm: 'abd' })).toEqual({
      visible: true,
      strength: 5,
      className: 'short',
      labelKey: 'password.strength.5',
      tooWeak: false,
      hint: false,
      disableSubmit: false,
    });
    // Known before the library is: it needs no score.
    expect(view('abc', LOADING, { confirm: 'ab' }).strength).toBe(5);
    expect(view('abc', 4, { confirm: '' }).strength).toBe(4);
    expect(view('abc', 4, { confirm: 'abc' }).strength).toBe(4);
    expect(strengthOf(2, 'a', 'b')).toBe(5);
  });

  it('does not block the checkout unless stop_checkout says so', () => {
    expect(view('x', 1, { checkout: true })).toMatchObject({ tooWeak: true, disableSubmit: false });
    expect(view('x', 1, { checkout: true, stopCheckout: true })).toMatchObject({ tooWeak: true, disableSubmit: true });
    expect(view('x', 1, { stopCheckout: false })).toMatchObject({ disableSubmit: true });
  });
});

describe('blacklist', () => {
  it('splits on non-word characters, Vietnamese letters being word characters, and drops words under 4', () => {
    expect(blacklistWords(['Tài khoản – Giao Vận Sài Gòn'])).toEqual(['tài', 'khoản', 'khoan', 'giao', 'vận', 'van'].filter((w) => [...w].length >= 4));
    expect(blacklistWords(['Nguyễn Thị Hường'])).toEqual(['nguyễn', 'nguyen', 'hường', 'huong']);
  });

  it('splits addresses and e-mails into their words, once each', () => {
    expect(blacklistWords(['http://127.0.0.1:8080/my-account/edit-account/', 'lan.nguyen@example.com', 'Lan Nguyen'])).toEqual([
      'http',
      '8080',
      'account',
      'edit',
      'nguyen',
      'example',
    ]);
  });

  it('reads decomposed Vietnamese (as some keyboards type it) as the composed form', () => {
    expect(blacklistWords(['Nguye\u0302\u0303n'])).toEqual(['nguyễn', 'nguyen']);
    expect(stripMarks('Đặng Đức')).toBe('Dang Duc');
  });

  it('takes the form’s values except passwords and tokens', () => {
    const fields: [string, unknown][] = [
      ['email', 'lan@example.com'],
      ['account_first_name', 'Lan'],
      ['password_1', 'bi-mat-lam'],
      ['password_2', 'bi-mat-lam'],
      ['save-account-details-nonce', 'abcdef1234'],
      ['_wp_http_referer', '/my-account/'],
      ['reset_key', 'secretkey'],
      ['reset_login', 'lan'],
      ['tags', ['một', 'hai']],
      ['count', 3],
    ];
    expect(fieldValues(fields, new Set(['password_1', 'password_2']))).toEqual(['lan@example.com', 'Lan', 'lan', 'một', 'hai']);
  });

  it('gathers the title, the address without its query, the site name and the fields', () => {
    expect(pageAddress('http://shop.vn/my-account/reset-password/?key=abcd1234&login=lan#x')).toBe('http://shop.vn/my-account/reset-password/');
    expect(userInputs({ title: 'Đặt lại mật khẩu – Shop', url: 'http://shop.vn/reset/', siteName: 'Giao Vận', fields: ['hoa.le@mail.vn'] })).toEqual([
      'khẩu',
      'khau',
      'shop',
      'http',
      'reset',
      'giao',
      'mail',
    ]);
  });
});

describe('score', () => {
  it('scores with the common dictionaries: leaked passwords are very weak, long random ones strong', () => {
    expect(passwordScore('password123')).toBe(0);
    expect(passwordScore('qwertyuiop')).toBe(0);
    expect(passwordScore('Xe-day-hang-2025!')).toBe(4);
  });

  it('counts the blacklist: a password made of the visitor’s e-mail or name is weak', () => {
    const inputs = userInputs({ title: 'Tài khoản – Giao Vận Sài Gòn', url: 'http://127.0.0.1/my-account/', siteName: 'Giao Vận Sài Gòn', fields: ['nguyenvanhung@example.com'] });
    expect(passwordScore('nguyenvanhung2024')).toBeGreaterThanOrEqual(3);
    expect(passwordScore('nguyenvanhung2024', inputs)).toBeLessThan(3);
    expect(passwordScore('Nguyễn', blacklistWords(['Nguyễn Văn Hùng']))).toBe(0);
    expect(passwordScore('nguyenhung', blacklistWords(['Nguyễn Văn Hùng']))).toBeLessThan(passwordScore('nguyenhung'));
  });
});
