import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createDisposer } from '../../src/events/index';
import { $config } from '../../stores/config';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';

/** How long the cart waits after the last quantity change, so typing "12" sends one update. */
export const UPDATE_DELAY = 800;

export interface CartPageProps {
  form: HTMLFormElement;
}

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
 * - **This component**, which listens on `window`, so it hears a submit or a key only after the
 *   cart script (and any other page script) has had it:
 *   - a submit that goes to the server as a page load (no cart script, as on the demo store or
 *     without `wc-cart`, or one the cart script does not take) blocks the form: "Please wait..."
 *     over it, as WooCommerce's blockUI (`.blockUI.blockOverlay`, a status for screen readers), the
 *     form `processing` and `aria-busy`, so a second click sends nothing; it is unblocked if the
 *     shopper comes back to the page from the browser's history. Marking the form earlier would
 *     make the cart script refuse the update as one already under way;
 *   - Enter in a quantity, where no script took it, submits with Update cart, not with the first
 *     button of the form (Apply coupon), which would post no quantity;
 *   - with the config's `cart.auto_update`, a quantity change clicks Update cart once the shopper
 *     stops changing it, as they would: the cart script sends it by ajax, or the form posts.
 *
 * The form's fields and lines are WooCommerce's (the cart script replaces the whole form with its
 * answer's): the component renders only the overlay, into the form, and wires the rest with
 * effects. Without JavaScript the form posts itself, and WooCommerce's form handler does the rest.
 */
export function CartPage({ form }: CartPageProps) {
  const { t } = useStore($i18n);
  const autoUpdate = useStore($config).cart.auto_update;
  const [blocked, setBlocked] = useState(false);

  useLayoutEffect(() => {
    if (!blocked) return undefined;
    form.classList.add('processing');
    form.setAttribute('aria-busy', 'true');
    return () => {
      form.classList.remove('processing');
      form.removeAttribute('aria-busy');
    };
  }, [form, blocked]);

  useLayoutEffect(() => {
    const disposer = createDisposer();
    const button = form.querySelector<HTMLButtonElement | HTMLInputElement>('[name="update_cart"][type="submit"]');
    disposer.listen(window, 'submit', (event) => {
      if (event.target !== form || event.defaultPrevented) return;
      if (form.classList.contains('processing')) event.preventDefault();
      else setBlocked(true);
    });
    disposer.listen<KeyboardEvent>(window, 'keypress', (event) => {
      const { key, target } = event;
      if (key !== 'Enter' || event.defaultPrevented || !button || !(target instanceof HTMLInputElement)) return;
      if (!target.matches('input.qty') || target.form !== form) return;
      event.preventDefault();
      button.disabled = false;
      if (form.reportValidity()) form.requestSubmit(button);
    });
    disposer.listen<PageTransitionEvent>(window, 'pageshow', (event) => event.persisted && setBlocked(false));

    if (autoUpdate && button) {
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
  }, [form, autoUpdate]);

  return blocked
    ? createPortal(
        <div className="blockUI blockOverlay si-block-overlay">
          <span role="status">{t('common.pleaseWait')}</span>
        </div>,
        form,
      )
    : null;
}
