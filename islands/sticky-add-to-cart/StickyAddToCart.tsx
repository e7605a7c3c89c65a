import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { barActive } from '../../src/sticky/sticky';
import { KeptContent, type Kept } from '../react-island';

const ACTIVE = 'sticky-add-to-cart--active';
/** The body class Flatsome sets while the bar is shown (its CSS makes room above it). */
export const BODY_CLASS = 'has-sticky-product-cart';

/** The product's name and thumbnail, as the bar shows them beside the form. */
export interface ProductSummary {
  title: string;
  /** The gallery's first image, as the browser chose it from its sources. */
  image?: string | undefined;
}

export interface StickyAddToCartProps {
  /** `.sticky-add-to-cart-wrapper`: where the form is in the page, observed. */
  wrapper: HTMLElement;
  /** `.sticky-add-to-cart`: what rides along at the bottom of the screen. */
  bar: HTMLElement;
  /** The wrapper's content as printed. */
  kept: Kept[];
  /** What to render at the start of the bar; none where the theme prints it. */
  summary?: ProductSummary | undefined;
}

/**
 * Flatsome's sticky add-to-cart bar: once the shopper has scrolled past the product form, the form
 * rides along at the bottom of the screen with the product's name (`.sticky-add-to-cart--active`,
 * `body.has-sticky-product-cart`), and scrolling back up puts it back. An IntersectionObserver
 * decides; the wrapper keeps the form's height meanwhile, so the page does not jump.
 *
 * The wrapper's content is the product's cart form, with other islands in it (quantity, add to
 * cart, variations) and plugins' fields: it is kept as printed, never rendered again. What the bar
 * gains, the product's summary, is rendered into a box put at the start of the bar once the
 * content is adopted (`.sticky-add-to-cart__product`, as Flatsome prints it); the bar, the wrapper
 * and the body are the theme's, their classes set here.
 */
export function StickyAddToCart({ wrapper, bar, kept, summary }: StickyAddToCartProps): ReactNode {
  const [active, setActive] = useState(false);
  const [box, setBox] = useState<HTMLElement>();

  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setActive(barActive({ isIntersecting: entry.isIntersecting, top: entry.boundingClientRect.top }));
    });
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [wrapper]);

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
