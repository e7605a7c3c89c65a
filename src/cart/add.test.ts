import { describe, expect, it } from 'vitest';
import { buttonFields, formFields } from './add';

describe('buttonFields', () => {
  it("sends every data attribute of WooCommerce's loop button, the runtime's own left out", () => {
    // The recorded shop page's button for product 11, once the loader has taken charge of it.
    const dataset = { quantity: '1', product_id: '11', product_sku: 'LAB-001', success_message: 'Đã thêm', islandState: 'hydrated' };
    expect(buttonFields(dataset)).toEqual({ quantity: '1', product_id: '11', product_sku: 'LAB-001', success_message: 'Đã thêm' });
  });

  it('gives nothing without a product id, so the link navigates as a link', () => {
    expect(buttonFields({ quantity: '1' })).toBeUndefined();
    expect(buttonFields({ product_id: '', quantity: '1' })).toBeUndefined();
  });
});

describe('formFields', () => {
  it('turns a simple product form into product_id and quantity, without the add-to-cart field', () => {
    expect(formFields([['quantity', '2'], ['add-to-cart', '11']])).toEqual({ quantity: '2', product_id: '11' });
  });

  it('sends a chosen variation as product_id, with variation_id and the attributes beside it', () => {
    const entries: Array<[string, string]> = [
      ['attribute_pa_size', 'l'],
      ['quantity', '1'],
      ['add-to-cart', '35'],
      ['product_id', '35'],
      ['variation_id', '38'],
    ];
    expect(formFields(entries)).toEqual({ attribute_pa_size: 'l', quantity: '1', product_id: '38', variation_id: '38' });
  });

  it('keeps the fields other plugins add to the form', () => {
    expect(formFields([['quantity', '1'], ['gift_note', 'Chúc mừng'], ['add-to-cart', '11']])).toMatchObject({ gift_note: 'Chúc mừng' });
  });

  it.each([
    ['a variation not chosen yet', [['add-to-cart', '35'], ['product_id', '35'], ['variation_id', '0']]],
    ['an empty variation id', [['add-to-cart', '35'], ['variation_id', '']]],
    ['a grouped product', [['add-to-cart', '50'], ['quantity[12]', '1'], ['quantity[13]', '0']]],
    ['a file upload', [['add-to-cart', '11'], ['logo', new File(['x'], 'logo.png')]]],
    ['no product id', [['quantity', '1']]],
    ['a product id that is not one', [['add-to-cart', 'abc']]],
  ] as Array<[string, Array<[string, FormDataEntryValue]>]>)('leaves %s to the form’s own submit', (_, entries) => {
    expect(formFields(entries)).toBeUndefined();
  });
});
