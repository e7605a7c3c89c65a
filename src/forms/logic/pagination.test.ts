import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FieldError, FieldGroup, FormField, LegalConsentOptions } from '../types';
import type { PagedForm, PageState, Validate } from './pagination';
import {
  attemptNavigation,
  next,
  pageCount,
  groupsOfPage,
  pageFields,
  pageIndexes,
  pageSummary,
  previous,
  resolveNavigation,
} from './pagination';
import { field, group, withDependent } from './testing';

const consent: LegalConsentOptions = { communicationConsentCheckboxes: [], isLegitimateInterest: false };
const start: PageState = { currentPage: 0, navigationAttempted: false };
const ids = (fs: FormField[]) => fs.map((f) => f.id);

// Three pages, numbered from 1 as the count rule "last group's page number" suggests.
const email = field('email', 'email', { label: 'Email', required: true });
const plan = withDependent(field('plan', 'radio', { label: 'Plan' }), field('seats', 'number', { label: 'Seats' }), {
  operator: 'EQ',
  strValue: 'team',
});
const groups: FieldGroup[] = [
  group([email], { pageNumber: 1 }),
  group([field('tracking', 'text', { hidden: true })], { pageNumber: 1 }),
  group([plan], { isPageBreak: true, pageNumber: 2 }),
  group([field('notes', 'textarea', { label: '' })], { isPageBreak: true, pageNumber: 3 }),
];
const form = (extra: Partial<PagedForm> = {}): PagedForm => ({ groups, ...extra });
const noErrors = () => ({});
const required = (fs: FormField[]) => Object.fromEntries(fs.map((f) => [f.id, [{ key: 'required' } as FieldError]]));

describe('pages', () => {
  it('numbers pages from 0 whether pageNumber starts at 0 or 1', () => {
    expect(pageIndexes(groups)).toEqual([0, 0, 1, 2]);
    const zeroBased = groups.map((g) => ({ ...g, pageNumber: g.pageNumber! - 1 }));
    expect(pageIndexes(zeroBased)).toEqual([0, 0, 1, 2]);
  });

  it('lists the groups of a page', () => {
    expect(groupsOfPage(groups, 0)).toEqual([groups[0], groups[1]]);
    expect(groupsOfPage(groups, 2)).toEqual([groups[3]]);
    expect(groupsOfPage(groups, 3)).toEqual([]);
  });

  it('starts a new page at each page break when groups carry no pageNumber', () => {
    const bare = groups.map(({ pageNumber: _, ...g }) => g);
    expect(pageIndexes(bare)).toEqual([0, 0, 1, 2]);
  });

  it("counts the last group's page number as the number of pages", () => {
    expect(pageCount(groups)).toBe(3);
  });

  // Legal consent takes no page of its own: pageCount does not read it (it goes with Submit on the
  // last page; tests/e2e/forms-view.test.ts shows it there, and a one-page form with it).
  it('keeps a form without page breaks on one page', () => {
    expect(pageCount([group([email]), group([field('company')])])).toBe(1);
    expect(pageCount([group([email])])).toBe(1);
  });

  it('adds no page for a trailing page break with nothing after it', () => {
    expect(pageCount([...groups, group([], { isPageBreak: true, pageNumber: 4 })])).toBe(3);
    expect(pageCount([group([email]), group([], { isPageBreak: true })])).toBe(1);
    // A page that only has rich text is a page.
    expect(pageCount([group([email]), group([], { isPageBreak: true, richText: { content: '<p>Thanks</p>' } })])).toBe(2);
  });

  it('lists a dependent once, on its parent\'s page, when it also has a group of its own', () => {
    const flat = form({ groups: [...groups, group([plan.dependentFieldFilters[0]!.dependentField], { pageNumber: 3 })] });
    expect(ids(pageFields(flat, 1))).toEqual(['plan', 'seats']);
    expect(ids(pageFields(flat, 2))).toEqual(['notes']);
  });

  it("lists a page's shown, non-hidden fields, dependents included when shown", () => {
    expect(ids(pageFields(form(), 0))).toEqual(['email']);
    expect(ids(pageFields(form({ visible: { seats: false } }), 1))).toEqual(['plan']);
    expect(ids(pageFields(form({ visible: { seats: true } }), 1))).toEqual(['plan', 'seats']);
  });
});

