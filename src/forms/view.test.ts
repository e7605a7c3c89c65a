import { describe, expect, it } from 'vitest';
import { blankField } from './testing';
import type { FieldGroup, FieldState } from './types';
import { columns, fieldClass, fieldIds, formClass, showsBranding, styleVars } from './view';

const group = (fields: FieldGroup['fields']): FieldGroup => ({ fields, isPageBreak: false, isDependentFieldGroup: false, isSmartGroup: false, default: true });
const shown = (ids: string[], extra: Partial<FieldState> = {}) => new Map(ids.map((id) => [id, { shown: true, ...extra } as FieldState]));

describe('form view helpers', () => {
  it("names elements as HubSpot does, unique per form instance", () => {
    expect(fieldIds({ name: 'email' }, 'i1')).toEqual({ input: 'email-i1', label: 'label-email-i1', description: 'desc-email-i1', errors: 'err-email-i1', infos: 'info-email-i1' });
    expect(fieldClass(blankField('email'))).toBe('hs_email hs-email hs-fieldtype-text field hs-form-field');
    expect(formClass({ guid: 'g', cssClass: 'hs-form stacked' }, 'i1', ' mine  ')).toBe('hs-form stacked hsForm_g hs-form-g hs-form-g_i1 mine');
  });

  it('takes a group’s columns from numColumns, else from its visible fields, 1 to 3', () => {
    expect(columns(group([blankField('a'), blankField('b')]), shown(['a', 'b']))).toBe(2);
    expect(columns(group([blankField('a'), blankField('b', 'text', { hidden: true })]), shown(['a', 'b']))).toBe(1);
    expect(columns(group([blankField('a', 'text', { metaData: { numColumns: '3' } })]), shown(['a']))).toBe(3);
    expect(columns(group(['a', 'b', 'c', 'd'].map((id) => blankField(id))), shown(['a', 'b', 'c', 'd']))).toBe(3);
  });

  it('applies every style field with customStyleAccess, only font and width without, and drops values that could escape', () => {
    const style = { fontFamily: 'Arial, sans-serif', backgroundWidth: '100%', submitColor: '#ff7a59', labelTextColor: 'red;} body{display:none', linkColor: 'url(https://x)', helpTextColor: 'red\nURL(https://x)' };
    expect(styleVars(style, false)).toEqual({ '--hsf-font': 'Arial, sans-serif', '--hsf-width': '100%' });
    expect(styleVars(style, true)).toEqual({ '--hsf-font': 'Arial, sans-serif', '--hsf-width': '100%', '--hsf-submit-bg': '#ff7a59' });
  });

  it('shows the branding for forms without the noBranding scope, unless embedded in a CMS page', () => {
    const scopes = { noBranding: false, rawHtmlAccess: false, customStyleAccess: false, renderShell: false };
    expect(showsBranding({ scopes }, {})).toBe(true);
    expect(showsBranding({ scopes }, { pageId: '7' })).toBe(false);
    expect(showsBranding({ scopes: { ...scopes, noBranding: true } }, {})).toBe(false);
  });
});
