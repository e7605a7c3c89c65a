import { buttonFields, formFields } from '../../src/cart/add';
import { announce, liveRegion } from '../../src/dom/announce';
import { createDisposer } from '../../src/events/index';
import { askWooEvent, triggerCartButtonUpdated, triggerWooEvent } from '../../src/events/jquery';
import type { AjaxFields } from '../../src/http/wc-ajax';
import { addToCart as strings } from '../../src/i18n/catalogs/add-to-cart';
import type { IslandModule } from '../../src/runtime/types';
import { $cart, addToCart, type AddOutcome } from '../../stores/cart';
import { $config } from '../../stores/config';
import { growl } from '../../stores/growl';
import { $i18n, i18nReady } from '../../stores/i18n';

/** Add requests a button has out: it shows `loading` until the last one is answered. */
const inFlight = new WeakMap<Element, number>();

/** The visible note a failed add leaves after its button (the live region reads it too). */
const ERROR_CLASS = 'si-cart-error';

const next = (button: Element, className: string): Element | null | undefined =>
  button.parentElement?.querySelector(`:scope > .${className}`);

/** The product's name, for the announcement: the loop title, or the product page's. */
const productName = (button: Element): string | undefined =>
  button.closest('.product')?.querySelector('.woocommerce-loop-product__title, .product_title')?.textContent?.trim();

function failed(button: HTMLElement): void {
  const { t } = $i18n.get();
  if (!next(button, ERROR_CLASS)) {
    const note = document.createElement('span');
    note.className = ERROR_CLASS;
    note.textContent = t('cart.addFailed');
    button.after(note);
  }
  announce(t('cart.addFailed'));
}

/**
 * The button after a successful add, as WooCommerce's `updateButton` leaves it: `added`, and a
 * "Xem giỏ hàng" link after it (not on the cart page, and only once).
 */
function showAdded(button: HTMLElement): void {
  const { cart } = $config.get();
  button.classList.add('added');
  if (!cart.is_cart && !next(button, 'added_to_cart')) {
    const link = document.createElement('a');
    link.href = cart.cart_url;
    link.className = 'added_to_cart wc-forward';
    link.title = link.textContent = $i18n.get().t('cart.viewCart');
    button.after(link);
  }
  triggerCartButtonUpdated(button);
}

/**
 * One add, through the cart store (its one queue, WooCommerce's events in its order). The button
 * is `loading` until the last of its adds has its new cart in the page, then `added` at once, as
 * WooCommerce's script does it: no moment in between looks like nothing happened. A refusal sends
 * the shopper to the product page, which says why; a failure (a 500, a time-out, an answer
 * WooCommerce never gives) leaves the button usable and says so (the store asks for the cart again,
 * since the add may have happened anyway).
 */
async function add(button: HTMLElement, fields: AjaxFields): Promise<void> {
  button.classList.remove('added');
  button.classList.add('loading');
  next(button, ERROR_CLASS)?.remove();
  if (!askWooEvent('should_send_ajax_request.adding_to_cart', [button])) {
    if (!inFlight.get(button)) button.classList.remove('loading');
    triggerWooEvent('ajax_request_not_sent.adding_to_cart', [false, false, button]);
    return;
  }
  inFlight.set(button, (inFlight.get(button) ?? 0) + 1);
  button.setAttribute('aria-busy', 'true');
  let settled = false;
  const settle = (): void => {
    if (settled) return;
    settled = true;
    const left = (inFlight.get(button) ?? 1) - 1;
    inFlight.set(button, left);
    if (!left) {
      button.classList.remove('loading');
      button.removeAttribute('aria-busy');
    }
  };
  let outcome: AddOutcome;
  try {
    outcome = await addToCart(fields, {
      button,
      onShown() {
        settle();
        showAdded(button);
      },
    });
  } finally {
    settle();
  }
  if (outcome.type === 'redirect') return location.assign(outcome.url);
  if (outcome.type !== 'added') return failed(button);
  const { t } = $i18n.get();
  const name = productName(button);
  const message = button.dataset['success_message'] || (name ? t('cart.added', { name }) : t('cart.addedItem'));
  // The listeners of `added_to_cart` have run: the mini-cart's panel is open now, if it could open.
  if (cartShown()) announce(message);
  else tell(message);
}

/**
 * The header's cart, where the mini-cart opens it after an add: the dropdown in Flatsome's
 * `.header .cart-item`, or the off-canvas drawer the widget has moved into.
 */
const CART_PANELS = '.header .cart-item .widget_shopping_cart, .si-cart-drawer .widget_shopping_cart';

