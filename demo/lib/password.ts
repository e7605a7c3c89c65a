import { DEFAULT_CONFIG } from '../../src/runtime/config';
import type { PasswordConfig } from '../../src/runtime/contract';
import { fieldValues, pageAddress, userInputs } from '../../src/password/meter';
import { passwordScore } from '../../src/password/strength';

/** The shop's password rules, sent to the meter in the page config and applied by the server alike. */
export const PASSWORD_RULES: PasswordConfig = { ...DEFAULT_CONFIG.password };

export interface StrengthCheck {
  password: string;
  /** The submitted form, every field: the words of its values are the blacklist's, as the meter took them. */
  body: Record<string, unknown>;
  /** The form's password fields (left out of the blacklist). */
  passwordFields: readonly string[];
  /** The title of the page the form is on, and the site's name (the page's `<title>` holds both). */
  title: string;
  siteName: string;
  /** The form page's address (its query is left out, as the meter does). */
  url: string;
}

/**
 * The meter's score, on the server: the same zxcvbn, the same dictionaries and the same blacklist
 * (page title, address, site name, the form's values). A visitor without JavaScript gets the
 * meter's verdict here.
 *
 * @example passwordStrength({ password: 'lan12345', body, passwordFields: ['password'], title, siteName, url }) // 0
 */
export function passwordStrength({ password, body, passwordFields, title, siteName, url }: StrengthCheck): number {
  const fields = fieldValues(Object.entries(body), new Set(passwordFields));
  return passwordScore(password, userInputs({ title, url: pageAddress(url), siteName, fields }));
}

/** Whether a new password is strong enough for the shop's rules; on the checkout only with `stop_checkout`. */
export function strongEnough(check: StrengthCheck, { checkout = false, rules = PASSWORD_RULES } = {}): boolean {
  if (checkout && !rules.stop_checkout) return true;
  return passwordStrength(check) >= rules.min_strength;
}
