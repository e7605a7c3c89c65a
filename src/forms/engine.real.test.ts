// The engine on the shared HubSpot fixtures: what real portals send, end to end.
import { describe, expect, it } from 'vitest';
import { answer, environment, fixture, options, submitted } from './engine-testing';
import { createFormEngine } from './index';
import { v2Filter } from './logic/testing';

type RawField = Record<string, unknown> & { name: string };
type RawForm = Record<string, unknown> & { formFieldGroups: { fields: RawField[] }[] };

const fieldsOf = (form: RawForm) => form.formFieldGroups.flatMap((group) => group.fields);
const named = (form: RawForm, name: string) => fieldsOf(form).find((field) => field.name === name)!;


/**
 * lyfta-1 (a real v2 form: select, number, date…) with dependents on its select and its number,
 * their filters as HubSpot serialises them. (No shared fixture has a dependent field.)
 */
function lyftaWithDependents() {
  const form = structuredClone(fixture('lyfta-1.json')) as RawForm;
  const dependent = (name: string) => ({ ...named(form, 'lastname'), name, label: name, required: true });
  named(form, 'drop_down').dependentFieldFilters = [
    { filters: [v2Filter('EQ', { strValue: '2' })], dependentFormField: dependent('why_dos'), formFieldAction: 'DISPLAY' },
  ];
  named(form, 'nombre').dependentFieldFilters = [
    { filters: [v2Filter('GT', { numberValue: 10 })], dependentFormField: dependent('team_name'), formFieldAction: 'DISPLAY' },
  ];
  return answer(form);
}

describe('dependent fields with the filters HubSpot sends', () => {
  it('shows the dependent of a select once its option is chosen, and submits it', async () => {
    const world = environment({ '/embed/v3/form/': lyftaWithDependents(), '/submissions/v3/': submitted });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    expect(engine.state.values.get('why_dos')?.shown).toBe(false);
    engine.input('drop_down', 'change', '2');
    expect(engine.state.values.get('why_dos')).toMatchObject({ shown: true, errors: [{ key: 'required' }] });
    engine.input('drop_down', 'change', '1');
    expect(engine.state.values.get('why_dos')?.shown).toBe(false);
    engine.input('drop_down', 'change', '2');
    engine.input('why_dos', 'change', 'Dos es mejor');
    engine.input('email', 'change', 'an@example.vn');
    await expect(engine.submit()).resolves.toBe('submitted');
    expect(Object.fromEntries(world.sent[0]!.parts)).toMatchObject({ drop_down: '2', why_dos: 'Dos es mejor' });
  });

  it('shows the dependent of a number above its bound', async () => {
    const engine = createFormEngine(options, environment({ '/embed/v3/form/': lyftaWithDependents() }).env);
    await engine.load();
    engine.input('nombre', 'change', '5');
    expect(engine.state.values.get('team_name')?.shown).toBe(false);
    engine.input('nombre', 'change', '25');
    expect(engine.state.values.get('team_name')?.shown).toBe(true);
  });
});

