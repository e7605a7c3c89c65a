// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { recordedVariationsAttribute } from '../../tests/dom';
import { recordedAnswer } from '../../tests/exchanges';
import { readVariationAnswer } from './answer';
import { quantityFor } from './quantity';
import {
  chosenAttributes,
  findMatchingVariations,
  isMatch,
  isPurchasable,
  parseVariations,
  selectOptions,
  type Variation,
} from './variations';

const COLOUR = 'attribute_pa_mau-sac';
const SIZE = 'attribute_pa_kich-thuoc';
/** The recorded polo shirt's nine variations, as its page carries them. */
const recorded = (): Variation[] => {
  const variations = parseVariations(recordedVariationsAttribute());
  if (!variations) throw new Error('the recorded page has its variations inline');
  return variations;
};
const ids = (variations: readonly Variation[]): number[] => variations.map((variation) => variation.variation_id);
const SIZES = ['l', 'm', 's'];
const COLOURS = ['den', 'do', 'xanh'];

describe('parseVariations', () => {
  it('reads the recorded page’s nine variations, with their attributes and ids', () => {
    const variations = recorded();
    expect(ids(variations)).toEqual([36, 37, 38, 39, 40, 41, 42, 43, 44]);
    expect(variations[4]!.attributes).toEqual({ [COLOUR]: 'xanh', [SIZE]: 'm' });
    expect(variations[4]!.sku).toBe('LAB-POLO-XANH-M');
  });

  it('gives false for WooCommerce’s `false` (ask the server), and for a missing or unreadable attribute', () => {
    expect(parseVariations('false')).toBe(false);
    expect(parseVariations(null)).toBe(false);
    expect(parseVariations('[{"attributes":')).toBe(false);
    expect(parseVariations('{"attributes":{}}')).toBe(false);
  });

  it('drops entries without string attributes or a numeric id', () => {
    const text = JSON.stringify([
      { attributes: { a: 'x' }, variation_id: 1 },
      { attributes: { a: 1 }, variation_id: 2 },
      { attributes: { a: 'x' }, variation_id: '3' },
      null,
      { variation_id: 4 },
    ]);
    expect(ids(parseVariations(text) as Variation[])).toEqual([1]);
  });
});

describe('readVariationAnswer', () => {
  it('reads the recorded get_variation answer as the variation', () => {
    const variation = readVariationAnswer(recordedAnswer('19-get-variation'));
    expect(variation).toMatchObject({ variation_id: 40, sku: 'LAB-POLO-XANH-M', attributes: { [COLOUR]: 'xanh', [SIZE]: 'm' } });
  });

  it('reads false, and the empty answer WooCommerce gives a request it ignores, as no match', () => {
    expect(readVariationAnswer(false)).toBe(false);
    expect(readVariationAnswer('')).toBe(false);
  });

  it('throws for anything WooCommerce never answers', () => {
    expect(() => readVariationAnswer({ error: true })).toThrow(TypeError);
    expect(() => readVariationAnswer([])).toThrow(TypeError);
    expect(() => readVariationAnswer(true)).toThrow(TypeError);
    expect(() => readVariationAnswer({ attributes: {}, variation_id: 'x' })).toThrow(TypeError);
  });
});

describe('matching a choice', () => {
  it('counts the fields and the ones chosen', () => {
    expect(chosenAttributes([[COLOUR, 'xanh'], [SIZE, '']])).toEqual({ count: 2, chosenCount: 1, data: { [COLOUR]: 'xanh', [SIZE]: '' } });
    expect(chosenAttributes([])).toEqual({ count: 0, chosenCount: 0, data: {} });
  });

  it('finds the one variation of a full choice, and the ones a partial choice leaves', () => {
    expect(ids(findMatchingVariations(recorded(), { [COLOUR]: 'xanh', [SIZE]: 'm' }))).toEqual([40]);
    expect(ids(findMatchingVariations(recorded(), { [COLOUR]: 'xanh', [SIZE]: '' }))).toEqual([39, 40, 41]);
    expect(ids(findMatchingVariations(recorded(), { [COLOUR]: 'tim', [SIZE]: 'm' }))).toEqual([]);
  });

  it('treats a variation’s empty value as “any”', () => {
    const anyColour = { [COLOUR]: '', [SIZE]: 'm' };
    expect(isMatch(anyColour, { [COLOUR]: 'do', [SIZE]: 'm' })).toBe(true);
    expect(isMatch(anyColour, { [COLOUR]: 'do', [SIZE]: 'l' })).toBe(false);
    // An attribute the choice does not name does not stand in the way, as in WooCommerce.
    expect(isMatch(anyColour, { [SIZE]: 'm' })).toBe(true);
  });

  it('picks the first matching variation in the server’s order when “any” overlaps a specific one', () => {
    const variations: Variation[] = [
      { attributes: { [COLOUR]: '', [SIZE]: 'm' }, variation_id: 1 },
      { attributes: { [COLOUR]: 'do', [SIZE]: 'm' }, variation_id: 2 },
    ];
    expect(ids(findMatchingVariations(variations, { [COLOUR]: 'do', [SIZE]: 'm' }))).toEqual([1, 2]);
  });
});

