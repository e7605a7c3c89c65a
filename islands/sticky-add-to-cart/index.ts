import { barActive } from '../../src/sticky/sticky';
import type { IslandModule } from '../../src/runtime/types';

const ACTIVE = 'sticky-add-to-cart--active';
/** The body class Flatsome sets while the bar is shown (its CSS makes room above it). */
export const BODY_CLASS = 'has-sticky-product-cart';

/** The product's thumbnail and name for the bar, copied as text and a plain image from the page. */
function summary(doc: Document): HTMLElement | null {
  const title = doc.querySelector('.product_title')?.textContent?.trim();
  if (!title) return null;
  const box = doc.createElement('div');
  box.className = 'sticky-add-to-cart__product';
  const image = doc.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img');
  if (image?.currentSrc || image?.src) {
    const thumb = doc.createElement('img');
    thumb.src = image.currentSrc || image.src;
    thumb.alt = '';
    thumb.width = thumb.height = 40;
    thumb.className = 'sticky-add-to-cart-img';
    box.append(thumb);
  }
  const name = doc.createElement('span');
  name.className = 'product-title-small';
  name.textContent = title;
  box.append(name);
  return box;
}

/**
 * Flatsome's sticky add-to-cart bar (`.sticky-add-to-cart-wrapper > .sticky-add-to-cart`): once
 * the shopper has scrolled past the product form, the form rides along at the bottom of the
 * screen with the product's name (`.sticky-add-to-cart--active`, `body.has-sticky-product-cart`),
 * and scrolling back up puts it back. An IntersectionObserver decides; the wrapper keeps the
 * form's height meanwhile, so the page does not jump.
 */
const stickyAddToCart: IslandModule = {
  mount(wrapper) {
    const bar = wrapper.querySelector<HTMLElement>(':scope > .sticky-add-to-cart') ?? (wrapper.firstElementChild as HTMLElement | null);
    const doc = wrapper.ownerDocument;
    const win = doc.defaultView;
    if (!bar || !win || !('IntersectionObserver' in win)) return;
    const product = bar.querySelector('.sticky-add-to-cart__product') ? null : summary(doc);
    if (product) bar.prepend(product);
    let active = false;
    const set = (on: boolean) => {
      if (on === active) return;
      if (on) wrapper.style.minHeight = `${wrapper.offsetHeight}px`;
      active = on;
      bar.classList.toggle(ACTIVE, on);
      doc.body.classList.toggle(BODY_CLASS, on);
      if (!on) wrapper.style.minHeight = '';
    };
    const observer = new IntersectionObserver(([entry]) => entry && set(barActive({ isIntersecting: entry.isIntersecting, top: entry.boundingClientRect.top })));
    observer.observe(wrapper);
    return () => {
      observer.disconnect();
      set(false);
      product?.remove();
    };
  },
};

export default stickyAddToCart;
