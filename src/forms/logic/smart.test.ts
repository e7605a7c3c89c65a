import { describe, expect, it } from 'vitest';
import { visibility } from './filters';
import { isSmartField, isSmartGroup, smartHide } from './smart';
import { field, group } from './testing';

const known = { email: 'ada@x.io', firstname: '  ', company: 'Acme' };
const smartGroup = group([field('email', 'email'), field('firstname')], { isSmartGroup: true });
const plainGroup = group([field('company'), field('phone', 'phone', { isSmartField: true })]);
const groups = [smartGroup, plainGroup];
const shown = (opts: Parameters<typeof smartHide>[0]) =>
  visibility(groups, {}, { now: 0, hide: smartHide(opts) });

describe('smart fields', () => {
  it('tells smart groups and smart fields apart from plain ones', () => {
    expect([isSmartGroup(smartGroup), isSmartGroup(plainGroup)]).toEqual([true, false]);
    expect(isSmartField(field('x'), smartGroup)).toBe(true);
    expect(isSmartField(field('x', 'text', { isSmartField: true }))).toBe(true);
    expect(isSmartField(field('x'), plainGroup)).toBe(false);
  });

  it('hides a field of a smart group whose value is known, and only that one', () => {
    expect(shown({ known })).toEqual({ email: false, firstname: true, company: true, phone: true });
  });

  it('never hides a field outside smart groups that is not itself smart, even when known', () => {
    expect(shown({ known: { company: 'Acme' } }).company).toBe(true);
  });

  it('hides a smart field in a plain group once its value is known', () => {
    expect(shown({ known: { phone: '+1 555' } }).phone).toBe(false);
  });

  it('shows everything when nothing is known', () => {
    expect(Object.values(shown({}))).not.toContain(false);
  });

  it.each([['isBuilder'], ['isPreview'], ['deactivateSmartForm']] as const)(
    'shows every smart field when %s is set, so editors see the whole form',
    (mode) => {
      expect(Object.values(shown({ known: { ...known, phone: '1' }, [mode]: true }))).not.toContain(false);
    },
  );
});