describe('selectOptions', () => {
  it('leaves every option of the recorded product, where every combination exists', () => {
    expect(selectOptions(recorded(), { [COLOUR]: 'den', [SIZE]: '' }, SIZE, SIZES, '', 'yes')).toEqual({
      keep: [true, true, true],
      disabled: [false, false, false],
      placeholder: true,
      value: '',
    });
  });

  it('drops the sizes no variation of the chosen colour has, judging each select by the others only', () => {
    // Without Đen / L and Xanh / S.
    const variations = recorded().filter((variation) => ![44, 39].includes(variation.variation_id));
    const chosen = { [COLOUR]: 'den', [SIZE]: 'l' };
    expect(selectOptions(variations, chosen, SIZE, SIZES, 'l', 'yes')).toMatchObject({ keep: [false, true, true], value: '' });
    // The colour select does not count its own choice: Đỏ and Xanh are offered for size L, and Đen no longer is.
    expect(selectOptions(variations, chosen, COLOUR, COLOURS, 'den', 'yes')).toMatchObject({ keep: [false, true, true], value: '' });
  });

  it('keeps an option of inactive variations only disabled, and lets “any” offer every option', () => {
    const variations: Variation[] = [
      { attributes: { [COLOUR]: 'den', [SIZE]: 'l' }, variation_id: 1, variation_is_active: false },
      { attributes: { [COLOUR]: '', [SIZE]: 'm' }, variation_id: 2, variation_is_active: true },
    ];
    expect(selectOptions(variations, { [SIZE]: 'l' }, COLOUR, COLOURS, 'den', 'yes')).toEqual({
      keep: [true, false, false],
      disabled: [true, false, false],
      placeholder: true,
      value: '',
    });
    expect(selectOptions(variations, { [SIZE]: 'm' }, COLOUR, COLOURS, 'do', 'yes')).toEqual({
      keep: [true, true, true],
      disabled: [false, false, false],
      placeholder: true,
      value: 'do',
    });
  });

  it('matches options by their text after decoding, as WooCommerce decodes entities', () => {
    const variations: Variation[] = [{ attributes: { attribute_finish: 'Matt &amp; gloss' }, variation_id: 1, variation_is_active: true }];
    const decode = (value: string): string => value.replace('&amp;', '&');
    expect(selectOptions(variations, {}, 'attribute_finish', ['Matt & gloss', 'Matt'], '', 'yes', decode).keep).toEqual([true, false]);
  });

  it('drops the placeholder after a valid choice only when the shop hides it (`show_option_none` no)', () => {
    const variations: Variation[] = [{ attributes: { attribute_a: 'x' }, variation_id: 1, variation_is_active: true }];
    expect(selectOptions(variations, {}, 'attribute_a', ['x'], 'x', 'no')).toMatchObject({ placeholder: false, value: 'x' });
    expect(selectOptions(variations, {}, 'attribute_a', ['x'], 'x', 'yes').placeholder).toBe(true);
    expect(selectOptions(variations, {}, 'attribute_a', ['x'], '', 'no').placeholder).toBe(true);
  });
});

describe('isPurchasable and quantityFor', () => {
  it('refuses a variation out of stock, not purchasable or not visible', () => {
    const variations = recorded();
    expect(isPurchasable(variations[0]!)).toBe(true);
    expect(isPurchasable(variations[8]!)).toBe(false); // Đen / L, out of stock
    expect(isPurchasable({ ...variations[0]!, is_purchasable: false })).toBe(false);
    expect(isPurchasable({ ...variations[0]!, variation_is_visible: false })).toBe(false);
  });

  it('keeps the shopper’s quantity within the variation’s bounds; an empty max is no limit', () => {
    const variation: Variation = { attributes: {}, variation_id: 1, min_qty: 1, max_qty: 5 };
    expect(quantityFor(variation, '3')).toEqual({ value: '3', min: '1', max: '5', hidden: false });
    expect(quantityFor(variation, '9')).toEqual({ value: '5', min: '1', max: '5', hidden: false });
    expect(quantityFor(variation, '0')).toEqual({ value: '1', min: '1', max: '5', hidden: false });
    expect(quantityFor(variation, 'abc')).toEqual({ value: '1', min: '1', max: '5', hidden: false });
    expect(quantityFor({ ...variation, max_qty: '' }, '120')).toEqual({ value: '120', min: '1', max: '', hidden: false });
  });

  it('sets one and hides the field for a product sold individually', () => {
    expect(quantityFor({ attributes: {}, variation_id: 1, is_sold_individually: 'yes', min_qty: 1, max_qty: 5 }, '4')).toEqual({
      value: '1',
      min: '1',
      max: '',
      hidden: true,
    });
  });
});