describe('next and previous', () => {
  it('validates only the shown fields of the current page', () => {
    const validate = vi.fn<Validate>(() => ({}));
    next({ currentPage: 1, navigationAttempted: false }, form({ visible: { seats: false } }), validate);
    expect(ids(validate.mock.calls[0]![0])).toEqual(['plan']);
  });

  it('stays on the page, with the attempt flag set, while the page has errors', () => {
    const { state, errors } = next(start, form(), required);
    expect(state).toEqual({ currentPage: 0, navigationAttempted: true });
    expect(errors.email).toEqual([{ key: 'required' }]);
  });

  it('advances and resolves the attempt when the page is valid', () => {
    expect(next(start, form(), noErrors).state).toEqual({ currentPage: 1, navigationAttempted: false });
  });

  it('advances past a valid field named like an Object.prototype member', () => {
    const odd = [group([field('constructor')]), group([field('b')], { isPageBreak: true })];
    expect(next(start, { groups: odd }, noErrors).state.currentPage).toBe(1);
  });

  it('ignores errors reported for fields of other pages', () => {
    expect(next(start, form(), () => ({ notes: [{ key: 'required' }], email: [] })).state.currentPage).toBe(1);
  });

  it('stays on the last field page, where consent and Submit are, when the form has consent', () => {
    const s = next({ currentPage: 2, navigationAttempted: false }, form({ legalConsentOptions: consent }), noErrors).state;
    expect(s.currentPage).toBe(2);
  });

  it('does not go past the last page', () => {
    expect(next({ currentPage: 2, navigationAttempted: false }, form(), noErrors).state.currentPage).toBe(2);
  });

  it('goes back one page without validating, clearing the attempt', () => {
    expect(previous({ currentPage: 2, navigationAttempted: true }, form())).toEqual({ currentPage: 1, navigationAttempted: false });
  });

  it('never goes below the first page', () => {
    expect(previous(start, form()).currentPage).toBe(0);
  });

  it('exposes the attempt and its resolution as separate steps', () => {
    const attempted = attemptNavigation(start);
    expect(attempted.navigationAttempted).toBe(true);
    expect(resolveNavigation(attempted, form(), 2)).toEqual({ currentPage: 2, navigationAttempted: false });
  });

  it('calls onPageChange with the previous and the new page, only on a change', () => {
    const onPageChange = vi.fn();
    const f = form({ onPageChange });
    const moved = next(start, f, noErrors).state;
    previous(moved, f);
    previous(start, f);
    next(start, f, required);
    expect(onPageChange.mock.calls).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('navigates even when onPageChange throws, and reports the error', () => {
    const boom = new Error('customer bug');
    const onError = vi.fn();
    const f = form({ onPageChange: () => { throw boom; }, onError });
    expect(next(start, f, noErrors).state.currentPage).toBe(1);
    expect(onError).toHaveBeenCalledWith(boom);
  });

  it('keeps currentPage within the pages for any sequence of moves', () => {
    const pageGroups = fc.array(
      fc.record({ isPageBreak: fc.boolean(), pageNumber: fc.option(fc.integer({ min: -3, max: 6 }), { nil: undefined }) }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(pageGroups, fc.boolean(), fc.array(fc.tuple(fc.boolean(), fc.boolean())), (gs, withConsent, moves) => {
        const f = form({
          groups: gs.map((g, i) => group([field('f' + i)], g)),
          legalConsentOptions: withConsent ? consent : undefined,
        });
        const count = pageCount(f.groups);
        let s = start;
        for (const [forward, valid] of moves) {
          s = forward ? next(s, f, valid ? noErrors : required).state : previous(s, f);
          expect(s.currentPage).toBeGreaterThanOrEqual(0);
          expect(s.currentPage).toBeLessThanOrEqual(count - 1);
        }
      }),
    );
  });
});

describe('page summary', () => {
  it('lists each offending field with its 1-based step: complete for missing, fix otherwise', () => {
    const errors = {
      email: [{ key: 'invalidEmailFormat' } as FieldError],
      plan: [{ key: 'missingOptionSelection' } as FieldError],
      notes: [{ key: 'inputTooLarge', vars: { length: 65536 } } as FieldError],
      tracking: [{ key: 'required' } as FieldError],
    };
    expect(pageSummary(form(), errors)).toEqual([
      { key: 'fix', label: 'Email', pageNumber: 1 },
      { key: 'complete', label: 'Plan', pageNumber: 2 },
      { key: 'fix', label: 'notes', pageNumber: 3 },
    ]);
  });

  it('leaves out fields without errors and fields not shown', () => {
    const errors = { email: [], seats: [{ key: 'required' } as FieldError] };
    expect(pageSummary(form({ visible: { seats: false } }), errors)).toEqual([]);
    expect(pageSummary(form(), errors)).toEqual([{ key: 'complete', label: 'Seats', pageNumber: 2 }]);
  });

  it('reads errors and shown flags of fields named like Object.prototype members as data', () => {
    const odd = [group([field('constructor', 'text', { label: 'C' }), field('toString', 'text', { label: 'T' })])];
    expect(pageSummary({ groups: odd }, {})).toEqual([]);
    expect(pageSummary({ groups: odd, visible: {} }, { toString: [{ key: 'required' } as FieldError] })).toEqual([{ key: 'complete', label: 'T', pageNumber: 1 }]);
  });
});
