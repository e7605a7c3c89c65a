import { reactIsland, readKept } from '../react-island';
import { StickyAddToCart, type ProductSummary, type StickyAddToCartProps } from './StickyAddToCart';

/** The product's name and thumbnail, read from the page as text and an image address. */
function readSummary(doc: Document): ProductSummary | undefined {
  const title = doc.querySelector('.product_title')?.textContent?.trim();
  if (!title) return undefined;
  const image = doc.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img');
  return { title, image: image?.currentSrc || image?.src || undefined };
}

/**
 * Flatsome's wrapper (`.sticky-add-to-cart-wrapper > .sticky-add-to-cart`), its content kept as
 * printed: the bar, and the summary to add at its start unless the theme prints one. Nothing to
 * do without IntersectionObserver: the form stays where it is.
 */
function read(wrapper: HTMLElement): StickyAddToCartProps | undefined {
  const bar = wrapper.querySelector<HTMLElement>(':scope > .sticky-add-to-cart') ?? (wrapper.firstElementChild as HTMLElement | null);
  if (!bar || !('IntersectionObserver' in window)) return undefined;
  const printed = bar.querySelector('.sticky-add-to-cart__product');
  return { wrapper, bar, kept: readKept(wrapper), summary: printed ? undefined : readSummary(wrapper.ownerDocument) };
}

export default reactIsland(StickyAddToCart, [], read);
