import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeField } from '../rules/test-field';
import type { FieldState, InputState } from '../types';
import { FIELD_TYPES } from '../types';
import {
  DATE_INPUTS,
  coerceValue,
  STALE_TIMEOUT,
  fieldInputEvent,
  initialFieldState,
  initialInputState,
  inputEvent,
  setFieldValue,
  type InputEvent,
} from './state';

const all = (value: boolean): InputState => ({ focused: value, updating: value, touched: value, blurred: value, changed: value });

describe('inputEvent', () => {
  it('render resets every flag', () => {
    expect(inputEvent(all(true), 'render')).toEqual(all(false));
  });

  it('focus sets focused and touched, leaving the rest', () => {
    expect(inputEvent(initialInputState(), 'focus')).toEqual({ ...all(false), focused: true, touched: true });
  });

  it('change sets touched, updating and changed', () => {
    expect(inputEvent(initialInputState(), 'change')).toEqual({ ...all(false), touched: true, updating: true, changed: true });
  });

  it('blur clears focused and updating and sets blurred, keeping touched and changed', () => {
    expect(inputEvent(all(true), 'blur')).toEqual({ ...all(true), focused: false, updating: false, blurred: true });
  });

  it('stale clears only updating', () => {
    expect(inputEvent(all(true), 'stale')).toEqual({ ...all(true), updating: false });
  });

  it('does not mutate the state it is given', () => {
    const state = initialInputState();
    inputEvent(state, 'focus');
    expect(state).toEqual(all(false));
  });

  it('a change goes stale after one second', () => {
    expect(STALE_TIMEOUT).toBe(1000);
  });

  it('no event sequence breaks the flag invariants', () => {
    const events = fc.array(fc.constantFrom<InputEvent>('render', 'focus', 'change', 'blur', 'stale'), { maxLength: 40 });
    fc.assert(
      fc.property(events, (sequence) => {
        const state = sequence.reduce(inputEvent, initialInputState());
        expect(!state.focused || state.touched).toBe(true);
        expect(!state.changed || state.touched).toBe(true);
        expect(!state.updating || state.changed).toBe(true);
        if (sequence.at(-1) === 'blur') expect(state.focused || state.updating).toBe(false);
      }),
    );
  });
});

describe('fieldInputEvent', () => {
  it('updates only the named input and never loses the value', () => {
    const events = fc.array(
      fc.tuple(fc.constantFrom<InputEvent>('render', 'focus', 'change', 'blur', 'stale'), fc.constantFrom(...DATE_INPUTS)),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(fc.string(), events, (value, sequence) => {
        const start = { ...initialFieldState(makeField('date'), 0, ''), value };
        const end = sequence.reduce<FieldState>((state, [event, input]) => fieldInputEvent(state, event, input), start);
        expect(end.value).toBe(value);
        expect(Object.keys(end.inputState).sort()).toEqual([...DATE_INPUTS].sort());
        for (const input of DATE_INPUTS) {
          const expected = sequence.filter(([, name]) => name === input).reduce((s, [e]) => inputEvent(s, e), initialInputState());
          expect(end.inputState[input]).toEqual(expected);
        }
      }),
    );
  });

  it('gives back the same state for an event that changes no flag', () => {
    const focused = fieldInputEvent(initialFieldState(makeField('text'), 0, ''), 'focus');
    expect(fieldInputEvent(focused, 'focus')).toBe(focused);
    expect(fieldInputEvent(focused, 'blur')).not.toBe(focused);
  });

  it('creates the state of an input it has not seen', () => {
    const state = fieldInputEvent(initialFieldState(makeField('text'), 0, ''), 'focus', 'other');
    expect(state.inputState.other).toEqual({ ...all(false), focused: true, touched: true });
  });

  it('creates the state of an input named like an Object.prototype member', () => {
    const state = fieldInputEvent(initialFieldState(makeField('text'), 0, ''), 'focus', 'toString');
    expect(state.inputState['toString']).toEqual({ ...all(false), focused: true, touched: true });
  });
});

describe('initialFieldState', () => {
  it('starts shown with its value, without errors, infos or e-mail check, with one untouched main input', () => {
    const field = makeField('email', { dependentFieldIds: ['x'] });
    expect(initialFieldState(field, 2, 'a@b.co')).toEqual({
      value: 'a@b.co',
      errors: [],
      infos: [],
      shown: true,
      groupIndex: 2,
      dependentFieldIds: ['x'],
      inputState: { main: all(false) },
      validationRequestState: 'NOT_REQUESTED',
      isErrorVisible: false,
    });
  });

  it('gives a date one state per part', () => {
    expect(Object.keys(initialFieldState(makeField('date'), 0, '').inputState)).toEqual(['main', 'picker']);
  });

  it('starts a dependent field hidden, remembering its parent and filters', () => {
    const filters = [{ operator: 'EQ' as const, strValue: 'yes' }];
    const state = initialFieldState(makeField('text'), 1, '', { parent: makeField('text', { id: 'parent' }), filters });
    expect(state).toMatchObject({ shown: false, parentField: 'parent', logicFilter: filters });
  });
});

describe('setFieldValue', () => {
  it('clears errors, infos and the e-mail check state of the old value', () => {
    const state = {
      ...initialFieldState(makeField('email'), 0, ''),
      errors: [{ key: 'invalidEmail' as const }],
      infos: [{ key: 'emailSuggestion' as const }],
      validationRequestState: 'SUCCEEDED' as const,
    };
    expect(setFieldValue(state, 'new@b.co')).toMatchObject({ value: 'new@b.co', errors: [], infos: [], validationRequestState: 'NOT_REQUESTED' });
  });
});

describe('coerceValue', () => {
  it('gives each type its shape from null, numbers and text', () => {
    expect(coerceValue(makeField('text'), null)).toBe('');
    expect(coerceValue(makeField('number'), 42.5)).toBe('42.5');
    expect(coerceValue(makeField('booleancheckbox'), 1)).toBe(true);
    expect(coerceValue(makeField('booleancheckbox'), ' TRUE ')).toBe(true);
    expect(coerceValue(makeField('booleancheckbox'), 0)).toBe(false);
    expect(coerceValue(makeField('checkbox'), 'a; b;;')).toEqual(['a', 'b']);
    expect(coerceValue(makeField('checkbox'), null)).toEqual([]);
    expect(coerceValue(makeField('file'), [{ name: 'cv.pdf', size: 1 }, 'x'])).toEqual([{ name: 'cv.pdf', size: 1 }]);
  });

  it('never throws, whatever it is handed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_TYPES), fc.anything({ withNullPrototype: true, withBoxedValues: true }), (type, value) => {
        const coerced = coerceValue(makeField(type), value);
        expect(['string', 'boolean'].includes(typeof coerced) || Array.isArray(coerced)).toBe(true);
      }),
    );
  });
});
