import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DependentFilter, FieldValue, FormField } from '../types';
import { FILTER_OPERATORS } from '../types';
import { passes, visibility } from './filters';
import { field, group, v2Filter, withDependent } from './testing';
import { allFields } from './tree';

// Local noon, so "today" is 2024-03-15 in any time zone the tests run in.
const NOW = new Date(2024, 2, 15, 12).getTime();
const day = (iso: string) => Date.parse(iso);
const check = (filter: Partial<DependentFilter>, value: FieldValue | undefined) =>
  passes([filter as DependentFilter], value, NOW);

describe('filter operators', () => {
  // [operator case, filter, value, expected]
  const cases: [string, Partial<DependentFilter>, FieldValue, boolean][] = [
    ['EQ matches ignoring case and spaces', { operator: 'EQ', strValue: 'Yes' }, ' yes ', true],
    ['EQ rejects another value', { operator: 'EQ', strValue: 'yes' }, 'no', false],
    ['EQ compares a boolean checkbox with boolValue', { operator: 'EQ', boolValue: false }, false, true],
    ['EQ compares a boolean checkbox with a string operand', { operator: 'EQ', strValue: 'true' }, true, true],
    ['EQ on a multi-checkbox compares the ;-joined value', { operator: 'EQ', strValue: 'a;b' }, ['a', 'b'], true],
    ['EQ on a multi-checkbox with one of several options fails', { operator: 'EQ', strValue: 'a' }, ['a', 'b'], false],
    ['NEQ passes for another value', { operator: 'NEQ', strValue: 'yes' }, 'no', true],
    ['NEQ fails for the same value in another case', { operator: 'NEQ', strValue: 'yes' }, 'YES', false],
    ['CONTAINS finds a substring ignoring case', { operator: 'CONTAINS', strValue: 'ACME' }, 'the acme co', true],
    ['CONTAINS fails without it', { operator: 'CONTAINS', strValue: 'acme' }, 'globex', false],
    ['DOESNT_CONTAIN passes without it', { operator: 'DOESNT_CONTAIN', strValue: 'acme' }, 'globex', true],
    ['DOESNT_CONTAIN fails with it', { operator: 'DOESNT_CONTAIN', strValue: 'acme' }, 'ACME inc', false],
    ['STR_STARTS_WITH matches a prefix', { operator: 'STR_STARTS_WITH', strValue: 'Dr' }, 'dr. who', true],
    ['STR_STARTS_WITH fails elsewhere', { operator: 'STR_STARTS_WITH', strValue: 'who' }, 'dr. who', false],
    ['STR_ENDS_WITH matches a suffix', { operator: 'STR_ENDS_WITH', strValue: '.EDU' }, 'a@mit.edu', true],
    ['STR_ENDS_WITH fails elsewhere', { operator: 'STR_ENDS_WITH', strValue: 'mit' }, 'a@mit.edu', false],
    ['LT compares numerically, not as text', { operator: 'LT', numberValue: 10 }, '9', true],
    ['LT fails when equal', { operator: 'LT', numberValue: 10 }, '10', false],
    ['LTE passes when equal', { operator: 'LTE', numberValue: 10 }, '10', true],
    ['LTE fails above', { operator: 'LTE', numberValue: 10 }, '10.5', false],
    ['GT passes above', { operator: 'GT', numberValue: -1 }, '0', true],
    ['GT fails when equal', { operator: 'GT', numberValue: 5 }, '5', false],
    ['GTE passes when equal', { operator: 'GTE', numberValue: 5 }, '5', true],
    ['GTE fails below', { operator: 'GTE', numberValue: 5 }, '4.99', false],
    ['GT compares a date as a timestamp', { operator: 'GT', numberValue: day('2024-01-01') }, '2024-01-02', true],
    ['LT compares a date as a timestamp', { operator: 'LT', numberValue: day('2024-01-01') }, '2024-01-02', false],
    ['BETWEEN includes its bounds', { operator: 'BETWEEN', numberValues: [1, 5] }, '5', true],
    ['BETWEEN accepts bounds in either order', { operator: 'BETWEEN', numberValues: [5, 1] }, '3', true],
    ['BETWEEN fails outside', { operator: 'BETWEEN', numberValues: [1, 5] }, '6', false],
    ['BETWEEN works on dates', { operator: 'BETWEEN', numberValues: [day('2024-01-01'), day('2024-01-31')] }, '2024-01-15', true],
    ['NOT_BETWEEN passes outside', { operator: 'NOT_BETWEEN', numberValues: [1, 5] }, '0', true],
    ['NOT_BETWEEN fails on a bound', { operator: 'NOT_BETWEEN', numberValues: [1, 5] }, '1', false],
    ['WITHIN_TIME passes for today', { operator: 'WITHIN_TIME', timeValue: 3, timeUnit: 'DAYS' }, '2024-03-15', true],
    ['WITHIN_TIME passes on the last day ahead', { operator: 'WITHIN_TIME', timeValue: 3, timeUnit: 'DAYS' }, '2024-03-18', true],
    ['WITHIN_TIME fails a day too far ahead', { operator: 'WITHIN_TIME', timeValue: 3, timeUnit: 'DAYS' }, '2024-03-19', false],
    ['WITHIN_TIME fails for a past date', { operator: 'WITHIN_TIME', timeValue: 3, timeUnit: 'DAYS' }, '2024-03-14', false],
    ['WITHIN_TIME counts weeks as 7 days', { operator: 'WITHIN_TIME', timeValue: 2, timeUnit: 'WEEKS' }, '2024-03-29', true],
    ['WITHIN_TIME weeks end after 7 days each', { operator: 'WITHIN_TIME', timeValue: 2, timeUnit: 'WEEKS' }, '2024-03-30', false],
    ['WITHIN_TIME defaults to days', { operator: 'WITHIN_TIME', timeValue: 1 }, '2024-03-17', false],
    ['WITHIN_TIME_REVERSE passes on the first day back', { operator: 'WITHIN_TIME_REVERSE', timeValue: 1, timeUnit: 'WEEKS' }, '2024-03-08', true],
    ['WITHIN_TIME_REVERSE fails a day too far back', { operator: 'WITHIN_TIME_REVERSE', timeValue: 1, timeUnit: 'WEEKS' }, '2024-03-07', false],
    ['WITHIN_TIME_REVERSE fails for a future date', { operator: 'WITHIN_TIME_REVERSE', timeValue: 7, timeUnit: 'DAYS' }, '2024-03-16', false],
    ['SET_ALL passes when every operand is chosen', { operator: 'SET_ALL', strValues: ['A', 'b'] }, ['a', 'b', 'c'], true],
    ['SET_ALL fails when one is missing', { operator: 'SET_ALL', strValues: ['a', 'd'] }, ['a', 'b'], false],
    ['SET_NOT_ALL passes when one is missing', { operator: 'SET_NOT_ALL', strValues: ['a', 'd'] }, ['a', 'b'], true],
    ['SET_NOT_ALL fails when all are chosen', { operator: 'SET_NOT_ALL', strValues: ['a'] }, ['a', 'b'], false],
    ['SET_ANY passes with one in common', { operator: 'SET_ANY', strValues: ['x', 'B'] }, ['a', 'b'], true],
    ['SET_ANY reads a radio value as a one-item set', { operator: 'SET_ANY', strValues: ['fr', 'de'] }, 'de', true],
    ['SET_ANY reads a ;-separated string as a set', { operator: 'SET_ANY', strValues: ['b'] }, 'a;b', true],
    ['SET_ANY fails with none in common', { operator: 'SET_ANY', strValues: ['x'] }, ['a', 'b'], false],
    ['SET_NOT_ANY passes with none in common', { operator: 'SET_NOT_ANY', strValues: ['x'] }, ['a'], true],
    ['SET_NOT_ANY fails with one in common', { operator: 'SET_NOT_ANY', strValues: ['x', 'a'] }, ['a'], false],
    ['SET_EQ passes for the same set in any order', { operator: 'SET_EQ', strValues: ['b', 'a'] }, ['a', 'b'], true],
    ['SET_EQ fails for a superset', { operator: 'SET_EQ', strValues: ['a'] }, ['a', 'b'], false],
    ['SET_NEQ passes for another set', { operator: 'SET_NEQ', strValues: ['a'] }, ['a', 'b'], true],
    ['SET_NEQ fails for the same set', { operator: 'SET_NEQ', strValues: ['b', 'a'] }, ['a', 'b'], false],
    ['IS_NOT_EMPTY passes for any answer', { operator: 'IS_NOT_EMPTY' }, 'x', true],
    ['IS_NOT_EMPTY passes for an unchecked boolean checkbox', { operator: 'IS_NOT_EMPTY' }, false, true],
    ['IS_NOT_EMPTY fails for blank text', { operator: 'IS_NOT_EMPTY' }, '   ', false],
    ['IS_NOT_EMPTY fails for no option chosen', { operator: 'IS_NOT_EMPTY' }, [], false],
  ];
  it.each(cases)('%s', (_, filter, value, expected) => {
    expect(check(filter, value)).toBe(expected);
  });

  it('has a true and a false case for every operator', () => {
    for (const op of FILTER_OPERATORS)
      for (const want of [true, false]) expect(cases.some(([, f, , e]) => f.operator === op && e === want)).toBe(true);
  });

  it.each(['NEQ', 'DOESNT_CONTAIN', 'NOT_BETWEEN', 'SET_NOT_ANY', 'SET_NOT_ALL', 'SET_NEQ'] as const)(
    '%s hides the dependent while the parent is unanswered',
    (operator) => {
      const f = { operator, strValue: 'x', strValues: ['x'], numberValues: [1, 2] };
      expect(check(f, '')).toBe(false);
      expect(check(f, undefined)).toBe(false);
    },
  );

  it('fails a numeric operator on text or an empty operand', () => {
    expect(check({ operator: 'GT', numberValue: 1 }, 'abc')).toBe(false);
    expect(check({ operator: 'NOT_BETWEEN', numberValues: [1, 2] }, 'abc')).toBe(false);
    expect(check({ operator: 'LT' }, '1')).toBe(false);
    expect(check({ operator: 'BETWEEN', numberValues: [1] }, '1')).toBe(false);
  });

  it('fails a text or set operator without its operand instead of matching everything', () => {
    expect(check({ operator: 'NEQ' }, 'x')).toBe(false);
    expect(check({ operator: 'CONTAINS' }, 'x')).toBe(false);
    expect(check({ operator: 'SET_NOT_ANY' }, 'x')).toBe(false);
  });

  it('fails WITHIN_TIME on a value that is not a date', () => {
    expect(check({ operator: 'WITHIN_TIME', timeValue: 1e9 }, 'soon')).toBe(false);
    expect(check({ operator: 'WITHIN_TIME', timeValue: 1 }, '2024-02-30x')).toBe(false);
  });

  it('fails an unknown or prototype-named operator without throwing', () => {
    expect(check({ operator: 'LIKE' as never }, 'x')).toBe(false);
    expect(check({ operator: 'toString' as never }, 'x')).toBe(false);
  });

  it('requires every filter of a dependent to pass', () => {
    const gt = { operator: 'GT', numberValue: 1 } as const;
    expect(passes([gt, { operator: 'LT', numberValue: 5 }], '3', NOW)).toBe(true);
    expect(passes([gt, { operator: 'LT', numberValue: 2 }], '3', NOW)).toBe(false);
  });

  it('never throws on random filters and values', () => {
    // Null-prototype objects cannot be turned into strings: the worst a parsed definition can hold.
    const junk = fc.anything({ withNullPrototype: true, withBoxedValues: true });
    const filter = fc.record(
      {
        operator: fc.oneof(fc.constantFrom(...FILTER_OPERATORS), fc.string()),
        strValue: junk,
        strValues: fc.oneof(fc.array(fc.string()), junk),
        numberValue: junk,
        numberValues: junk,
        boolValue: junk,
        timeUnit: junk,
        timeValue: junk,
      },
      { requiredKeys: ['operator'] },
    );
    const value = fc.oneof(
      fc.string(),
      fc.array(fc.string()),
      fc.boolean(),
      fc.array(fc.record({ name: fc.string(), size: fc.nat() })),
      junk,
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(filter, junk)), value, fc.oneof(fc.integer(), fc.constant(NaN)), (filters, v, now) => {
        expect(typeof passes(filters as DependentFilter[], v as FieldValue, now)).toBe('boolean');
      }),
    );
  });
});

