import { createDisposer } from '../../src/events/index';
import type { Dispose, IslandModule } from '../../src/runtime/types';

/**
 * Whether WooCommerce's own `woocommerce.js` is on the page: the cart and checkout scripts the
 * theme keeps depend on it, so WordPress prints it there even though the theme dequeues it, and
 * it then does these duties itself.
 */
const classicScriptHere = (doc: Document): boolean => doc.getElementById('woocommerce-js') !== null;

/** The catalog's ordering select (`.woocommerce-ordering select.orderby`): a choice sends its form. */
function ordering(select: HTMLSelectElement): Dispose | void {
  const form = select.form;
  if (!form) return;
  const send = (): void => form.requestSubmit();
  select.addEventListener('change', send);
  return () => select.removeEventListener('change', send);
}

/**
 * A field's description in WooCommerce's forms (`.woocommerce-input-wrapper .description`, the
 * checkout's and the account's): hidden (by the theme's CSS, as WooCommerce's CSS does) until a
 * field of its wrapper is focused or clicked, hidden again when another field or anything outside
 * the wrapper is, or on Escape in the field. Shown and hidden by its inline `display`, as
 * woocommerce.js's slides leave it, so the two agree on a page that has both. Its field keeps
 * pointing at it (`aria-describedby`), so a screen reader reads it either way.
 */
function description(text: HTMLElement): Dispose | void {
  const wrapper = text.closest<HTMLElement>('.woocommerce-input-wrapper');
  if (!wrapper) return;
  const doc = text.ownerDocument;
  const disposer = createDisposer();
  const shown = (): boolean => text.style.display === 'block';
  const show = (on: boolean): void => {
    text.style.display = on ? 'block' : 'none';
    text.setAttribute('aria-hidden', String(!on));
  };
  const inField = (target: EventTarget | null): boolean =>
    target instanceof Element && wrapper.contains(target) && target.matches('input, select, textarea, button');
  show(false);
  disposer.listen(wrapper, 'focusin', (event) => {
    if (inField(event.target)) show(true);
  });
  disposer.listen(wrapper, 'click', (event) => {
    if (inField(event.target)) show(true);
  });
  disposer.listen(doc, 'focusin', (event) => {
    if (!wrapper.contains(event.target as Node)) show(false);
  });
  disposer.listen(doc, 'pointerdown', (event) => {
    if (!wrapper.contains(event.target as Node)) show(false);
  });
  disposer.listen(wrapper, 'keydown', (event) => {
    if (event.key !== 'Escape' || !shown() || !inField(event.target)) return;
    event.preventDefault();
    show(false);
  });
  return () => {
    disposer.dispose();
    text.style.display = '';
    text.setAttribute('aria-hidden', 'true');
  };
}

/**
 * What WooCommerce's `woocommerce.js` does on forms, which the theme takes off the page: the
 * catalog's ordering select sends its form on change, and fields' descriptions show while their
 * field has focus. (Its store notice, password toggles and quantity minimums are the store-notice,
 * password-meter and quantity islands'.)
 */
const shopForms: IslandModule = {
  mount(element) {
    if (element instanceof HTMLSelectElement && element.matches('select.orderby')) {
      // Sent twice otherwise.
      return classicScriptHere(element.ownerDocument) ? undefined : ordering(element);
    }
    if (element.matches('.description')) return description(element);
  },
};

export default shopForms;
