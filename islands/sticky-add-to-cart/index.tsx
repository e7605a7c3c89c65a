import { createRoot } from 'react-dom/client';
import type { IslandModule } from '../../src/runtime/types';
import { StickyAddToCart, type ProductSummary } from './StickyAddToCart';

const SUMMARY = 'sticky-add-to-cart__product';

/** The product's name and thumbnail, read from the page as text and an image address. */
function readSummary(doc: Document): ProductSummary | undefined {
  const title = doc.querySelector('.product_title')?.textContent?.trim();
  if (!title) return undefined;
  const image = doc.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img');
  return { title, image: image?.currentSrc || image?.src || undefined };
}

/**
 * The sticky add-to-cart bar (`StickyAddToCart`) on Flatsome's wrapper. Mounted here rather than
 * with `reactIsland`, which renders into the element it is given or hydrates its content: the
 * wrapper's content is the product's cart form, with other islands in it (quantity, add-to-cart,
 * variations) and plugins' fields, so it is neither rendered nor hydrated. The component renders
 * what the bar gains, the product's summary, into a box put at the start of the bar
 * (`.sticky-add-to-cart__product`, as Flatsome prints it); where the theme prints that box itself,
 * the component renders nothing, into an element of its own outside the page.
 */
const stickyAddToCart: IslandModule = {
  mount(wrapper) {
    const bar = wrapper.querySelector<HTMLElement>(':scope > .sticky-add-to-cart') ?? (wrapper.firstElementChild as HTMLElement | null);
    if (!bar || !('IntersectionObserver' in window)) return undefined;
    const printed = bar.querySelector(`.${SUMMARY}`);
    const summary = printed ? undefined : readSummary(wrapper.ownerDocument);
    const box = document.createElement('div');
    if (summary) {
      box.className = SUMMARY;
      bar.prepend(box);
    }
    const root = createRoot(box);
    root.render(<StickyAddToCart wrapper={wrapper} bar={bar} summary={summary} />);
    return () => {
      root.unmount();
      box.remove();
    };
  },
};

export default stickyAddToCart;
