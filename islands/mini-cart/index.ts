import { ITEMS_COOKIE } from '../../src/cart/cache';
import { announce, liveRegion } from '../../src/dom/announce';
import { readCookie } from '../../src/dom/cookies';
import { createDisposer, type Dispose } from '../../src/events/index';
import { onWooEvent } from '../../src/events/jquery';
import { cart as strings } from '../../src/i18n/catalogs/cart';
import type { IslandModule } from '../../src/runtime/types';
import { $cart, removeFromCart, type RemoveOutcome } from '../../stores/cart';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';
import { dropdown, type Panel } from './panels';

/** Cart items being removed: a second click on the same × waits for nothing and sends nothing. */
const removing = new Set<string>();

/** Where focus goes once a removed line's × is gone: the next line's ×, else the widget itself. */
function refocus(widget: HTMLElement, index: number): void {
  const links = widget.querySelectorAll<HTMLElement>('.remove_from_cart_button');
  const target = links[Math.min(index, links.length - 1)] ?? widget.querySelector<HTMLElement>('.widget_shopping_cart_content');
  if (!target) return;
  if (!target.matches('a[href], button')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Removes a line through the cart store, as WooCommerce's mini-cart does. If the request fails, or
 * the answer has no fragments, the browser follows the × link, whose page removes it without us.
 */
async function remove(widget: HTMLElement, link: HTMLAnchorElement): Promise<void> {
  const key = link.dataset['cart_item_key'];
  if (!key) return location.assign(link.href);
  if (removing.has(key)) return;
  removing.add(key);
  const hadFocus = widget.contains(document.activeElement);
  const index = [...widget.querySelectorAll('.remove_from_cart_button')].indexOf(link);
  const line = link.closest('li');
  line?.classList.add('si-removing');
  line?.setAttribute('aria-busy', 'true');
  let outcome: RemoveOutcome;
  try {
    outcome = await removeFromCart(key, { button: link });
  } finally {
    removing.delete(key);
  }
  if (outcome.type === 'failed') return location.assign(link.href);
  if (hadFocus) refocus(widget, index);
}

/**
 * WooCommerce's "hide if the cart is empty" widget option (`.hide_cart_widget_if_empty` inside):
 * hidden while the items cookie says zero, shown again as soon as something is being added.
 */
function hideWhenEmpty(widget: HTMLElement): Dispose {
  const sync = (show?: boolean): void => {
    if (!widget.querySelector('.hide_cart_widget_if_empty')) return;
    widget.style.display = show || Number(readCookie(ITEMS_COOKIE)) > 0 ? '' : 'none';
  };
  sync();
  const disposer = createDisposer();
  disposer.add($cart.listen(() => sync()));
  disposer.add(onWooEvent('adding_to_cart', () => sync(true)));
  disposer.add(() => widget.style.removeProperty('display'));
  return disposer.dispose;
}

/** Widgets mounted: the count is announced once per change, however many widgets the page has. */
let widgets = 0;
let stopCount: Dispose | undefined;

/** Reads the item count out when it changes (not at start: the page already says it). */
function announceCount(): Dispose {
  if (!widgets++) {
    let count: number | undefined;
    stopCount = $cart.subscribe((state) => {
      if (state.count !== undefined && count !== undefined && state.count !== count) {
        announce($i18n.get().t('cart.count', { count: state.count }));
      }
      count = state.count ?? count;
    });
  }
  return () => {
    if (!--widgets) stopCount?.();
  };
}

/**
 * The mini-cart: every WooCommerce cart widget (`.widget_shopping_cart`: the header's dropdown,
 * Flatsome's off-canvas cart, a sidebar or footer widget). It removes lines by ajax, hides an
 * empty widget when the shop asks for that, and tells screen-reader users what the cart holds
 * after each change. In the header it is also a panel: a dropdown, or an off-canvas drawer (a
 * modal dialog), by the config's `cart.style`; after an add it opens and closes itself again
 * after 5000 ms unless the shopper is in it. Its content is WooCommerce's fragment markup, which
 * the cart store keeps current.
 */
const miniCart: IslandModule = {
  async mount(widget) {
    await i18nReady(strings);
    liveRegion();
    const disposer = createDisposer();
    disposer.listen(widget, 'click', (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a.remove_from_cart_button');
      if (!link || !widget.contains(link) || event.defaultPrevented) return;
      event.preventDefault();
      void remove(widget, link);
    });
    disposer.add(hideWhenEmpty(widget));
    const item = widget.closest<HTMLElement>('.header .cart-item');
    let panel: Panel | undefined;
    if (item) {
      // The drawer's code loads only for shops that use it.
      const make = $config.get().cart.style === 'off-canvas' ? (await import('./drawer')).drawer : dropdown;
      panel = make(item, widget, $i18n.get().t);
      disposer.add(panel.dispose);
      disposer.add(onWooEvent('added_to_cart', () => panel?.reveal()));
    }
    disposer.add(announceCount());
    return disposer.dispose;
  },
};

export default miniCart;