/**
 * Whether the shopper sees a cart panel now: displayed and visible, at least partly inside the
 * viewport, and not behind a modal dialog (the quick view it was added from). Hidden at a phone's
 * width, scrolled away, never opened (no mini-cart panel on this page), or under the quick view:
 * not seen.
 */
function cartShown(): boolean {
  let modal: Element | null = null;
  try {
    modal = document.querySelector(':modal');
  } catch {
    // A browser without `:modal` (Safari before 15.6): the page's dialogs are not taken into account.
  }
  return [...document.querySelectorAll(CART_PANELS)].some((widget) => {
    const { top, right, bottom, left } = widget.getBoundingClientRect();
    return (
      // Safari before 17.4 has no checkVisibility: an element with no boxes is not displayed.
      (widget.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? widget.getClientRects().length > 0) &&
      bottom > 0 && right > 0 && top < innerHeight && left < innerWidth &&
      (!modal || modal.contains(widget))
    );
  });
}

/**
 * Says it with a growl message and a link to the cart (none on the cart page, as beside the
 * button), when no cart panel showed the add.
 */
function tell(message: string): void {
  const { cart } = $config.get();
  growl(message, cart.is_cart ? {} : { link: { href: cart.cart_url, text: $i18n.get().t('cart.viewCart') } });
}

/** A loop button (`.add_to_cart_button.ajax_add_to_cart`): its data attributes are the payload. */
function enhanceButton(button: HTMLElement): () => void {
  const disposer = createDisposer();
  disposer.listen(button, 'click', (event) => {
    const fields = buttonFields(button.dataset);
    // No product id: the link navigates as it would without us.
    if (!fields || event.defaultPrevented) return;
    event.preventDefault();
    void add(button, fields);
  });
  return disposer.dispose;
}

/**
 * The single-product form (`form.cart`): adds by ajax when its fields allow it (see `formFields`),
 * otherwise submits as it would without us; its button shows `loading` either way.
 */
function enhanceForm(form: HTMLFormElement): () => void {
  const disposer = createDisposer();
  const buttonOf = (submitter: HTMLElement | null): HTMLElement | null =>
    submitter ?? form.querySelector<HTMLElement>('.single_add_to_cart_button');
  disposer.listen<SubmitEvent>(form, 'submit', (event) => {
    if (event.defaultPrevented) return;
    const button = buttonOf(event.submitter);
    const entries = [...new FormData(form)];
    if (event.submitter instanceof HTMLButtonElement && event.submitter.name) {
      entries.push([event.submitter.name, event.submitter.value]);
    }
    const fields = formFields(entries);
    if (!button || !fields) {
      button?.classList.add('loading');
      return;
    }
    event.preventDefault();
    void add(button, fields);
  });
  // Back from the page a normal submit led to: the button is not loading any more.
  disposer.listen<PageTransitionEvent>(window, 'pageshow', (event) => {
    if (event.persisted) buttonOf(null)?.classList.remove('loading');
  });
  return disposer.dispose;
}

/**
 * Add to cart by ajax, on WooCommerce's and Flatsome's own markup: loop buttons
 * (`.add_to_cart_button.ajax_add_to_cart[data-product_id]`, in listings, carousels and quick views)
 * and the single-product form. Every add goes through the page's one cart queue and fires
 * WooCommerce's jQuery events, so analytics and other plugins see what they see with WooCommerce.
 *
 * A behaviour on markup it does not render, not a React component. What it changes is WooCommerce's
 * own button (its `loading` and `added` classes, `aria-busy`), the element a root would be mounted
 * on and so never renders, and the nodes it puts right after that button: the "Xem giỏ hàng" link,
 * where WooCommerce's `$button.after()` puts it and where themes' CSS, plugins and the browser
 * tests look for it (`.add_to_cart_button + .added_to_cart`), and the failure note. A root renders
 * inside its element and a portal appends to the end of its container, so neither can put a node
 * there. The button's content is whatever the theme prints, and the single product's
 * `form.cart` holds other islands (quantity, variations) and plugins' fields: nothing to hydrate.
 * What it shows besides, growl messages, goes through their store (`stores/growl.ts`).
 */
const island: IslandModule = {
  async mount(element) {
    await i18nReady(strings);
    liveRegion();
    // The cart store runs while an add-to-cart is mounted (the mini-cart starts it with the page).
    const stopCart = $cart.listen(() => {});
    const stop = element instanceof HTMLFormElement ? enhanceForm(element) : enhanceButton(element);
    return () => {
      stop();
      stopCart();
    };
  },
};

export default island;
