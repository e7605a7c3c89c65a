/**
 * Smart (progressive) fields: a field the CRM already knows for this visitor is not asked again.
 * Editors must see every field, so builder and preview modes (`previewMode` too), and `deactivateSmartForm`, hide
 * nothing.
 */
import { pick } from '../keys';
import type { FieldGroup, FormField } from '../types';

export interface SmartOptions {
  /** Known properties of the visitor, keyed by field id (= property name for contacts). */
  known?: Record<string, unknown>;
  isBuilder?: boolean;
  isPreview?: boolean;
  /** The embed option's other name for preview. */
  previewMode?: boolean;
  deactivateSmartForm?: boolean;
}

/** @example isSmartGroup({ ...group, isSmartGroup: true }) // true */
export const isSmartGroup = (g: FieldGroup): boolean => !!g.isSmartGroup;

/**
 * A field is smart when it says so or sits in a smart group.
 * @example isSmartField(field, smartGroup) // true
 */
export const isSmartField = (f: FormField, g?: FieldGroup): boolean => !!f.isSmartField || !!g?.isSmartGroup;

/**
 * A `hide` predicate for `visibility`: hides smart fields whose value is known (not blank).
 * @example visibility(groups, values, { now, hide: smartHide({ known: { email: 'a@b.co' } }) })
 */
export const smartHide =
  (o: SmartOptions) =>
  (f: FormField, g: FieldGroup): boolean =>
    !(o.isBuilder || o.isPreview || o.previewMode || o.deactivateSmartForm) &&
    isSmartField(f, g) &&
    pick(o.known, f.id).trim() !== '';
