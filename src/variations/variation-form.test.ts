import { describe, expect, it } from 'vitest';
import { initialState, variationForm, type FormAction, type Impossible, type VariationFormState } from './variation-form';
import type { Variation } from './variations';

const variation = (id: number, size: string, more: Partial<Variation> = {}): Variation => ({
  attributes: { attribute_size: size },
  variation_id: id,
  variation_is_active: true,
  image_id: id,
  ...more,
});
const LIST = [variation(1, 's'), variation(2, 'm', { is_in_stock: false })];
const never: Impossible = () => false;
const run = (state: VariationFormState, ...actions: FormAction[]): VariationFormState =>
  actions.reduce((current, action) => variationForm(current, action, never), state);
const names = (state: VariationFormState): string[] => state.events.map(([name]) => name);

describe('variationForm', () => {
  it('starts as WooCommerce does: the product’s own details, then check_variations and wc_variation_form', () => {
    const state = run(initialState(LIST, { attribute_size: '' }), { type: 'start', info: 'form' });
    expect(names(state)).toEqual([
      'woocommerce_update_variation_values', 'update_variation_values', 'woocommerce_gallery_reset_slide_position',
      'woocommerce_gallery_init_zoom', 'reset_image', 'hide_variation', 'reset_data', 'check_variations', 'wc_variation_form',
    ]);
    expect(state.events.at(-1)![1]).toEqual(['form']);
    expect([state.started, state.wait, state.clear, state.variationId]).toEqual([true, 'selection-needed', false, undefined]);
  });

  it('finds the chosen variation, and says an out-of-stock one cannot be bought', () => {
    const started = run(initialState(LIST, { attribute_size: '' }), { type: 'start', info: null }, { type: 'announced', count: 9 });
    const found = run(started, { type: 'change', values: { attribute_size: 's' } });
    expect(names(found)).toEqual([
      'woocommerce_variation_select_change', 'woocommerce_update_variation_values', 'update_variation_values',
      'woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom', 'show_variation', 'found_variation',
      'check_variations', 'woocommerce_variation_has_changed',
    ]);
    expect([found.shown?.variation_id, found.variationId, found.wait, found.clear]).toEqual([1, '1', undefined, true]);
    const unavailable = run(found, { type: 'change', values: { attribute_size: 'm' } });
    expect(unavailable.events.filter(([name]) => name === 'show_variation').at(-1)![1]).toEqual([LIST[1], false]);
    expect(unavailable.wait).toBe('is-unavailable');
  });

  it('clears a choice the others made impossible, with a change on its select', () => {
    const impossible: Impossible = (_list, _values, name) => name === 'attribute_colour';
    const list = [{ ...variation(1, 's'), attributes: { attribute_size: 's', attribute_colour: 'red' } }];
    const state = variationForm(initialState(list, { attribute_size: '', attribute_colour: 'blue' }), { type: 'change', values: { attribute_size: 's', attribute_colour: 'blue' } }, impossible);
    expect(state.values).toEqual({ attribute_size: 's', attribute_colour: '' });
    expect(state.events).toContainEqual(['change', [], { select: 'attribute_colour' }]);
  });

  it('asks the server for a full choice when the page has no variations, and shows its answer or none', () => {
    const asking = run(initialState(false, { attribute_size: '' }), { type: 'change', values: { attribute_size: 's' } });
    expect(asking.ask).toEqual({ data: { attribute_size: 's' }, n: 1 });
    expect(names(asking)).toEqual(['check_variations', 'woocommerce_variation_has_changed']);
    expect(run(asking, { type: 'change', values: { attribute_size: 'm' } }).ask?.n).toBe(2);
    expect(run(asking, { type: 'answer', variation: LIST[0]! }).shown).toBe(LIST[0]);
    const none = run(asking, { type: 'answer', variation: false });
    expect([none.note, none.wait, none.shown]).toEqual(['noMatch', 'selection-needed', undefined]);
    const failed = run(asking, { type: 'answer', variation: 'failed' });
    expect([failed.note, failed.wait]).toEqual(['failed', undefined]);
  });

  it('hears another script’s reset_data without announcing it again', () => {
    const state = run(initialState(LIST, { attribute_size: 's' }), { type: 'reset', announce: false });
    expect(names(state)).toEqual(['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom', 'reset_image', 'hide_variation']);
  });

  it('drops the events the island has announced, keeping the ones that came meanwhile', () => {
    const state = run(initialState(LIST, { attribute_size: '' }), { type: 'reset', announce: true }, { type: 'announced', count: 3 });
    expect(names(state)).toEqual(['hide_variation', 'reset_data']);
  });
});
