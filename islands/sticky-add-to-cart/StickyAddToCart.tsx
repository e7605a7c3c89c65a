import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ReadableAtom } from 'nanostores';
import { useStore } from '../../stores/use-store';
import { KeptContent, reactIsland, readKept, type Kept } from '../react-island';

const ACTIVE = 'sticky-add-to-cart--active';
/** The body class Flatsome sets while the bar is shown (its CSS makes room above it). */
const BODY_CLASS = 'has-sticky-product-cart';

/** The product's name and thumbnail, as the bar shows them beside the form. */
interface ProductSummary {
  title: string;
  /** The gallery's first image, as the browser chose it from its sources. */
  image?: string | undefined;
}

/** What the start part (./index) hands the component: the bar it found, and what its observer says. */
export interface Watched {
  /** `.sticky-add-to-cart`: what rides along at the bottom of the screen. */
  bar: HTMLElement;
  /** Whether the bar is needed: the wrapper is scrolled past, above the view. */
  $needed: ReadableAtom<boolean>;
}

interface StickyAddToCartProps extends Watched {
  /** `.sticky-add-to-cart-wrapper`: where the form is in the page. */
  wrapper: HTMLElement;
  /** The wrapper's content as printed. */
  kept: Kept[];
  /** What to render at the start of the bar; none where the theme prints it. */
  summary?: ProductSummary | undefined;
}

/**
 * The sticky add-to-cart bar's component: it shows the bar while the start part's observer says
 * it is needed (`.sticky-add-to-cart--active`, `body.has-sticky-product-cart`), the wrapper keeping
 * the form's height meanwhile, so the page does not jump, and hides it again when it is not.
 *
 * The wrapper's content is the product's cart form, with other islands in it (quantity, add to
 * cart, variations) and plugins' fields: it is kept as printed, never rendered again. What the bar
 * gains, the product's summary, is rendered into a box put at the start of the bar once the
 * content is adopted (`.sticky-add-to-cart__product`, as Flatsome prints it), and the bar shows
 * only once the summary is in it, never half drawn. The bar, the wrapper and the body are the
 * theme's, their classes set here.
 */
function StickyAddToCart({ wrapper, bar, kept, summary, $needed }: StickyAddToCartProps): ReactNode {
  const [box, setBox] = useState<HTMLElement>();
  const active = useStore($needed) && (!summary || box !== undefined);

  useLayoutEffect(() => {
    if (!summary) return undefined;
    const made = document.createElement('div');
    made.className = 'sticky-add-to-cart__product';
    bar.prepend(made);
    setBox(made);
    return () => made.remove();
  }, []);

  useLayoutEffect(() => {
    if (!active) return undefined;
    // Measured before the bar leaves the flow: the form's height.
    wrapper.style.minHeight = `${wrapper.offsetHeight}px`;
    bar.classList.add(ACTIVE);
    document.body.classList.add(BODY_CLASS);
    return () => {
      bar.classList.remove(ACTIVE);
      document.body.classList.remove(BODY_CLASS);
      wrapper.style.minHeight = '';
    };
  }, [active]);

  return (
    <>
      <KeptContent kept={kept} />
      {box &&
        summary &&
        createPortal(
          <>
            {summary.image && <img className="sticky-add-to-cart-img" src={summary.image} alt="" width={40} height={40} />}
            <span className="product-title-small">{summary.title}</span>
          </>,
          box,
        )}
    </>
  );
}

/** The product's name and thumbnail, read from the page as text and an image address. */
function readSummary(doc: Document): ProductSummary | undefined {
  const title = doc.querySelector('.product_title')?.textContent?.trim();
  if (!title) return undefined;
  const image = doc.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img');
  return { title, image: image?.currentSrc || image?.src || undefined };
}

/** Flatsome's wrapper, its content kept as printed, and the summary to add at the bar's start unless the theme prints one. */
const read = (wrapper: HTMLElement, { bar, $needed }: Watched): StickyAddToCartProps => ({
  wrapper,
  bar,
  $needed,
  kept: readKept(wrapper),
  summary: bar.querySelector('.sticky-add-to-cart__product') ? undefined : readSummary(wrapper.ownerDocument),
});

export default reactIsland(StickyAddToCart, [], read);
