import { describe, expect, it } from 'vitest';
import { makeField } from '../rules/test-field';
import type { FieldType, InputState } from '../types';
import { initialInputState, inputEvent, type InputEvent } from './state';
import { shouldShowError } from './timing';

const after = (...events: InputEvent[]): InputState => events.reduce(inputEvent, initialInputState());
const show = (type: FieldType, inputs: Record<string, InputState>, attempted = false) =>
  shouldShowError(makeField(type), inputs, attempted);

describe('shouldShowError', () => {
  it('shows every field after an attempt, even untouched ones', () => {
    for (const type of ['text', 'date', 'radio'] as const) expect(show(type, { main: after() }, true)).toBe(true);
  });

  it('shows nothing for an untouched field before an attempt', () => {
    for (const type of ['text', 'date', 'radio'] as const) expect(show(type, { main: after() })).toBe(false);
  });

  describe('text-like fields', () => {
    it('hide errors while only focused', () => expect(show('email', { main: after('focus') })).toBe(false));
    it('hide errors while the visitor is typing', () => expect(show('text', { main: after('focus', 'change') })).toBe(false));
    it('show errors once typing went stale', () => expect(show('number', { main: after('focus', 'change', 'stale') })).toBe(true));
    it('show errors after a blur', () => expect(show('phone', { main: after('focus', 'blur') })).toBe(true));
  });

  describe('choice fields', () => {
    it('hide errors after a change without blur', () => {
      for (const type of ['checkbox', 'radio', 'select', 'booleancheckbox', 'payment_link_radio'] as const)
        expect(show(type, { main: after('focus', 'change', 'stale') })).toBe(false);
    });
    it('show errors after a blur', () => {
      for (const type of ['checkbox', 'radio', 'select', 'booleancheckbox', 'payment_link_radio'] as const)
        expect(show(type, { main: after('focus', 'change', 'blur') })).toBe(true);
    });
  });

  describe('dates', () => {
    it('hide errors while focus moved from the input to the picker', () =>
      expect(show('date', { main: after('focus', 'change', 'blur'), picker: after('focus') })).toBe(false));
    it('hide errors while the refocused input is focused', () =>
      expect(show('date', { main: after('focus', 'blur', 'focus'), picker: after() })).toBe(false));
    it('show errors once every touched part is blurred', () =>
      expect(show('date', { main: after('focus', 'blur'), picker: after('focus', 'change', 'blur') })).toBe(true));
    it('do not wait for a part never touched', () =>
      expect(show('date', { main: after('focus', 'change', 'blur'), picker: after() })).toBe(true));
    it('hide errors after a stale change while still focused', () =>
      expect(show('date', { main: after('focus', 'change', 'stale') })).toBe(false));
  });
});
