import { ITEMS_COOKIE } from '../../src/cart/cache';
import { announce, liveRegion } from '../../src/dom/announce';
import { readCookie } from '../../src/dom/cookies';
import { createDisposer, type Dispose } from '../../src/events/index';
import { onWooEvent } from '../../src/events/jquery';
import { cart as strings } from '../../src/i18n/catalogs/cart';
import type { IslandModule } from '../../src/runtime/types';
import { $cart } from '../../stores/cart';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';
import { onApproach } from '../on-approach';
import { dropdown } from './panels';

const REMOVE = 'a.remove_from_cart_button';

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
 * The mini-cart, on every WooCommerce cart widget (`.widget_shopping_cart`: the header's dropdown,
 * Flatsome's off-canvas cart, a sidebar or footer widget). Its content is WooCommerce's fragment
 * markup, which the cart store keeps current.
 *
 * What must work from the start, before anyone touches the page, is here, without the framework:
 * an empty widget hidden when the shop asks for that, the item count read out after each change,
 * and the header's dropdown (its state is two classes on Flatsome's cart item: it renders nothing),
 * which opens after an add and closes itself again after 5000 ms unless the shopper is in it.
 * The component (./MiniCart: the × removal by ajax, and the off-canvas drawer) loads when the
 * shopper comes to the cart, a click on a × meanwhile held and handed to it; with the page where
 * the shop's cart is a drawer, which the cart link opens from its first press.
 */
const miniCart: IslandModule = {
  async mount(widget, _props, context) {
    await i18nReady(strings);
    liveRegion();
    const disposer = createDisposer();
    disposer.add(hideWhenEmpty(widget));
    disposer.add(announceCount());
    const item = widget.closest<HTMLElement>('.header .cart-item') ?? undefined;
    const drawer = $config.get().cart.style === 'off-canvas' ? item : undefined;
    let added = false;
    if (item && !drawer) {
      const panel = dropdown(item, widget);
      disposer.add(panel.dispose);
      disposer.add(onWooEvent('added_to_cart', () => panel.reveal()));
    } else if (drawer) disposer.add(onWooEvent('added_to_cart', () => (added = true)));

    const approach = onApproach(
      [item ?? widget],
      async () => {
        const [{ default: view }, panel] = await Promise.all([import('./MiniCart'), drawer && import('./drawer')]);
        const props = { widget, drawer: drawer && panel && { item: drawer, Drawer: panel.Drawer }, added };
        return view.mount(document.createElement('div'), props, context);
      },
      context.fail,
    );
    // A × clicked before the component is there: handed to it, or followed as without JavaScript.
    approach.holding.listen(widget, 'click', (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(REMOVE) : null;
      if (!link || event.defaultPrevented) return;
      approach.hold(event, () => {
        if (link.isConnected) link.click();
      });
    });
    disposer.add(approach.dispose);
    if (drawer) await approach.start();
    return disposer.dispose;
  },
};

export default miniCart;
