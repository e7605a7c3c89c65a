import { useLayoutEffect, useState, type ComponentType } from 'react';
import { ITEMS_COOKIE } from '../../src/cart/cache';
import { announce, liveRegion } from '../../src/dom/announce';
import { readCookie } from '../../src/dom/cookies';
import { createDisposer, type Dispose } from '../../src/events/index';
import { onWooEvent } from '../../src/events/jquery';
import { $cart, removeFromCart, type CartState, type RemoveOutcome } from '../../stores/cart';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import type { PanelProps } from './panels';

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
  // The line is the fragment's markup, replaced with the answer's: marked busy until then.
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

/** The × links of the widget's lines, whichever fragment put them there, remove by ajax. */
function removesByAjax(widget: HTMLElement): Dispose {
  const disposer = createDisposer();
  disposer.listen(widget, 'click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a.remove_from_cart_button');
    if (!link || !widget.contains(link) || event.defaultPrevented) return;
    event.preventDefault();
    void remove(widget, link);
  });
  return disposer.dispose;
}

/** Widgets mounted: the count is announced once per change, however many widgets the page has. */
let widgets = 0;
let stopCount: Dispose | undefined;

/** Reads the item count out when it changes (not at start: the page already says it). */
function announceCount(): Dispose {
  liveRegion();
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

export interface MiniCartProps {
  widget: HTMLElement;
  /** Where the widget is in Flatsome's header: the cart item holding it, and the panel it is there. */
  header?: { item: HTMLElement; Panel: ComponentType<PanelProps> } | undefined;
}

/**
 * The mini-cart: every WooCommerce cart widget (`.widget_shopping_cart`: the header's dropdown,
 * Flatsome's off-canvas cart, a sidebar or footer widget). It removes lines by ajax, hides an
 * empty widget when the shop asks for that, and tells screen-reader users what the cart holds
 * after each change. In the header it is also a panel (`Panel`: `Dropdown`, or `Drawer`, a modal
 * dialog), which opens after an add and closes itself again after 5000 ms unless the shopper is
 * in it.
 *
 * The widget's content has one owner: WooCommerce's mini-cart fragment
 * (`div.widget_shopping_cart_content`), which the cart store's page listener (`src/cart/page.ts`)
 * puts into the page with each answer, as WooCommerce's own cart script does. It is WooCommerce's
 * template, which other plugins print into; a shop without this theme sends no structured cart to
 * render it from; and any script of the page may refresh it. So the component renders none of it:
 * it renders what the island adds (the drawer), and wires the widget it is given with effects.
 */
export function MiniCart({ widget, header }: MiniCartProps) {
  const cart = useStore($cart);
  const { t } = useStore($i18n);
  // WooCommerce's "hide if the cart is empty" option (`.hide_cart_widget_if_empty` inside): hidden
  // while the items cookie says zero, shown from the moment something is being added until the
  // cart changes.
  const [adding, setAdding] = useState<CartState>();
  const hides = !!widget.querySelector('.hide_cart_widget_if_empty');
  const hidden = hides && adding !== cart && !(Number(readCookie(ITEMS_COOKIE)) > 0);

  useLayoutEffect(() => {
    if (hides) widget.style.display = hidden ? 'none' : '';
  }, [widget, hides, hidden]);
  useLayoutEffect(() => {
    const disposer = createDisposer();
    disposer.add(removesByAjax(widget));
    disposer.add(onWooEvent('adding_to_cart', () => setAdding($cart.get())));
    disposer.add(announceCount());
    disposer.add(() => widget.style.removeProperty('display'));
    return disposer.dispose;
  }, [widget]);

  return header ? <header.Panel item={header.item} widget={widget} t={t} /> : null;
}