describe('the e-mail field, sent as a text field named email', () => {
  const FIXTURES = ['apptopia-2', 'hubspot-ruby-v1-1', 'hubspot-ruby-v1-2', 'hubspot-ruby-v1-4', 'lyfta-1', 'lyfta-3', 'sitepen-1', 'stackgo-1'];

  it.each(FIXTURES)('%s: gets the e-mail format rule', async (name) => {
    const engine = createFormEngine(options, environment({ '/embed/v3/form/': answer(fixture(`${name}.json`)) }).env);
    await engine.load();
    expect(engine.state.fields.find((field) => field.id === 'email')?.fieldType).toBe('text');
    engine.input('email', 'change', 'an.nguyen@');
    expect(engine.state.values.get('email')?.errors).toEqual([{ key: 'invalidEmailFormat' }]);
  });

  it('blocks the embed option’s domains and, with the default block list on, what the live check calls free mail', async () => {
    const form = structuredClone(fixture('lyfta-3.json')) as RawForm;
    (named(form, 'email').validation as Record<string, unknown>).useDefaultBlockList = true;
    const check = answer({ email: 'an@gmail.com', success: true, emailShouldResubscribe: false, emailSuggestion: null, emailFree: true });
    const world = environment({ '/embed/v3/form/': answer(form), '/emailcheck/v1/json-ext': check });
    const engine = createFormEngine({ ...options, manuallyBlockedEmailDomain: ['congty.vn'] }, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@congty.vn');
    expect(engine.state.values.get('email')?.errors).toEqual([{ key: 'manuallyBlockedEmailDomain', vars: { domain: 'congty.vn' } }]);
    engine.input('email', 'change', 'an@gmail.com');
    // Until the server has answered, nothing says the address is free mail.
    expect(engine.state.values.get('email')?.errors).toEqual([]);
    await world.emailChecked();
    expect(new URL(world.posted[0]!.url).searchParams.get('includeFreemailSuggestions')).toBe('false');
    expect(engine.state.values.get('email')).toMatchObject({
      value: 'an@gmail.com',
      validationRequestState: 'SUCCEEDED',
      errors: [{ key: 'forbiddenEmailDomain', vars: { domain: 'gmail.com' } }],
    });
  });

  it('refuses nothing and keeps the address when the live check fails: the server decides at submit', async () => {
    const form = structuredClone(fixture('lyfta-3.json')) as RawForm;
    (named(form, 'email').validation as Record<string, unknown>).useDefaultBlockList = true;
    const world = environment({ '/embed/v3/form/': answer(form), '/emailcheck/v1/json-ext': { status: 500, text: 'null' } });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@gmail.com');
    await world.emailChecked();
    expect(world.posted).toHaveLength(1);
    expect(engine.state.values.get('email')).toMatchObject({ value: 'an@gmail.com', validationRequestState: 'FAILED', errors: [] });
  });

  it('runs the live check and shows its verdict', async () => {
    const check = { status: 200, text: JSON.stringify({ email: 'an@example.vn', success: false }) };
    const world = environment({ '/embed/v3/form/': answer(fixture('lyfta-3.json')), '/emailcheck/v1/json-ext': check });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@example.vn');
    await world.emailChecked();
    expect(world.posted.map((post) => post.body)).toEqual(['an@example.vn']);
    expect(engine.state.values.get('email')).toMatchObject({ validationRequestState: 'SUCCEEDED', errors: [{ key: 'invalidEmail' }] });
  });
});

describe('the phone field, sent as a text field named phone', () => {
  it('checks its digit range and submits it without whitespace', async () => {
    const world = environment({ '/embed/v3/form/': answer(fixture('stackgo-1.json')), '/submissions/v3/': submitted });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@example.vn');
    engine.input('phone', 'change', '0912');
    expect(engine.state.values.get('phone')?.errors).toEqual([{ key: 'numberOutOfRange' }]);
    engine.input('phone', 'change', ' +84 912 345 678 ');
    await expect(engine.submit()).resolves.toBe('submitted');
    expect(Object.fromEntries(world.sent[0]!.parts)).toMatchObject({ email: 'an@example.vn', phone: '+84912345678' });
  });
});

describe('hs_context', () => {
  it('carries the definition’s write date from its metaData as formDefinitionUpdatedAt', async () => {
    const embed = structuredClone(fixture('sitepen-1.json')) as { form: Record<string, unknown> };
    // The value of the real hs_context sample (hs-context-1.json).
    embed.form.metaData = [{ name: 'definitionS3WriteDate', value: '1597668979084' }];
    const world = environment({ '/embed/v3/form/': answer(embed), '/submissions/v3/': submitted });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    const values = { firstname: 'An', lastname: 'Nguyễn', company: 'Giao Vận', phone: '0912345678', email: 'an@example.vn' };
    for (const [id, value] of Object.entries(values)) engine.input(id, 'change', value);
    await expect(engine.submit()).resolves.toBe('submitted');
    const context = JSON.parse(String(Object.fromEntries(world.sent[0]!.parts)['hs_context'])) as Record<string, unknown>;
    expect(context.formDefinitionUpdatedAt).toBe('1597668979084');
  });
});

describe('richtext fields', () => {
  it('are shown as content, with no value, no validation and nothing submitted', async () => {
    const form = structuredClone(fixture('lyfta-3.json')) as RawForm;
    const notice = { ...named(form, 'email'), name: 'privacy_notice', fieldType: 'richtext', required: true, richText: { content: '<p>Chúng tôi bảo vệ dữ liệu của bạn.</p>' } };
    form.formFieldGroups[0]!.fields.push(notice);
    const world = environment({ '/embed/v3/form/': answer(form), '/submissions/v3/': submitted });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    expect(engine.state.diagnostics).toEqual([]);
    expect(engine.state.form?.groups[0]?.richTextFields).toEqual([
      { name: 'privacy_notice', fieldType: 'richtext', content: '<p>Chúng tôi bảo vệ dữ liệu của bạn.</p>', index: 1 },
    ]);
    expect(engine.state.values.has('privacy_notice')).toBe(false);
    engine.input('email', 'change', 'an@example.vn');
    await expect(engine.submit()).resolves.toBe('submitted');
    const context = JSON.parse(String(Object.fromEntries(world.sent[0]!.parts)['hs_context'])) as { renderedFieldsIds: string[] };
    expect(world.sent[0]!.parts.map(([name]) => name)).not.toContain('privacy_notice');
    expect(context.renderedFieldsIds).not.toContain('privacy_notice');
  });
});
