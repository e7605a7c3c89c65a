import { createDisposer } from '../../src/events/index';
import type { IslandModule } from '../../src/runtime/types';
import { $config } from '../../stores/config';

/** How long the cart waits after the last quantity change, so typing "12" sends one update. */
export const UPDATE_DELAY = 800;

/**
 * The cart page's auto-update (the config's `cart.auto_update`): a quantity change submits the
 * cart form with its "update cart" button, as the shopper would, once they stop changing it. The
 * update is WooCommerce's own form post, so it works with every plugin that hooks it, and the
 * page that comes back shows the new totals and notices. Without the option, or without
 * JavaScript, the update button does it.
 */
const cartPage: IslandModule = {
  mount(element) {
    const form = element as HTMLFormElement;
    if (!$config.get().cart.auto_update) return undefined;
    const button = form.querySelector<HTMLButtonElement>('button[name="update_cart"]');
    if (!button) return undefined;
    const disposer = createDisposer();
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
    return disposer.dispose;
  },
};

export default cartPage;
