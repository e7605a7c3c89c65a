import { createDisposer } from '../../src/events/index';
import { gallery } from '../../src/i18n/catalogs/gallery';
import { quickView as strings } from '../../src/i18n/catalogs/quick-view';
import type { IslandModule } from '../../src/runtime/types';
import { productIdOf, requestQuickView } from '../../src/shop/quick-view';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';
import { openPopup, type Popup } from './popup';

/** The page shows one quick view at a time. */
let current: Popup | undefined;

/** The product's name on its card, for the dialog's name until the product's title arrives. */
const nameOf = (trigger: HTMLElement): string | undefined =>
  trigger.closest('.product')?.querySelector('.woocommerce-loop-product__title, .product-title, .name')?.textContent?.trim();

/** A click that means "open here": no modifier, the main button (a new tab stays a new tab). */
const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * Flatsome's quick view on its own markup (`a.quick-view[data-prod]`, whose link leads to the
 * product page without JavaScript): a click asks admin-ajax for `flatsome_quickview` and shows the
 * answer's HTML, sanitised, in a modal dialog. The link shows `processing` (and `aria-busy`)
 * until the answer arrives; a second click meanwhile sends nothing. The dialog says "Loading..."
 * until then, and that the content could not be loaded after a failure or
 * `QUICK_VIEW_TIMEOUT` ms. The islands in the answer (gallery, quantity, variations, add to cart)
 * are hydrated by the loader, which finds them in the dialog, and disposed when it leaves.
 */
const quickView: IslandModule = {
  mount(trigger) {
    const disposer = createDisposer();
    let busy = false;
    let popup: Popup | undefined;
    let disposed = false;

    const open = async (product: number): Promise<void> => {
      busy = true;
      popup = undefined;
      trigger.classList.add('processing');
      trigger.setAttribute('aria-busy', 'true');
      const controller = new AbortController();
      // The request leaves at once; the strings (another language's load on demand) meanwhile.
      const answer = requestQuickView({ url: $config.get().ajaxurl, product, signal: controller.signal });
      answer.catch(() => {});
      try {
        await i18nReady(strings, gallery);
        // The link left the page while the strings loaded: no popup for it.
        if (disposed) return controller.abort();
        const { t } = $i18n.get();
        const name = nameOf(trigger);
        popup = current = openPopup(trigger, name ? t('quickView.openOf', { name }) : t('quickView.open'), t, () => {
          controller.abort();
          if (current === popup) current = undefined;
        });
        popup.fill(await answer);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('[shop-islands] quick view failed', error);
        if (popup) popup.fail();
        // No popup at all (a browser without <dialog>): the link goes where it goes without us.
        else if (trigger instanceof HTMLAnchorElement) location.assign(trigger.href);
      } finally {
        busy = false;
        trigger.classList.remove('processing');
        trigger.removeAttribute('aria-busy');
      }
    };

    disposer.listen<MouseEvent>(trigger, 'click', (event) => {
      const product = productIdOf(trigger.dataset['prod']);
      if (!product || event.defaultPrevented || !plainClick(event)) return;
      event.preventDefault();
      if (!busy && !current) void open(product);
    });
    disposer.add(() => {
      disposed = true;
      popup?.close();
    });
    return disposer.dispose;
  },
};

export default quickView;