describe('filters as HubSpot serialises them', () => {
  const select = field('plan', 'select', { type: 'enumeration' });
  const text = field('company', 'text', { type: 'string' });
  const number = field('employees', 'number', { type: 'number' });
  const date = field('start', 'date', { type: 'date' });
  const bool = field('optin', 'booleancheckbox', { type: 'bool' });
  const cases: [string, DependentFilter, FormField, FieldValue, boolean][] = [
    ['EQ on an enumeration reads strValue, not boolValue', v2Filter('EQ', { strValue: 'pro' }), select, 'pro', true],
    ['EQ on an enumeration fails for another option', v2Filter('EQ', { strValue: 'pro' }), select, 'free', false],
    ['NEQ on an enumeration reads strValue', v2Filter('NEQ', { strValue: 'pro' }), select, 'pro', false],
    ['CONTAINS on text reads strValue', v2Filter('CONTAINS', { strValue: 'acme' }), text, 'Acme Co', true],
    ['STR_STARTS_WITH on text reads strValue', v2Filter('STR_STARTS_WITH', { strValue: 'dr' }), text, 'Dr. Who', true],
    ['EQ on a number reads numberValue', v2Filter('EQ', { numberValue: 50 }), number, '50', true],
    ['EQ on a number fails for another number', v2Filter('EQ', { numberValue: 50 }), number, '49', false],
    ['NEQ on a number reads numberValue', v2Filter('NEQ', { numberValue: 50 }), number, '50', false],
    ['GT on a number reads numberValue', v2Filter('GT', { numberValue: 10 }), number, '11', true],
    ['EQ on a date reads numberValue as the day', v2Filter('EQ', { numberValue: day('2024-01-01') }), date, '2024-01-01', true],
    ['EQ on a bool reads boolValue', v2Filter('EQ', { boolValue: true }), bool, true, true],
    ['EQ on a bool fails for the other tick', v2Filter('EQ', { boolValue: true }), bool, false, false],
    ['EQ false on a bool matches an unticked box', v2Filter('EQ', {}), bool, false, true],
    ['EQ on a bool takes a strValue when one is sent', v2Filter('EQ', { strValue: 'true' }), bool, true, true],
    ['SET_ANY reads strValues', v2Filter('SET_ANY', { strValues: ['pro', 'team'] }), select, 'team', true],
    ['SET_ANY reads a ;-joined strValue when strValues is empty', v2Filter('SET_ANY', { strValue: 'pro;team' }), select, 'team', true],
  ];
  it.each(cases)('%s', (_, filter, parent, value, expected) => {
    expect(passes([filter], value, NOW, parent)).toBe(expected);
  });

  it('shows a dependent of an enumeration parent through visibility', () => {
    const parent = withDependent(select, field('seats', 'number'), v2Filter('EQ', { strValue: 'team' }));
    expect(visibility([group([parent])], { plan: 'team' }, { now: NOW }).seats).toBe(true);
  });
});

