import { createDisposer } from '../../src/events/index';
import { block } from '../../src/dom/overlay';
import { common } from '../../src/i18n/catalogs/common';
import type { IslandModule } from '../../src/runtime/types';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';

/** How long the cart waits after the last quantity change, so typing "12" sends one update. */
export const UPDATE_DELAY = 800;

/**
 * WooCommerce's cart form (`cart/cart.php`):
 * - while it is being sent (an update, a coupon, the checkout button), it is blocked with
 *   "Please wait..." as WooCommerce's blockUI does, so a second click sends nothing; it is
 *   unblocked if the shopper comes back to the page from the browser's history;
 * - with the config's `cart.auto_update`, a quantity change submits the form with its "update
 *   cart" button, as the shopper would, once they stop changing it. The update is WooCommerce's
 *   own form post, so it works with every plugin that hooks it, and the page that comes back
 *   shows the new totals and notices. Without the option, or without JavaScript, the update
 *   button does it.
 */
const cartPage: IslandModule = {
  async mount(element) {
    const form = element as HTMLFormElement;
    await i18nReady(common);
    const disposer = createDisposer();
    let unblock = () => {};
    disposer.listen(form, 'submit', (event) => {
      if (event.defaultPrevented) return;
      if (form.classList.contains('processing')) {
        event.preventDefault();
        return;
      }
      unblock = block(form, $i18n.get().t('common.pleaseWait'));
    });
    disposer.listen(window, 'pageshow', (event) => (event as PageTransitionEvent).persisted && unblock());
    disposer.add(() => unblock());

    const button = form.querySelector<HTMLButtonElement>('button[name="update_cart"]');
    if ($config.get().cart.auto_update && button) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      disposer.add(() => clearTimeout(timer));
      disposer.listen(form, 'change', (event) => {
        if (!(event.target as Element).matches('input.qty')) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          // A quantity the browser finds invalid (over the max) is reported where it was typed.
          if (form.reportValidity()) form.requestSubmit(button);
        }, UPDATE_DELAY);
      });
    }
    return disposer.dispose;
  },
};

export default cartPage;
