/**
 * What the variations form writes outside its selects, as WooCommerce's jQuery helpers write it,
 * the part a form needs from the start: putting back the product's own texts and picture (a
 * variation's are set by ./details, which keeps the originals in `data-o_content` /
 * `data-o_<name>`), fields, visibility.
 */
import { SWAPPED_ATTRIBUTES, type ImageSwap } from '../../src/gallery/image';
import type { ButtonWait } from '../../src/variations/variation-form';
import type { Variation } from '../../src/variations/variations';

/** The product's texts a variation replaces (WooCommerce's SKU, weight and dimensions), and its text for each. */
export const TEXTS: ReadonlyArray<[selector: string, text: (variation: Variation) => string | false | undefined]> = [
  ['.product_meta .sku', (variation) => variation.sku],
  [
    '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
    (variation) => !!variation.weight && (variation.weight_html ?? ''),
  ],
  [
    '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
    (variation) => !!variation.dimensions && decodeEntities(variation.dimensions_html ?? ''),
  ],
];

/** WooCommerce's `wc_reset_content`: the page's own text back. */
export function resetContent(elements: Iterable<Element>): void {
  for (const element of elements) {
    const original = element.getAttribute('data-o_content');
    if (original !== null) element.textContent = original;
  }
}

/** WooCommerce's `wc_reset_variation_attr`: the kept value back. */
export function resetVariationAttr(element: Element, name: string): void {
  const original = element.getAttribute(`data-o_${name}`);
  if (original !== null) element.setAttribute(name, original);
}

/** The four parts of a product's gallery a variation changes; any may be missing. */
export function galleryParts(product: Element | null): { [K in keyof ImageSwap]: Element | null | undefined } & { gallery: Element | null | undefined } {
  const gallery = product?.querySelector('.images');
  const slide = gallery?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder');
  return {
    gallery,
    slide,
    image: slide?.querySelector('.wp-post-image'),
    link: slide?.querySelector('a'),
    // WooCommerce's flexslider builds `.flex-control-nav`; Flatsome renders `.product-thumbnails`.
    thumbnail: product?.querySelector('.flex-control-nav li img, .product-thumbnails img'),
  };
}

/** WooCommerce's `wc_variations_image_reset`: the product's own picture back in the gallery's first image, slide, link and thumbnail. */
export function resetImage(product: Element | null): void {
  const parts = galleryParts(product);
  for (const part of Object.keys(SWAPPED_ATTRIBUTES) as Array<keyof ImageSwap>) {
    const element = parts[part];
    if (element) for (const name of SWAPPED_ATTRIBUTES[part]) resetVariationAttr(element, name);
  }
}

/** Sets a field's value as a script of WooCommerce's does, with the `change` other scripts listen for. */
export function setField(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** jQuery's `show()`/`hide()` as WooCommerce uses them: the inline display only. */
export const show = (element: HTMLElement | null | undefined, visible: boolean): void => {
  if (element) element.style.display = visible ? '' : 'none';
};

/** Decodes HTML entities as WooCommerce does with `$('<div/>').html(value).text()`, inertly. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  const box = document.createElement('textarea');
  box.innerHTML = value;
  return box.value;
}

/** WooCommerce's button: usable, or `disabled` (by class, so a click still explains) with why. */
export function setButtons(form: HTMLFormElement, wait: ButtonWait | undefined): void {
  for (const button of form.querySelectorAll<HTMLElement>('.single_add_to_cart_button')) {
    button.classList.toggle('disabled', !!wait);
    button.classList.toggle('wc-variation-selection-needed', wait === 'selection-needed');
    button.classList.toggle('wc-variation-is-unavailable', wait === 'is-unavailable');
    // Assistive technology hears the wait too.
    if (wait) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  }
  const box = form.querySelector('.woocommerce-variation-add-to-cart');
  box?.classList.toggle('woocommerce-variation-add-to-cart-enabled', !wait);
  box?.classList.toggle('woocommerce-variation-add-to-cart-disabled', !!wait);
}

/** A note of ours after `.single_variation`: a choice the server could not answer. */
const FAILED = 'si-variation-error';
const NOTES = { noMatch: 'wc-no-matching-variations woocommerce-info', failed: `${FAILED} woocommerce-error` } as const;

/**
 * The form's note where WooCommerce puts it, right after `.single_variation` (between nodes the
 * form does not render, so placed here rather than rendered): WooCommerce's "no match", or ours
 * for a failed `get_variation`; `undefined` takes it away.
 */
export function placeNote(form: HTMLFormElement, note: keyof typeof NOTES | undefined, text: string): void {
  for (const element of form.querySelectorAll('.wc-no-matching-variations, .' + FAILED)) element.remove();
  if (!note) return;
  const element = document.createElement('p');
  element.className = NOTES[note];
  element.textContent = text;
  (form.querySelector('.single_variation') ?? form.querySelector('.single_variation_wrap'))?.after(element);
}
