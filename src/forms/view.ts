/**
 * What the form view decides from data, kept out of the components: HubSpot's class names and
 * element ids (site CSS written for HubSpot's forms keeps working), the columns of a group, the
 * style fields a portal may use, and when the viral branding shows. No DOM.
 */
import type { FieldGroup, FieldState, FormDefinition, FormField } from './types';

/**
 * The ids one field's elements use in one form instance: the same form twice on a page must not
 * share an id (a label would point at the other form's input).
 *
 * @example fieldIds({ name: 'email' } as FormField, 'a1b2').input // 'email-a1b2'
 */
export const fieldIds = (field: Pick<FormField, 'name'>, instanceId: string) => {
  const input = `${field.name}-${instanceId}`;
  return { input, label: `label-${input}`, description: `desc-${input}`, errors: `err-${input}`, infos: `info-${input}` };
};

/**
 * The classes of a field's wrapper, as HubSpot renders them: `hs_{name} hs-{name} hs-fieldtype-{type} field hs-form-field`.
 *
 * @example fieldClass({ name: 'email', fieldType: 'text' } as FormField) // 'hs_email hs-email hs-fieldtype-text field hs-form-field'
 */
export const fieldClass = (field: Pick<FormField, 'name' | 'fieldType'>): string =>
  `hs_${field.name} hs-${field.name} hs-fieldtype-${field.fieldType} field hs-form-field`;

/**
 * The form element's classes: HubSpot's `hs-form hsForm_{guid} hs-form-{guid} hs-form-{guid}_{instance}`,
 * the definition's and the embed's `cssClass`, and `stacked` unless the definition says otherwise.
 */
export function formClass(form: Pick<FormDefinition, 'guid' | 'cssClass'>, instanceId: string, extra = ''): string {
  const own = form.cssClass || 'hs-form stacked';
  const classes = new Set(`${own} hs-form hsForm_${form.guid} hs-form-${form.guid} hs-form-${form.guid}_${instanceId} ${extra}`.split(/\s+/));
  classes.delete('');
  return [...classes].join(' ');
}

/**
 * How many columns a group takes (1 to 3, HubSpot's `form-columns-N`): the field's `numColumns`
 * metaData when it gives one, else its visible fields.
 *
 * @example columns(group, values) // 2
 */
export function columns(group: FieldGroup, values: ReadonlyMap<string, FieldState>): number {
  const given = Number(group.fields[0]?.metaData['numColumns']);
  const visible = group.fields.filter((field) => !field.hidden && values.get(field.id)?.shown !== false && !values.get(field.id)?.parentField).length;
  return Math.min(3, Math.max(1, Number.isInteger(given) && given > 0 ? given : visible));
}

/** The style fields of spec §3 and the CSS custom property each one sets on the form (`--hsf-` and this). */
const STYLE_VARS: Readonly<Record<string, string>> = {
  fontFamily: 'font',
  backgroundWidth: 'width',
  labelTextColor: 'label-color',
  labelTextSize: 'label-size',
  helpTextColor: 'help-color',
  helpTextSize: 'help-size',
  legalConsentTextColor: 'consent-color',
  legalConsentTextSize: 'consent-size',
  thankYouTextColor: 'thanks-color',
  thankYouTextSize: 'thanks-size',
  submitColor: 'submit-bg',
  submitFontColor: 'submit-color',
  submitSize: 'submit-size',
  submitAlignment: 'submit-align',
  linkColor: 'link-color',
};
/** Without the `customStyleAccess` scope, only these apply (spec §6). */
const FREE_STYLES = ['fontFamily', 'backgroundWidth'];
/** A value that cannot leave its declaration: no `;`, braces, `url(` (after a line break too: `s`) or comments. */
const SAFE = /^(?!.*url\()[\w\s#%.,'"()-]{1,100}$/is;

/**
 * CSS custom properties for the form root from the definition's style and the embed's `style`
 * option: every style field with the `customStyleAccess` scope, only fontFamily and
 * backgroundWidth without it. Values that could break out of a declaration are dropped.
 *
 * @example styleVars({ fontFamily: 'Arial', submitColor: '#f00' }, false) // { '--hsf-font': 'Arial' }
 */
export function styleVars(style: Record<string, unknown>, customStyleAccess: boolean): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, property] of Object.entries(STYLE_VARS)) {
    const value = style[name];
    if (typeof value === 'string' && SAFE.test(value) && (customStyleAccess || FREE_STYLES.includes(name))) vars[`--hsf-${property}`] = value;
  }
  return vars;
}

/**
 * Whether the viral branding shows (spec §6): when the definition's scopes lack `noBranding`, and
 * the form is not a CMS module embed (a `pageId`).
 */
export const showsBranding = (form: Pick<FormDefinition, 'scopes'>, options: { pageId?: string | number | undefined }): boolean =>
  !form.scopes.noBranding && !options.pageId;

export { isChoiceGroup } from './rules/validate';
