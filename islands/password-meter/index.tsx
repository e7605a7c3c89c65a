import { password as catalog } from '../../src/i18n/catalogs/password';
import { fieldValues, LOADING, meterView, pageAddress, userInputs } from '../../src/password/meter';
import type { Dispose, IslandModule } from '../../src/runtime/types';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';
import { addToggle } from './toggle';

/** The field WooCommerce measures in each of its forms (register, checkout, edit account, reset). */
const MEASURED = '#reg_password, #account_password, #password_1';

type Score = (password: string, userInputs: readonly string[]) => number;
let library: Promise<Score> | undefined;

/** zxcvbn and its dictionaries, once per page; a failed download is tried again on the next focus. */
function loadLibrary(): Promise<Score> {
  library ??= import('../../src/password/strength').then(
    (module) => module.passwordScore,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/**
 * The password strength meter on WooCommerce's forms, in its markup: `.woocommerce-password-strength`
 * (`short|bad|good|strong`, a polite live region) after the field, `.woocommerce-password-hint`
 * after it for weak passwords, the submit buttons disabled (and `.disabled`) while a non-empty
 * password is under `password.min_strength`, except on the checkout unless `stop_checkout`.
 * zxcvbn loads on the first focus of the field or its confirmation; until then nothing is
 * shown and nothing is blocked. Every password field of the form gets a show/hide button. Plain
 * DOM: the library is the only heavy part, and it waits for that focus.
 */
const passwordMeter: IslandModule = {
  async mount(form) {
    await i18nReady(catalog);
    const { t } = $i18n.get();
    const passwords = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="password"]'));
    const disposers: Dispose[] = passwords.map((input) => addToggle(input, { show: t('password.show'), hide: t('password.hide') }));
    const dispose = (): void => disposers.forEach((undo) => undo());
    const field = form.querySelector<HTMLInputElement>(MEASURED);
    if (!field || !(form instanceof HTMLFormElement)) return dispose;
    const confirm = field.id === 'password_1' ? form.querySelector<HTMLInputElement>('#password_2') : null;
    const passwordNames = new Set(passwords.map((input) => input.name));
    let score: Score | undefined;

    const meter = document.createElement('div');
    meter.className = 'woocommerce-password-strength';
    meter.setAttribute('aria-live', 'polite');
    meter.id = `${field.id}-strength`;
    meter.hidden = true;
    const hint = document.createElement('small');
    hint.className = 'woocommerce-password-hint';
    hint.id = `${field.id}-hint`;
    hint.textContent = t('password.hint');
    (field.parentElement?.classList.contains('password-input') ? field.parentElement : field).after(meter);
    const describedBy = field.getAttribute('aria-describedby');
    field.setAttribute('aria-describedby', [describedBy, meter.id, hint.id].filter(Boolean).join(' '));

    let blocked = false;
    const block = (on: boolean): void => {
      blocked = on;
      for (const button of form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button[type="submit"], input[type="submit"]')) {
        button.disabled = on;
        button.classList.toggle('disabled', on);
      }
    };
    const update = (): void => {
      const { password, site_name } = $config.get();
      const value = field.value;
      const inputs = () =>
        userInputs({
          title: document.title,
          url: pageAddress(location.href),
          siteName: site_name,
          fields: fieldValues(new FormData(form), passwordNames),
        });
      const view = meterView({
        password: value,
        confirm: confirm?.value ?? '',
        score: score && value ? score(value, inputs()) : LOADING,
        minStrength: password.min_strength,
        checkout: form.matches('form.checkout'),
        stopCheckout: password.stop_checkout,
      });
      const text = view.labelKey ? t(view.labelKey) + (view.tooWeak ? ` - ${t('password.tooWeak')}` : '') : '';
      // Rewriting the same text would have the live region say it again.
      if (meter.textContent !== text) meter.textContent = text;
      meter.className = `woocommerce-password-strength${view.className ? ` ${view.className}` : ''}`;
      meter.hidden = !view.visible;
      if (view.hint) meter.after(hint);
      else hint.remove();
      block(view.disableSubmit);
    };
    const start = (): void => {
      loadLibrary().then(
        (loaded) => {
          score = loaded;
          update();
        },
        (error: unknown) => console.warn('[shop-islands] the password strength library could not load; the server still checks.', error),
      );
    };
    // A form sent another way (a script's submit button, Enter in a browser that ignores the disabled default) waits too.
    const refuse = (event: Event): void => {
      if (blocked) event.preventDefault();
    };
    const watched = confirm ? [field, confirm] : [field];
    for (const input of watched) input.addEventListener('focus', start);
    // Any field: the password, its confirmation, and the values the blacklist takes words from.
    form.addEventListener('input', update);
    form.addEventListener('submit', refuse);
    // The focus that hydrated this island is not replayed.
    if (watched.includes(document.activeElement as HTMLInputElement)) start();
    update();

    return () => {
      for (const input of watched) input.removeEventListener('focus', start);
      form.removeEventListener('input', update);
      form.removeEventListener('submit', refuse);
      if (describedBy === null) field.removeAttribute('aria-describedby');
      else field.setAttribute('aria-describedby', describedBy);
      meter.remove();
      hint.remove();
      block(false);
      dispose();
    };
  },
};

export default passwordMeter;
