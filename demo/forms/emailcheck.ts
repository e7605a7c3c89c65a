/**
 * The live e-mail check of the demo backend (`emailcheck/v1/json-ext`): typo suggestions,
 * free-mail detection and one opted-out address. No mail server is asked: an address is
 * "deliverable" unless its domain is a reserved one (RFC 2606 / 6761).
 */
import { isEmailFormat } from '../../src/forms/rules/validate';
import { isFreeMail } from './validate';

/** The address that has opted out of e-mail: its check asks the visitor to resubscribe. */
export const UNSUBSCRIBED_EMAIL = 'unsubscribed@example.vn';

/** Misspellings seen in real sign-ups, Vietnamese providers and habits included. */
const TYPOS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gmail.vn': 'gmail.com',
  'gmail.com.vn': 'gmail.com',
  'yaho.com': 'yahoo.com',
  'yahooo.com': 'yahoo.com',
  'yahoo.co': 'yahoo.com',
  'yahoo.con': 'yahoo.com',
  'yahoo.vn': 'yahoo.com.vn',
  'yaho.com.vn': 'yahoo.com.vn',
  'yahoo.com.v': 'yahoo.com.vn',
  'hotmial.com': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'hotnail.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'outlok.com': 'outlook.com',
  'outlook.co': 'outlook.com',
  'icloud.co': 'icloud.com',
  'vnn.com': 'vnn.vn',
  'vnn.com.vn': 'vnn.vn',
  'fpt.com.vn.vn': 'fpt.com.vn',
  'viettel.vn': 'viettel.com.vn',
};

/** Providers a typo one keystroke away is suggested for (when it is no provider itself). */
const POPULAR = ['gmail.com', 'yahoo.com', 'yahoo.com.vn', 'hotmail.com', 'outlook.com', 'icloud.com', 'vnn.vn', 'fpt.vn'];

const RESERVED = /(?:^|\.)(?:invalid|test|example|localhost|local)$/;

/** Damerau–Levenshtein distance at most 1 (one insertion, deletion, change or swap). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The domain meant, when `domain` looks like a typo of a well-known one. */
export function suggestDomain(domain: string): string | undefined {
  const typo = Object.hasOwn(TYPOS, domain) ? TYPOS[domain] : undefined;
  if (typo) return typo;
  // A real provider one letter away from another (mail.com, ymail.com) is no typo.
  if (isFreeMail(domain) || domain.length < 6) return undefined;
  return POPULAR.find((known) => oneEditApart(domain, known));
}

/** The answer of `emailcheck/v1/json-ext` (spec §3, e-mail validation response). */
export interface EmailCheckAnswer {
  email: string;
  success: boolean;
  emailShouldResubscribe: boolean;
  emailSuggestion: string | null;
  emailFree: boolean;
}

/**
 * Checks one address. `includeFreemailSuggestions` is false for a field that blocks free mail:
 * then a free-mail address is not suggested (the form would refuse it).
 *
 * @example checkEmail('an@gmial.com', true) // { email: 'an@gmial.com', success: true, emailSuggestion: 'an@gmail.com', emailFree: false, … }
 */
export function checkEmail(raw: string, includeFreemailSuggestions: boolean): EmailCheckAnswer {
  const email = raw.trim();
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  const valid = at > 0 && isEmailFormat(email);
  const suggested = valid ? suggestDomain(domain) : undefined;
  const suggestion = suggested && (includeFreemailSuggestions || !isFreeMail(suggested)) ? `${email.slice(0, at)}@${suggested}` : null;
  return {
    email,
    success: valid && !RESERVED.test(domain),
    emailShouldResubscribe: email.toLowerCase() === UNSUBSCRIBED_EMAIL,
    emailSuggestion: suggestion,
    emailFree: valid && isFreeMail(domain),
  };
}
