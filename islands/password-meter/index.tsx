import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { password as catalog } from '../../src/i18n/catalogs/password';
import { fieldValues, LOADING, meterView, pageAddress, userInputs } from '../../src/password/meter';
import type { IslandContext } from '../../src/runtime/types';
import { $config } from '../../stores/config';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { KeptContent, readKept, reactIsland, type Kept } from '../react-island';
import { PasswordToggle } from './toggle';

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
 * The meter, in WooCommerce's markup after the field (`.password-input` around it, or the field):
 * `.woocommerce-password-strength` (`short|bad|good|strong`, a polite live region), then
 * `.woocommerce-password-hint` for weak passwords; the form's submit buttons disabled (and
 * `.disabled`) while a non-empty password is under `password.min_strength`, except on the
 * checkout unless `stop_checkout`. zxcvbn loads on the first focus of the field or its
 * confirmation; until then nothing is shown and nothing is blocked. Rendered at the end of the
 * field's row, where WooCommerce's field is last.
 */
function StrengthMeter({ form, field, passwordNames }: { form: HTMLFormElement; field: HTMLInputElement; passwordNames: ReadonlySet<string> }): ReactNode {
  const { t } = useStore($i18n);
  const [score, setScore] = useState<{ of: Score }>();
  // Any field changes what the meter says: the password, its confirmation, the blacklist's values.
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const confirm = field.id === 'password_1' ? form.querySelector<HTMLInputElement>('#password_2') : null;
  const [row] = useState(() => (field.parentElement?.matches('span.password-input') ? field.parentElement : field).parentElement);
  const id = `${field.id}-strength`;
  const hintId = `${field.id}-hint`;

  const { password, site_name } = $config.get();
  const value = field.value;
  const view = meterView({
    password: value,
    confirm: confirm?.value ?? '',
    score: score && value ? score.of(value, userInputs({ title: document.title, url: pageAddress(location.href), siteName: site_name, fields: fieldValues(new FormData(form), passwordNames) })) : LOADING,
    minStrength: password.min_strength,
    checkout: form.matches('form.checkout'),
    stopCheckout: password.stop_checkout,
  });
  const blocked = useRef(false);
  blocked.current = view.disableSubmit;

  useLayoutEffect(() => {
    const describedBy = field.getAttribute('aria-describedby');
    field.setAttribute('aria-describedby', [describedBy, id, hintId].filter(Boolean).join(' '));
    const start = (): void => {
      loadLibrary().then(
        (loaded) => setScore({ of: loaded }),
        (error: unknown) => console.warn('[shop-islands] the password strength library could not load; the server still checks.', error),
      );
    };
    // A form sent another way (a script's submit button, Enter in a browser that ignores the disabled default) waits too.
    const refuse = (event: Event): void => {
      if (blocked.current) event.preventDefault();
    };
    const watched = confirm ? [field, confirm] : [field];
    for (const input of watched) input.addEventListener('focus', start);
    form.addEventListener('input', changed);
    form.addEventListener('submit', refuse);
    // The focus that hydrated this island is not replayed.
    if (watched.includes(document.activeElement as HTMLInputElement)) start();
    return () => {
      for (const input of watched) input.removeEventListener('focus', start);
      form.removeEventListener('input', changed);
      form.removeEventListener('submit', refuse);
      if (describedBy === null) field.removeAttribute('aria-describedby');
      else field.setAttribute('aria-describedby', describedBy);
    };
  }, [form, field, confirm, id, hintId]);

  useLayoutEffect(() => {
    for (const button of form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button[type="submit"], input[type="submit"]')) {
      button.disabled = view.disableSubmit;
      button.classList.toggle('disabled', view.disableSubmit);
    }
  }, [form, view.disableSubmit]);
  useEffect(
    () => () => {
      for (const button of form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button[type="submit"], input[type="submit"]')) {
        button.disabled = false;
        button.classList.remove('disabled');
      }
    },
    [form],
  );

  if (!row) return null;
  return createPortal(
    <>
      <div className={`woocommerce-password-strength${view.className ? ` ${view.className}` : ''}`} aria-live="polite" id={id} hidden={!view.visible}>
        {view.labelKey ? t(view.labelKey) + (view.tooWeak ? ` - ${t('password.tooWeak')}` : '') : ''}
      </div>
      {view.hint && (
        <small className="woocommerce-password-hint" id={hintId}>
          {t('password.hint')}
        </small>
      )}
    </>,
    row,
  );
}

interface MeterProps {
  form: HTMLFormElement;
  kept: Kept[];
  passwords: HTMLInputElement[];
  field: HTMLInputElement | null;
}

/**
 * The password strength meter and show/hide buttons on WooCommerce's forms. The form itself is
 * too varied to write as components (a whole checkout, other plugins' fields), so its content is
 * kept as the server printed it, and never rendered again: the meter and the buttons are
 * components of their own, rendered beside their fields.
 */
function PasswordMeter({ form, kept, passwords, field }: MeterProps & { context: IslandContext }): ReactNode {
  return (
    <>
      <KeptContent kept={kept} />
      {passwords.map((input, key) => (
        <PasswordToggle key={key} input={input} />
      ))}
      {field && <StrengthMeter form={form} field={field} passwordNames={new Set(passwords.map((input) => input.name))} />}
    </>
  );
}

function read(form: HTMLElement): MeterProps | undefined {
  if (!(form instanceof HTMLFormElement)) return undefined;
  const kept = readKept(form);
  const passwords = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="password"]'));
  return { form, kept, passwords, field: form.querySelector<HTMLInputElement>(MEASURED) };
}

export default reactIsland(PasswordMeter, [catalog], read);
