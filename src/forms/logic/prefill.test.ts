import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldType } from '../types';
import { FIELD_TYPES } from '../types';
import { initialValue } from './prefill';
import { field } from './testing';

const text = field('firstname', 'text', { defaultValue: 'Default' });
const hiddenWithDefault = field('source', 'text', { hidden: true, defaultValue: 'ad' });

describe('prefill precedence', () => {
  it('a URL parameter beats known data and the default', () => {
    expect(initialValue(text, { urlParams: { firstname: 'Url' }, known: { firstname: 'Known' } })).toBe('Url');
  });

  it('a hidden field keeps its default over a URL parameter', () => {
    expect(initialValue(hiddenWithDefault, { urlParams: { source: 'url' } })).toBe('ad');
  });

  it('a hidden field keeps its default over known data', () => {
    expect(initialValue(hiddenWithDefault, { known: { source: 'crm' } })).toBe('ad');
  });

  it('a hidden field without a default takes the URL parameter', () => {
    expect(initialValue(field('source', 'text', { hidden: true }), { urlParams: { source: 'url' } })).toBe('url');
  });

  it('known data beats the default', () => {
    expect(initialValue(text, { known: { firstname: 'Known' } })).toBe('Known');
  });

  it('ignoreCurrentValues skips known data', () => {
    expect(initialValue(text, { known: { firstname: 'Known' }, ignoreCurrentValues: true })).toBe('Default');
  });

  it('falls back to the default, then to selectedOptions', () => {
    expect(initialValue(text)).toBe('Default');
    expect(initialValue(field('plan', 'radio', { selectedOptions: ['pro'] }))).toBe('pro');
  });

  it('treats a blank URL parameter as absent', () => {
    expect(initialValue(text, { urlParams: { firstname: '' }, known: { firstname: 'Known' } })).toBe('Known');
  });

  it('finds a URL parameter by field name when the id is prefixed', () => {
    const ticket = field('TICKET.subject', 'text', { name: 'subject' });
    expect(initialValue(ticket, { urlParams: { subject: 'Help' } })).toBe('Help');
  });

  it('turns spaces in an e-mail from the URL into plus signs', () => {
    expect(initialValue(field('email', 'email'), { urlParams: { email: 'ada lovelace@x.io' } })).toBe('ada+lovelace@x.io');
  });

  it('leaves spaces in other URL values alone', () => {
    expect(initialValue(field('name'), { urlParams: { name: 'Ada Lovelace' } })).toBe('Ada Lovelace');
  });

  it('never prefills a file field', () => {
    const file = field('cv', 'file', { defaultValue: 'x.pdf' });
    expect(initialValue(file, { urlParams: { cv: 'a.pdf' }, known: { cv: 'b.pdf' } })).toEqual([]);
  });

  it('types a multi-checkbox as the ;-separated options', () => {
    const box = field('topics', 'checkbox', { selectedOptions: ['a'] });
    expect(initialValue(box, { urlParams: { topics: 'a; b;;c' } })).toEqual(['a', 'b', 'c']);
    expect(initialValue(box)).toEqual(['a']);
    expect(initialValue(field('none', 'checkbox'))).toEqual([]);
  });

  it('types a boolean checkbox from true/false', () => {
    const b = field('optin', 'booleancheckbox');
    expect(initialValue(b, { known: { optin: 'TRUE' } })).toBe(true);
    expect(initialValue(b, { known: { optin: 'false' } })).toBe(false);
    expect(initialValue(field('x', 'booleancheckbox', { selectedOptions: ['true'] }))).toBe(true);
  });

  it('takes each type default in the shape the type holds', () => {
    const value = (...args: Parameters<typeof field>) => initialValue(field(...args));
    expect(value('f', 'checkbox', { selectedOptions: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(value('f', 'checkbox', { defaultValue: 'a;b' })).toEqual(['a', 'b']);
    expect(value('f', 'checkbox')).toEqual([]);
    expect(value('f', 'booleancheckbox', { defaultValue: 'true' })).toBe(true);
    expect(value('f', 'booleancheckbox', { selectedOptions: ['true'] })).toBe(true);
    expect(value('f', 'booleancheckbox', { defaultValue: 'false' })).toBe(false);
    expect(value('f', 'file', { defaultValue: 'x.pdf' })).toEqual([]);
    expect(value('f', 'select', { selectedOptions: ['b'] })).toBe('b');
    expect(value('f', 'text')).toBe('');
  });

  it('never loses a URL value for a visible non-file field', () => {
    const types = FIELD_TYPES.filter((t) => t !== 'file');
    fc.assert(
      fc.property(
        fc.constantFrom<FieldType>(...types),
        fc.string({ minLength: 1 }).filter((s) => /[^\s;]/.test(s)),
        fc.string(),
        fc.string(),
        fc.boolean(),
        (type, url, known, def, ignore) => {
          const f = field('f', type, { defaultValue: def });
          const got = initialValue(f, { urlParams: { f: url }, known: { f: known }, ignoreCurrentValues: ignore });
          if (type === 'checkbox') expect(got).toEqual(url.split(';').map((s) => s.trim()).filter(Boolean));
          else if (type === 'booleancheckbox') expect(got).toBe(url.trim().toLowerCase() === 'true');
          else expect(got).toBe(type === 'email' ? url.replace(/ /g, '+') : url);
        },
      ),
    );
  });

  it('does not trip over URL parameters named like object methods', () => {
    expect(initialValue(field('constructor'), { urlParams: {} })).toBe('');
  });
});
