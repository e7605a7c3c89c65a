/**
 * The demo store knows its forms, as the theme does: a page with a form prints the form's shape
 * (src/forms/embed/placeholder.ts) in its mount point, so nothing moves when the widget replaces
 * it. The shape's stylesheet is a file of the store's (`/forms/placeholder.css`): its policy
 * allows no `<style>` element.
 */
import { createHash } from 'node:crypto';
import { placeholderCss } from '../../islands/form-embed/placeholder-css';
import { placeholderMarkup, placeholderShadow } from '../../src/forms/embed/placeholder';
import { createFormMessages, loadFormLocale } from '../../src/forms/messages/index';
import type { FormDefinition } from '../../src/forms/types';

/** The placeholder's stylesheet, and where it is served (its hash in the address: cached for good). */
export const PLACEHOLDER_CSS = placeholderCss();
export const PLACEHOLDER_CSS_PATH = '/forms/placeholder.css';
const version = createHash('sha256').update(PLACEHOLDER_CSS).digest('hex').slice(0, 12);
export const PLACEHOLDER_CSS_URL = `${PLACEHOLDER_CSS_PATH}?v=${version}`;

const shadows = new WeakMap<FormDefinition, Promise<string | undefined>>();

/**
 * What goes into the placeholder's shadow root for a form (in the widget's words for the form's
 * language); undefined for a form in HubSpot's legacy theme, which the site's own CSS dresses.
 *
 * @example const shadow = await formPlaceholder(registry.find(portalId, formId)!.form);
 */
export function formPlaceholder(form: FormDefinition): Promise<string | undefined> {
  let shadow = shadows.get(form);
  if (!shadow) {
    shadow = form.themeName === 'legacy' ? Promise.resolve(undefined) : shapeOf(form);
    shadows.set(form, shadow);
  }
  return shadow;
}

const shapeOf = async (form: FormDefinition): Promise<string> => placeholderShadow(await formShape(form), { href: PLACEHOLDER_CSS_URL });

/**
 * A form's shape in the widget's words for its language. Its rich text shows as text, unless
 * `richText` is given (the demo's own forms have none; a test's page may pass its fixtures' as they are).
 */
export async function formShape(form: FormDefinition, richText?: (html: string) => string): Promise<string> {
  const messages = createFormMessages(await loadFormLocale(form.lang || 'en'));
  const { t } = messages;
  const words = { submit: t('submit'), next: t('next'), selectPlaceholder: t('selectPlaceholder'), cookieReset: t('cookieReset'), pageOf: t('pageOf') };
  // The captcha of the demo's forms is its offline stand-in (test-captcha.js), whose badge is a line of text.
  return placeholderMarkup(form, { locale: messages.locale, rtl: messages.rtl, words, captchaHeight: '1.5em', ...(richText && { richText }) });
}
