import { useLayoutEffect, type ComponentType } from 'react';
import { createDisposer } from '../../src/events/index';
import { removeFromCart, type RemoveOutcome } from '../../stores/cart';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { reactIsland } from '../react-island';
import type { DrawerProps } from './drawer';

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

export interface MiniCartProps {
  widget: HTMLElement;
  /**
   * Where the shop's cart is an off-canvas drawer: Flatsome's header cart item holding the widget,
   * and the drawer's component (./drawer, loaded only for shops that use it).
   */
  drawer?: { item: HTMLElement; Drawer: ComponentType<DrawerProps> } | undefined;
  /** Whether an add to cart came before the component: the drawer then opens as it would have. */
  added: boolean;
}

/**
 * The mini-cart's component, on every WooCommerce cart widget (`.widget_shopping_cart`): the ×
 * of each line removes it by ajax, focus kept in the cart; in Flatsome's header of a shop whose
 * cart is off-canvas, it renders the drawer (`Drawer`, a modal dialog) the widget moves into.
 *
 * The widget's content has one owner: WooCommerce's mini-cart fragment
 * (`div.widget_shopping_cart_content`), which the cart store's page listener (`src/cart/page.ts`)
 * puts into the page with each answer, as WooCommerce's own cart script does. It is WooCommerce's
 * template, which other plugins print into; a shop without this theme sends no structured cart to
 * render it from; and any script of the page may refresh it. So the component renders none of it:
 * it renders what the island adds (the drawer), and wires the widget it is given with an effect.
 */
export function MiniCart({ widget, drawer, added }: MiniCartProps) {
  const { t } = useStore($i18n);
  useLayoutEffect(() => {
    const disposer = createDisposer();
    // The × links of the widget's lines, whichever fragment put them there.
    disposer.listen(widget, 'click', (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a.remove_from_cart_button');
      if (!link || !widget.contains(link) || event.defaultPrevented) return;
      event.preventDefault();
      void remove(widget, link);
    });
    return disposer.dispose;
  }, [widget]);
  return drawer ? <drawer.Drawer item={drawer.item} widget={widget} t={t} added={added} /> : null;
}

// Its strings (the drawer's) are the start-up part's, loaded before it loads this.
export default reactIsland(MiniCart);
