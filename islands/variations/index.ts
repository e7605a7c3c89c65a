import { createDisposer, type Dispose } from '../../src/events/index';
import { getJQuery, onWooEvent } from '../../src/events/jquery';
import type { IslandModule } from '../../src/runtime/types';

/** The variations form at or above `element` (./form has its own: this chunk imports nothing of it). */
function formOf(element: HTMLElement): HTMLFormElement | undefined {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLFormElement && node.classList.contains('variations_form')) return node;
  }
  return undefined;
}

/** Forms already enhanced: one island per form, whatever number of attribute tables it holds. */
const enhanced = new WeakSet<HTMLFormElement>();

/** Signs that the shopper is coming to the form. */
const APPROACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'change'] as const;
/** WooCommerce's entry points, which other scripts trigger on the form: they need all of it. */
const ENTRIES = ['check_variations', 'reset_data', 'reload_product_variations'] as const;
/** The add-to-cart button (./form has its own: this chunk imports nothing of it). */
const BUTTON = '.single_add_to_cart_button';

/**
 * Whether the form must start with the page rather than with the shopper: a page that comes with
 * a choice made (a link to a variation, the shop's defaults) shows what it chose at once; and with
 * jQuery on the page, other scripts may wait for the form's start (`wc_variation_form`: swatches
 * draw themselves then), so it starts when WooCommerce's would.
 */
function startsNow(form: HTMLFormElement): boolean {
  return !!getJQuery() || Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select')).some((select) => select.value !== '');
}

/**
 * Until the shopper comes: the button as WooCommerce's script leaves it before a choice (disabled
 * by class, so that a click still explains why), and the Clear link hidden. Returns what puts the
 * page's own state back.
 */
function awaitChoice(form: HTMLFormElement): Dispose {
  const buttons = Array.from(form.querySelectorAll<HTMLElement>(BUTTON));
  const reset = form.querySelector<HTMLElement>('.reset_variations');
  const saved = [...buttons, ...(reset ? [reset] : [])].map((element) => [element, element.getAttribute('class'), element.getAttribute('style'), element.getAttribute('aria-disabled')] as const);
  for (const button of buttons) {
    button.classList.add('disabled', 'wc-variation-selection-needed');
    button.setAttribute('aria-disabled', 'true');
  }
  if (reset) reset.style.display = 'none';
  return () => {
    for (const [element, ...values] of saved) {
      (['class', 'style', 'aria-disabled'] as const).forEach((name, i) => (values[i] === null ? element.removeAttribute(name) : element.setAttribute(name, values[i]!)));
    }
  };
}

/**
 * WooCommerce's variations form (`form.variations_form`, mounted on its `.variations` table, or on
 * the form itself), as its add-to-cart-variation.js runs it: choices matched against
 * `data-product_variations` (or asked of `get_variation` when the product has too many), the price,
 * stock, description, SKU and picture of the chosen variation, unavailable options taken out, and
 * the add-to-cart button enabled only for a full, available choice: a React component hydrated on
 * the table (./form). The `add-to-cart` island sends the chosen variation.
 *
 * A form with nothing chosen has nothing to show, so this chunk (plain, no framework: it is part
 * of the product page's start-up) only sets its button and waits:
 * the form's code loads on the shopper's first pointer, touch, focus, key or change in the form
 * (or when another script triggers one of WooCommerce's entry points on it), and a click on the
 * button meanwhile is held and handed to it, which points to the choice still to make.
 */
const variationsForm: IslandModule = {
  async mount(element, _props, context) {
    const form = formOf(element);
    if (!form || enhanced.has(form)) return undefined;
    enhanced.add(form);
    let stopped = false;
    let dispose: Dispose | undefined;
    const start = async (): Promise<void> => {
      // What a choice shows is wanted next: fetched alongside.
      void import('./details');
      const { startVariationsForm } = await import('./form');
      if (stopped) return;
      dispose = await startVariationsForm(element, context);
      if (stopped) dispose();
    };
    const stop = (): void => {
      stopped = true;
      dispose?.();
      enhanced.delete(form);
    };
    if (startsNow(form)) {
      await start();
      return stop;
    }

    // The button keeps waiting for a choice until the form's code takes it over (or fails).
    const restore = awaitChoice(form);
    const approach = createDisposer();
    const holding = createDisposer();
    /** A click on the button before the form's code is there, handed to it once it is. */
    let held: HTMLElement | undefined;
    let starting: Promise<void> | undefined;
    const wake = (): void => {
      if (starting) return;
      approach.dispose();
      starting = start().then(
        () => {
          holding.dispose();
          // Explained, if the button still waits for a choice; one made meanwhile leaves the
          // press to the shopper, who sees the button ready.
          if (held?.isConnected && !stopped && held.classList.contains('disabled')) held.click();
        },
        (error: unknown) => {
          // A form that cannot start is the server's again: its button submits, and WooCommerce answers.
          holding.dispose();
          restore();
          if (held?.isConnected && !stopped) held.click();
          context.fail(error);
        },
      );
    };
    holding.listen<MouseEvent>(form, 'click', (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null;
      if (!button?.classList.contains('disabled')) return;
      event.preventDefault();
      held = button;
      wake();
    });
    for (const type of APPROACH) approach.listen(form, type, wake, { passive: true });
    for (const name of ENTRIES) approach.add(onWooEvent(name, wake, form));
    return () => {
      approach.dispose();
      holding.dispose();
      // Before the form took the button over, the page's own button comes back.
      if (!dispose) restore();
      stop();
    };
  },
};

export default variationsForm;
