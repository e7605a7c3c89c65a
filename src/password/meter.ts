/**
 * The password strength meter's rules, as WooCommerce's `password-strength-meter.js` and
 * WordPress's `wp.passwordStrength` apply them, without the DOM: the browser island and the demo
 * store's server check both use them, so a password the meter accepts is one the server accepts.
 */
import { stripMarks } from '../text/fold';

/** WooCommerce's class on `.woocommerce-password-strength` for each strength. */
export type StrengthClass = 'short' | 'bad' | 'good' | 'strong';

/** The library is not there yet: nothing is shown and nothing is blocked. */
export const LOADING = -1;
/** The confirmation field differs: WordPress's strength 5. */
export const MISMATCH = 5;
/** Blacklist words shorter than this are left out: they would match half of all passwords. */
export const MIN_WORD_LENGTH = 4;

const CLASSES: readonly StrengthClass[] = ['short', 'bad', 'bad', 'good', 'strong', 'short'];

/**
 * The strength to show, as `wp.passwordStrength.meter` gives it: 5 when a confirmation was typed
 * and differs (whatever the score, loaded or not), else the score (-1 while loading).
 */
export const strengthOf = (score: number, password: string, confirm = ''): number =>
  confirm !== '' && confirm !== password ? MISMATCH : score;

export interface MeterInput {
  password: string;
  /** The confirmation field's value (`#password_2`), if the form has one. */
  confirm?: string;
  /** zxcvbn's score, 0–4, or LOADING. */
  score: number;
  minStrength: number;
  /** The field is the checkout's account password. */
  checkout?: boolean;
  /** WooCommerce's `stop_checkout`: a weak password blocks the checkout too. */
  stopCheckout?: boolean;
}

export interface MeterView {
  /** Whether the meter is shown: only for a non-empty password whose strength is known. */
  visible: boolean;
  strength: number;
  className?: StrengthClass;
  /** Catalog key of the label (`password.strength.0` … `.5`). */
  labelKey?: `password.strength.${0 | 1 | 2 | 3 | 4 | 5}`;
  /** Append `password.tooWeak` to the label. */
  tooWeak: boolean;
  /** Show the hint (at least 12 characters, mixed case, digits, symbols). */
  hint: boolean;
  /** Disable the form's submit buttons. */
  disableSubmit: boolean;
}

/**
 * What the meter shows and whether submit is blocked, WooCommerce's rules: 0 very weak (`short`),
 * 1–2 weak (`bad`), 3 medium (`good`), 4 strong (`strong`), 5 mismatch (`short`, no error). A
 * strength under the minimum appends the error; 0–2 add the hint. Submit is disabled while a
 * non-empty password scores under the minimum, never while loading, and on the checkout only
 * with `stopCheckout`.
 *
 * @example meterView({ password: 'abc', score: 0, minStrength: 3 }) // { className: 'short', tooWeak: true, hint: true, disableSubmit: true, … }
 */
export function meterView({ password, confirm, score, minStrength, checkout = false, stopCheckout = false }: MeterInput): MeterView {
  const strength = password === '' ? LOADING : strengthOf(score, password, confirm);
  const known = strength >= 0 && strength <= MISMATCH;
  const weak = known && strength !== MISMATCH && strength < minStrength;
  return {
    visible: known,
    strength,
    ...(known ? { className: CLASSES[strength], labelKey: `password.strength.${strength as 0 | 1 | 2 | 3 | 4 | 5}` as const } : {}),
    tooWeak: weak,
    hint: known && strength < 3,
    disableSubmit: weak && (!checkout || stopCheckout),
  };
}

/** Letters (Vietnamese ones included, and combining marks), digits and connectors: `\w`, Unicode-aware. */
const NON_WORD = /[^\p{L}\p{M}\p{N}\p{Pc}]+/u;


/**
 * The blacklist words of some texts, as `wp.passwordStrength.userInputDisallowedList` makes them:
 * each text split on non-word characters (Unicode-aware: `Sài Gòn` gives `sài`, `gòn`), words
 * under 4 characters left out, duplicates removed; lower case (zxcvbn compares in lower case), in
 * Unicode's composed form, each also without its diacritics when that differs.
 *
 * @example blacklistWords(['Nguyễn Văn Hùng']) // ['nguyễn', 'nguyen', 'hùng', 'hung']  (văn: 3 letters)
 */
export function blacklistWords(texts: Iterable<string | undefined>): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const raw of text.normalize('NFC').toLowerCase().split(NON_WORD)) {
      for (const word of [raw, stripMarks(raw)]) if ([...word].length >= MIN_WORD_LENGTH) words.add(word);
    }
  }
  return [...words];
}

/** Fields whose values say nothing about the person: nonces, reset keys, WordPress's referer. */
const NOT_PERSONAL = /nonce|^_wp|^reset_key$|^key$/i;

/**
 * The values of a form's fields that count as user inputs (login, names, e-mail, …): every field
 * as the form sends it (FormData in the browser, the parsed body on the server), except the
 * password fields named in `passwords` and fields that hold tokens.
 */
export function fieldValues(fields: Iterable<readonly [string, unknown]>, passwords: ReadonlySet<string>): string[] {
  const values: string[] = [];
  for (const [name, value] of fields) {
    if (passwords.has(name) || NOT_PERSONAL.test(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') values.push(item);
  }
  return values;
}

/** A page's address without its query and fragment (a reset link's key is no user input). */
export const pageAddress = (href: string): string => href.replace(/[?#].*$/s, '');

export interface UserInputSources {
  /** The page title (`document.title`, or the title and site name the server renders). */
  title: string;
  /** The page's address, see `pageAddress`. */
  url: string;
  siteName: string;
  /** See `fieldValues`. */
  fields: readonly string[];
}

/** Everything a password may not lean on: the page title, its address, the site name and the form's values. */
export const userInputs = ({ title, url, siteName, fields }: UserInputSources): string[] =>
  blacklistWords([title, url, siteName, ...fields]);
