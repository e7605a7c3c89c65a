import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ruby1 from '../../../tests/fixtures/hubspot/hubspot-ruby-1.json';
import rubyV1 from '../../../tests/fixtures/hubspot/hubspot-ruby-v1-4.json';
import lyfta1 from '../../../tests/fixtures/hubspot/lyfta-1.json';
import sitepen1 from '../../../tests/fixtures/hubspot/sitepen-1.json';
import stackgo1 from '../../../tests/fixtures/hubspot/stackgo-1.json';
import { FIELD_TYPES } from '../types';
import { normalizeDefinition } from './normalize';

const fixtures: unknown[] = [sitepen1, ruby1, lyfta1, stackgo1, rubyV1];

/** Replaces the value at one path (chosen by `picks`) in a deep copy of `value` with `replacement`. */
function mutate(value: unknown, picks: number[], replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  let node = copy;
  for (const [i, pick] of picks.entries()) {
    if (typeof node !== 'object' || node === null) break;
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const key = keys[pick % keys.length] as string;
    const record = node as Record<string, unknown>;
    if (i === picks.length - 1 || typeof record[key] !== 'object' || record[key] === null) {
      record[key] = replacement;
      break;
    }
    node = record[key];
  }
  return copy;
}

// Every key a field may carry, each given anything at all: a well-formed field is one with a name
// and a known fieldType, whatever else it says.
const junkyField = fc.record(
  {
    name: fc.string({ minLength: 1 }),
    fieldType: fc.constantFrom(...FIELD_TYPES),
    label: fc.anything(),
    required: fc.anything(),
    options: fc.anything(),
    selectedOptions: fc.anything(),
    validation: fc.anything(),
    metaData: fc.anything(),
    dependentFieldFilters: fc.anything(),
    objectTypeId: fc.anything(),
  },
  { requiredKeys: ['name', 'fieldType'] },
);

describe('normalizeDefinition is total', () => {
  it('never throws on arbitrary JSON-like input, and always returns a usable form', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const { form, diagnostics } = normalizeDefinition(raw);
        expect(Array.isArray(form.groups)).toBe(true);
        expect(typeof form.submitText).toBe('string');
        expect(Array.isArray(diagnostics)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on wrapped arbitrary input (form, data list, groups, fields)', () => {
    const wrapped = fc.anything().chain((x) =>
      fc.constantFrom<unknown>({ form: x }, { data: [x] }, { formFieldGroups: x }, { formFieldGroups: [x] }, { formFieldGroups: [{ fields: x }] }, { fields: x }, { metaData: x, style: x }),
    );
    fc.assert(fc.property(wrapped, (raw) => void normalizeDefinition(raw)), { numRuns: 500 });
  });

  it('never throws on a fixture with one value replaced, and never mutates it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtures),
        fc.array(fc.nat(), { minLength: 1, maxLength: 7 }),
        fc.anything(),
        (fixture, picks, replacement) => {
          const raw = mutate(fixture, picks, replacement);
          const before = structuredClone(raw);
          normalizeDefinition(raw);
          expect(raw).toEqual(before);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never drops a well-formed field, whatever its other keys or its neighbours hold', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.oneof(junkyField, fc.anything()), { maxLength: 4 }), { maxLength: 4 }), (groups) => {
        const raw = { formFieldGroups: groups.map((fields) => ({ fields })) };
        const { form } = normalizeDefinition(raw);
        const kept = form.groups.flatMap((g) => g.fields.map((x) => `${x.name}:${x.fieldType}`));
        const wellFormed = groups.flat().flatMap((x) => {
          const candidate = x as { name?: unknown; fieldType?: unknown };
          return typeof x === 'object' && x !== null && !Array.isArray(x) && typeof candidate.name === 'string' && candidate.name &&
            FIELD_TYPES.includes(candidate.fieldType as never)
            ? [`${candidate.name}:${String(candidate.fieldType)}`]
            : [];
        });
        expect(kept).toEqual(wellFormed);
      }),
      { numRuns: 300 },
    );
  });
});