describe('visibility', () => {
  // country → (EQ fr) region → (IS_NOT_EMPTY) city → (CONTAINS paris) district
  const district = field('district');
  const city = withDependent(field('city'), district, { operator: 'CONTAINS', strValue: 'paris' });
  const region = withDependent(field('region'), city, { operator: 'IS_NOT_EMPTY' });
  const country = withDependent(field('country', 'select'), region, { operator: 'EQ', strValue: 'fr' });
  const groups = [group([country]), group([field('email', 'email')])];

  it('lists nested dependents right after their parent', () => {
    expect(allFields(groups).map((f) => f.id)).toEqual(['country', 'region', 'city', 'district', 'email']);
  });

  it('shows a dependent three levels deep when every ancestor shows and passes', () => {
    const v = visibility(groups, { country: 'FR', region: 'idf', city: 'Paris 5e' }, { now: NOW });
    expect(v).toEqual({ country: true, region: true, city: true, district: true, email: true });
  });

  it('hides the whole subtree when a parent is hidden, whatever the descendants hold', () => {
    const v = visibility(groups, { country: 'de', region: 'idf', city: 'paris' }, { now: NOW });
    expect(v).toEqual({ country: true, region: false, city: false, district: false, email: true });
  });

  it('hides only the failing level and below', () => {
    const v = visibility(groups, { country: 'fr', region: 'idf', city: 'lyon' }, { now: NOW });
    expect([v.region, v.city, v.district]).toEqual([true, true, false]);
  });

  it('keeps the parent link when a normaliser also lists a dependent in its own group', () => {
    const flat = [...groups, group([region], { isDependentFieldGroup: true })];
    expect(visibility(flat, { country: 'de' }, { now: NOW }).region).toBe(false);
    expect(allFields(flat).filter((f) => f.id === 'region')).toHaveLength(1);
  });

  it('lets a hide predicate hide a field and, through it, its dependents', () => {
    const v = visibility(groups, { country: 'fr', region: 'x' }, { now: NOW, hide: (f) => f.id === 'region' });
    expect([v.country, v.region, v.city]).toEqual([true, false, false]);
  });

  it('hides a dependent whose filter has an unknown operator', () => {
    const odd = withDependent(field('a'), field('b'), { operator: 'MATCHES' as never, strValue: 'x' });
    expect(visibility([group([odd])], { a: 'x' }, { now: NOW }).b).toBe(false);
  });

  it('reads the value of a parent named like an Object.prototype member as data', () => {
    const parent = withDependent(field('toString'), field('constructor'), { operator: 'IS_NOT_EMPTY' });
    expect(visibility([group([parent])], {}, { now: NOW })).toEqual({ toString: true, constructor: false });
    expect(visibility([group([parent])], { toString: 'x' }, { now: NOW }).constructor).toBe(true);
  });
});
