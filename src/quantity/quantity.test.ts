import { describe, expect, it } from 'vitest';
import { raiseToMin, readBounds, stepQuantity } from './quantity';

const bounds = (min: string | null, max: string | null, step: string | null) => readBounds(min, max, step);

describe('quantity bounds', () => {
  it('defaults to min 0, step 1 and no max, as WooCommerce prints them', () => {
    expect(bounds(null, '', null)).toEqual({ min: 0, max: undefined, step: 1 });
    expect(bounds('1', '', 'any')).toEqual({ min: 1, max: undefined, step: 1 });
    expect(bounds('', '10', '0')).toEqual({ min: 0, max: 10, step: 1 });
  });
});

describe('stepQuantity', () => {
  it('adds and removes one step', () => {
    expect(stepQuantity('1', 1, bounds('1', '', '1'))).toBe(2);
    expect(stepQuantity('3', -1, bounds('1', '', '1'))).toBe(2);
  });
  it('respects max and min', () => {
    expect(stepQuantity('5', 1, bounds('1', '5', '1'))).toBe(5);
    expect(stepQuantity('9', 1, bounds('1', '5', '1'))).toBe(5);
    expect(stepQuantity('1', -1, bounds('1', '5', '1'))).toBe(1);
  });
  it('stays on the step grid at the bounds, so the browser accepts the value', () => {
    expect(stepQuantity('9', 1, bounds('0', '10', '3'))).toBe(9);
    expect(stepQuantity('6', 1, bounds('0', '10', '3'))).toBe(9);
    expect(stepQuantity('1', 1, bounds('1', '10', '3'))).toBe(4);
    expect(stepQuantity('10', 1, bounds('1', '10', '3'))).toBe(10);
    expect(stepQuantity('0.6', 1, bounds('0', '1', '0.3'))).toBe(0.9);
    expect(stepQuantity('1', -1, bounds('-5', null, '2'))).toBe(1);
  });

  it('never goes below zero, whatever min says', () => {
    expect(stepQuantity('0', -1, bounds(null, null, null))).toBe(0);
    expect(stepQuantity('4', -1, bounds('-4', null, '2'))).toBe(2);
    expect(stepQuantity('2', -1, bounds('-4', null, '2'))).toBe(0);
    expect(stepQuantity('-3', 1, bounds('-5', null, '1'))).toBe(0);
  });
  it('steps by decimals without binary noise', () => {
    expect(stepQuantity('0.1', 1, bounds('0', '', '0.2'))).toBe(0.3);
    expect(stepQuantity('1.5', 1, bounds('0', '2', '0.5'))).toBe(2);
    expect(stepQuantity('0.25', -1, bounds('0', '', '0.05'))).toBe(0.2);
    expect(stepQuantity('1,5', 1, bounds('0', '', '0.5'))).toBe(2);
  });
  it('counts an empty or unreadable value as the minimum', () => {
    expect(stepQuantity('', 1, bounds('2', '', '1'))).toBe(3);
    expect(stepQuantity('abc', -1, bounds('2', '', '1'))).toBe(2);
  });
});

describe('raiseToMin', () => {
  it('raises a value below its min, and leaves others', () => {
    expect(raiseToMin('0', '1')).toBe(1);
    expect(raiseToMin('3', '1')).toBeUndefined();
    expect(raiseToMin('0', null)).toBeUndefined();
    expect(raiseToMin('', '1')).toBeUndefined();
  });
});
