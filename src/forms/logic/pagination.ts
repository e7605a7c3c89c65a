/**
 * Multi-page forms (spec §2, §4). Pages are 0-based here; "Step N" labels are 1-based.
 *
 * Page of a group: when groups carry `pageNumber`, a new page starts wherever the number changes,
 * so 0-based, 1-based or gapped numbering all give pages 0, 1, 2…; groups without one start a new
 * page at `isPageBreak`. The count is the last page that has content, + 1.
 *
 * Legal consent takes no page of its own. Spec §4 reads "the last group's page number, plus one
 * when legal consent options exist"; read against definitions with page breaks, whose pageNumber
 * counts from 1, the last group's number already is the page count, and the "plus one" would put
 * the consent block alone on an extra page (and give a one-page form a fake second step). The
 * consent block goes with Submit on the last page instead: a form without page breaks is one
 * page, consent or not. A trailing page break with nothing after it adds no page either.
 */
import { own } from '../keys';
import type { FieldError, FieldErrorKey, FieldGroup, FormField, LegalConsentOptions } from '../types';
import { tree } from './tree';

export interface PageState {
  currentPage: number;
  /** Set when Next is pressed so the page's errors show; cleared once navigation happens. */
  navigationAttempted: boolean;
}

export interface PagedForm {
  groups: FieldGroup[];
  legalConsentOptions?: LegalConsentOptions;
  /** Field id → shown (from `visibility`); ids not listed count as shown. */
  visible?: Record<string, boolean>;
  /** The customer's callback; what it throws goes to `onError`, navigation goes on. */
  onPageChange?: (previous: number, current: number) => void;
  onError?: (error: unknown) => void;
}

/** Errors by field id, as the validation module returns them. */
export type Validate = (fields: FormField[]) => Record<string, FieldError[]>;

export interface SummaryEntry {
  /** `complete`: a required value is missing; `fix`: any other error. */
  key: 'complete' | 'fix';
  label: string;
  /** 1-based, for "Step N". */
  pageNumber: number;
}

/**
 * The 0-based page of each group.
 * @example pageIndexes([{ pageNumber: 1 }, { pageNumber: 1 }, { pageNumber: 2 }]) // [0, 0, 1]
 */
export function pageIndexes(groups: FieldGroup[]): number[] {
  let p = 0;
  let last: number | undefined;
  return groups.map((g, i) => {
    const n = g.pageNumber;
    if (typeof n === 'number') {
      if (i && n !== last) p++;
      last = n;
    } else if (i && g.isPageBreak) p++;
    return p;
  });
}

/**
 * The groups on a page.
 * @example groupsOfPage(threePageGroups, 1).length // the second page's groups
 */
export const groupsOfPage = (groups: FieldGroup[], page: number): FieldGroup[] => {
  const idx = pageIndexes(groups);
  return groups.filter((_, i) => idx[i] === page);
};

// A group that shows something: a field, or rich text of its own or among its fields.
const hasContent = (g: FieldGroup): boolean => g.fields.length > 0 || !!g.richText?.content || !!g.richTextFields?.length;

/**
 * How many pages: up to the last one with content. Legal consent adds none: it shares the last
 * page with Submit.
 * @example pageCount(threePageGroups) // 3
 */
export function pageCount(groups: FieldGroup[]): number {
  const idx = pageIndexes(groups);
  return groups.reduce((n, g, i) => (hasContent(g) ? Math.max(n, idx[i]! + 1) : n), 1);
}

// Shown, non-hidden fields with their page, each once even when also listed in a group of its own.
const fieldsOn = (form: PagedForm, page?: number): [FormField, number][] => {
  const idx = pageIndexes(form.groups);
  return tree(form.groups)
    .map(({ f, g }): [FormField, number] => [f, idx[form.groups.indexOf(g)]!])
    .filter(([f, p]) => (page === undefined || p === page) && !f.hidden && own(form.visible, f.id) !== false);
};

/**
 * The shown, non-hidden fields of a page: what Next validates.
 * @example pageFields(form, 0).map((f) => f.id) // ['email', 'firstname']
 */
export const pageFields = (form: PagedForm, page: number): FormField[] => fieldsOn(form, page).map(([f]) => f);

/**
 * Step one of a navigation: mark the attempt, so the UI shows the current page's errors.
 * @example attemptNavigation({ currentPage: 0, navigationAttempted: false }).navigationAttempted // true
 */
export const attemptNavigation = (s: PageState): PageState => ({ ...s, navigationAttempted: true });

/**
 * Step two: go to `to` (clamped to the pages), clear the attempt and tell `onPageChange` when the
 * page changed.
 * @example resolveNavigation(attemptNavigation(state), form, 1) // { currentPage: 1, navigationAttempted: false }
 */
export function resolveNavigation(s: PageState, form: PagedForm, to: number): PageState {
  const currentPage = Math.max(0, Math.min(to || 0, pageCount(form.groups) - 1));
  if (currentPage !== s.currentPage)
    try {
      form.onPageChange?.(s.currentPage, currentPage);
    } catch (e) {
      form.onError?.(e);
    }
  return { currentPage, navigationAttempted: false };
}

/**
 * Next: validates the current page's shown fields; advances only when none has an error,
 * otherwise stays with the attempt flag set. The errors come back for the UI either way.
 * @example const { state, errors } = next(state, form, (fields) => validateAll(fields, values))
 */
export function next(
  state: PageState,
  form: PagedForm,
  validate: Validate,
): { state: PageState; errors: Record<string, FieldError[]> } {
  const s = attemptNavigation(state);
  const fields = pageFields(form, s.currentPage);
  const errors = validate(fields);
  const blocked = fields.some((f) => own(errors, f.id)?.length);
  return { state: blocked ? s : resolveNavigation(s, form, s.currentPage + 1), errors };
}

/**
 * Previous: back one page (never below 0), no validation.
 * @example previous({ currentPage: 2, navigationAttempted: true }, form) // { currentPage: 1, navigationAttempted: false }
 */
export const previous = (s: PageState, form: PagedForm): PageState => resolveNavigation(s, form, s.currentPage - 1);

const MISSING: FieldErrorKey[] = ['required', 'missingSelect', 'missingOptionSelection'];

/**
 * One entry per shown field with errors, in form order, with its step: rendered as
 * "Please complete '{label}' on Step N" or "Please fix '{label}' on Step N".
 * @example pageSummary(form, { email: [{ key: 'required' }] }) // [{ key: 'complete', label: 'Email', pageNumber: 1 }]
 */
export const pageSummary = (form: PagedForm, errors: Record<string, FieldError[]>): SummaryEntry[] =>
  fieldsOn(form).flatMap(([f, p]): SummaryEntry[] => {
    const found = own(errors, f.id) ?? [];
    if (!found.length) return [];
    return [{ key: found.some((e) => MISSING.includes(e.key)) ? 'complete' : 'fix', label: f.label || f.name, pageNumber: p + 1 }];
  });
