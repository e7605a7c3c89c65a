import { describe, expect, it } from 'vitest';
import { GUID, PORTAL, definition, environment, options, submitted } from './engine-testing';
import { createFormEngine } from './index';

const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];
const text = (name: string) => ({ name, label: name, fieldType: 'text', type: 'string', required: true, objectTypeId: '0-1' });
// JSON.parse keeps "__proto__" as a plain key, as it arrives from the server.
const prototypeNamed = {
  status: 200,
  text: `{"form":{"portalId":${PORTAL},"guid":"${GUID}","formFieldGroups":${JSON.stringify(NAMES.map((name) => ({ fields: [text(name)] })))}},"properties":{"hasOwnProperty":"known","__proto__":"known too"}}`,
};

describe('field names that are also Object.prototype keys', () => {
  it('loads, validates, takes input and submits every such field', async () => {
    const world = environment({ '/embed/v3/form/': prototypeNamed, '/submissions/v3/': submitted }, { urlParams: { toString: 'from-url' } });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    expect(engine.state.status).toBe('ready');
    expect(engine.state.fields.map((field) => field.id)).toEqual(NAMES);
    expect([...engine.state.values.keys()]).toEqual(NAMES);
    expect(engine.state.values.get('toString')?.value).toBe('from-url');
    expect(engine.state.values.get('hasOwnProperty')?.value).toBe('known');
    expect(engine.state.values.get('__proto__')?.value).toBe('known too');
    expect(engine.state.values.get('constructor')?.errors).toEqual([{ key: 'required' }]);
    engine.input('constructor', 'change', 'c');
    engine.input('__proto__', 'change', 'p');
    expect(engine.state.values.get('constructor')?.errors).toEqual([]);
    await expect(engine.submit()).resolves.toBe('submitted');
    expect(world.sent[0]!.parts.filter(([name]) => name !== 'hs_context')).toEqual([
      ['constructor', 'c'],
      ['toString', 'from-url'],
      ['__proto__', 'p'],
      ['hasOwnProperty', 'known'],
    ]);
  });

  it('puts the server’s rejection of such a field on that field', async () => {
    const body = { formSubmissionError: 'SUBMISSION_FAILURE', validationResults: [{ fieldName: 'constructor', formSubmissionValidationType: 'INVALID_EMAIL' }, { fieldName: '__proto__', formSubmissionValidationType: 'REQUIRED_FIELD' }] };
    const world = environment({ '/embed/v3/form/': prototypeNamed, '/submissions/v3/': { status: 400, text: JSON.stringify(body) } });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    for (const name of NAMES) engine.input(name, 'change', 'x');
    await expect(engine.submit()).resolves.toBe('failed');
    expect(engine.state.values.get('constructor')?.errors).toEqual([{ key: 'invalidEmail' }]);
    expect(engine.state.values.get('__proto__')?.errors).toEqual([{ key: 'required' }]);
    expect(engine.state.values.get('toString')?.errors).toEqual([]);
  });
});

describe('values a script may hand input()', () => {
  const ready = async () => {
    const world = environment({ '/embed/v3/form/': definition });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    return engine;
  };

  it('takes null as the empty value of the field’s type, never throwing', async () => {
    const engine = await ready();
    engine.input('company', 'change', 'Giao Vận');
    expect(() => engine.input('company', 'change', null)).not.toThrow();
    expect(engine.state.values.get('company')).toMatchObject({ value: '', errors: [{ key: 'required' }] });
    engine.input('newsletter_opt_in', 'change', null);
    expect(engine.state.values.get('newsletter_opt_in')?.value).toBe(false);
  });

  it('takes a number as its text, and 1 or 0 as a tick or none', async () => {
    const engine = await ready();
    expect(() => engine.input('phone', 'change', 84912345678)).not.toThrow();
    expect(engine.state.values.get('phone')).toMatchObject({ value: '84912345678', errors: [] });
    engine.input('newsletter_opt_in', 'change', 0);
    expect(engine.state.values.get('newsletter_opt_in')?.value).toBe(false);
    engine.input('newsletter_opt_in', 'change', 1);
    expect(engine.state.values.get('newsletter_opt_in')?.value).toBe(true);
  });
});
