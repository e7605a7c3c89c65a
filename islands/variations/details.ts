/**
 * What a chosen variation changes outside the form (its SKU, weight and dimensions, its picture
 * in the gallery, the quantity's bounds), and what a click on the button says while a choice is
 * missing: fetched beside the form's code on the shopper's first interaction. It imports nothing
 * the form's own chunk has: the page's parts and the form's helpers come in `page`.
 */
import type { AttributeValue, ImageSwap } from '../../src/gallery/image';
import { variationImageSwap } from '../../src/gallery/image-swap';
import { quantityFor } from '../../src/variations/quantity';
import type { Variation } from '../../src/variations/variations';

/** What the form hands over: where things are on the page, and how it resets and sets them. */
export interface DetailsPage {
  /** The product's texts a variation replaces, by selector, and the variation's text for each. */
  texts: ReadonlyArray<[selector: string, text: (variation: Variation) => string | false | undefined]>;
  product: Element | null;
  quantity: HTMLInputElement | null | undefined;
  gallery: { [K in keyof ImageSwap]: Element | null | undefined };
  resetContent(elements: Iterable<Element>): void;
  resetImage(): void;
  setField(field: HTMLInputElement, value: string): void;
  show(element: HTMLElement | null | undefined, visible: boolean): void;
}

/** WooCommerce's `wc_set_content`: new text, the page's own kept in `data-o_content`. */
function setContent(elements: Iterable<Element>, text: string): void {
  for (const element of elements) {
    if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent ?? '');
    element.textContent = text;
  }
}

/** WooCommerce's `wc_set_variation_attr`: `false` removes the attribute; the first value is kept in `data-o_<name>`. */
function setVariationAttr(element: Element, name: string, value: AttributeValue): void {
  if (!element.hasAttribute(`data-o_${name}`)) element.setAttribute(`data-o_${name}`, element.getAttribute(name) ?? '');
  if (value === false) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * What WooCommerce's `onFoundVariation` changes outside the form: the product's texts, the
 * gallery's picture (`wc_variations_image_update`: the variation's, or without one the product's
 * own), the quantity within the variation's bounds.
 */
export function showDetails(page: DetailsPage, variation: Variation): void {
  for (const [selector, text] of page.texts) {
    const value = text(variation);
    const elements = page.product?.querySelectorAll(selector) ?? [];
    if (value === false || value === undefined) page.resetContent(elements);
    else setContent(elements, value);
  }
  const swap = variationImageSwap(variation);
  if (!swap) page.resetImage();
  else {
    for (const part of Object.keys(swap) as Array<keyof ImageSwap>) {
      const element = page.gallery[part];
      if (element) for (const [name, value] of swap[part]) setVariationAttr(element, name, value);
    }
  }
  const { quantity } = page;
  if (quantity) {
    const field = quantityFor(variation, quantity.value);
    quantity.setAttribute('min', field.min);
    quantity.setAttribute('max', field.max);
    page.setField(quantity, field.value);
    page.show(quantity.closest<HTMLElement>('.quantity'), !field.hidden);
  }
}

/**
 * A click on the button while it says a choice is missing or unavailable: WooCommerce's message
 * in the browser's own bubble, on the first attribute still to choose (else the first), brought
 * into view.
 */
export function explain(fields: HTMLSelectElement[], message: string): void {
  const field = fields.find((select) => !select.value) ?? fields[0];
  field?.setCustomValidity(message);
  field?.focus();
  field?.reportValidity();
}
