import { createDisposer } from '../../src/events/index';
import { block } from '../../src/dom/overlay';
import { common } from '../../src/i18n/catalogs/common';
import type { IslandModule } from '../../src/runtime/types';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';

/** How long the cart waits after the last quantity change, so typing "12" sends one update. */
export const UPDATE_DELAY = 800;

/**
 * WooCommerce's cart form (`cart/cart.php`). Who does what on the cart page:
 *
 * - **WooCommerce's cart script** (`wc-cart`, cart.js), which the theme keeps on a WordPress shop:
 *   Update cart, Enter in a quantity, applying and removing a coupon, removing and restoring a
 *   line, the shipping method and calculator, all by ajax, replacing the form and the totals with
 *   the answer's; it keeps Update cart disabled until a line's field changes, and refuses a submit
 *   while the form has the `processing` class. Its listeners are on `document`.
 * - **The quantity island**: the − and + buttons, firing `input` and `change` as typing does, so
 *   the cart script enables Update cart.
 * - **This island**, which listens on `window`, so it hears a submit or a key only after the cart
 *   script (and any other page script) has had it:
 *   - a submit that goes to the server as a page load (no cart script, as on the demo store or
 *     without `wc-cart`, or one the cart script does not take) blocks the form with "Please wait..."
 *     as WooCommerce's blockUI does, so a second click sends nothing; it is unblocked if the
 *     shopper comes back to the page from the browser's history. Marking the form earlier would
 *     make the cart script refuse the update as one already under way;
 *   - Enter in a quantity, where no script took it, submits with Update cart, not with the first
 *     button of the form (Apply coupon), which would post no quantity;
 *   - with the config's `cart.auto_update`, a quantity change clicks Update cart once the shopper
 *     stops changing it, as they would: the cart script sends it by ajax, or the form posts.
 *
 * Without JavaScript the form posts itself, and WooCommerce's form handler does the rest.
 */
const cartPage: IslandModule = {
  async mount(element) {
    const form = element as HTMLFormElement;
    await i18nReady(common);
    const disposer = createDisposer();
    const button = form.querySelector<HTMLButtonElement | HTMLInputElement>('[name="update_cart"][type="submit"]');
    let unblock = () => {};
    disposer.listen(window, 'submit', (event) => {
      if (event.target !== form || event.defaultPrevented) return;
      if (form.classList.contains('processing')) {
        event.preventDefault();
        return;
      }
      unblock = block(form, $i18n.get().t('common.pleaseWait'));
    });
    disposer.listen(window, 'keypress', (event) => {
      const { key, target } = event as KeyboardEvent;
      if (key !== 'Enter' || event.defaultPrevented || !button || !(target instanceof HTMLInputElement)) return;
      if (!target.matches('input.qty') || target.form !== form) return;
      event.preventDefault();
      button.disabled = false;
      if (form.reportValidity()) form.requestSubmit(button);
    });
    disposer.listen(window, 'pageshow', (event) => (event as PageTransitionEvent).persisted && unblock());
    disposer.add(() => unblock());

    if ($config.get().cart.auto_update && button) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      disposer.add(() => clearTimeout(timer));
      disposer.listen(form, 'change', (event) => {
        if (!(event.target as Element).matches('input.qty')) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          // A quantity the browser finds invalid (over the max) is reported where it was typed.
          // A click, not requestSubmit: the cart script tells its buttons apart by the click.
          if (form.reportValidity()) button.click();
        }, UPDATE_DELAY);
      });
    }
    return disposer.dispose;
  },
};

export default cartPage;
