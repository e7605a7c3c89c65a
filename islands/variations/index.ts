import { liveRegion } from '../../src/dom/announce';
import { variations as strings } from '../../src/i18n/catalogs/variations';
import type { IslandModule } from '../../src/runtime/types';
import { i18nReady } from '../../stores/i18n';
import { enhanceVariationsForm } from './form';

/**
 * The variations form at or above `element`, by `parentElement` rather than `closest()`: the DOM
 * used by the unit tests (happy-dom) answers `closest()` with a form object other than the one in
 * the tree, whose listeners would never hear the page's events.
 */
function formOf(element: HTMLElement): HTMLFormElement | undefined {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLFormElement && node.classList.contains('variations_form')) return node;
  }
  return undefined;
}

/** Forms already enhanced: one island per form, whatever number of attribute tables it holds. */
const enhanced = new WeakSet<HTMLFormElement>();

/**
 * WooCommerce's variations form (`form.variations_form`, mounted on its `.variations` table, or on
 * the form itself), as its add-to-cart-variation.js runs it: choices matched against `data-product_variations` (or asked of `get_variation` when the
 * product has too many), the price, stock, description, SKU and picture of the chosen variation,
 * unavailable options taken out, and the add-to-cart button enabled only for a full, available
 * choice. The `add-to-cart` island sends the chosen variation.
 */
const variationsForm: IslandModule = {
  async mount(element) {
    await i18nReady(strings);
    const form = formOf(element);
    if (!form || enhanced.has(form)) return undefined;
    enhanced.add(form);
    liveRegion();
    const dispose = await enhanceVariationsForm(form);
    return () => {
      enhanced.delete(form);
      dispose();
    };
  },
};

export default variationsForm;
