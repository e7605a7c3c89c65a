import type { Catalogue, Product } from '../db/products';
import { activePrice, isOnSale } from '../db/products';
import { formatAmount } from '../lib/format';

/** WooCommerce's `wc_price()` markup: `<span class="woocommerce-Price-amount amount"><bdi>1.250.000&nbsp;<span …>₫</span></bdi></span>`. */
export function Amount({ value }: { value: number }) {
  return (
    <span className="woocommerce-Price-amount amount">
      <bdi>
        {formatAmount(value)}
        {'\u00a0'}
        <span className="woocommerce-Price-currencySymbol">₫</span>
      </bdi>
    </span>
  );
}

/** A regular/sale pair as `<del>`/`<ins>`, or one amount. */
export function SimplePrice({ product }: { product: Product }) {
  if (isOnSale(product) && product.regularPrice !== null) {
    return (
      <>
        <del aria-hidden="true">
          <Amount value={product.regularPrice} />
        </del>{' '}
        <ins>
          <Amount value={activePrice(product)} />
        </ins>
      </>
    );
  }
  return <Amount value={activePrice(product)} />;
}

/** The inside of `.price` for any product: a variable product shows its range. */
export function PriceHtml({ product, catalogue }: { product: Product; catalogue: Catalogue }) {
  if (product.type !== 'variable') return <SimplePrice product={product} />;
  const { min, max } = catalogue.priceRange(product);
  if (min === max) return <Amount value={min} />;
  return (
    <>
      <Amount value={min} /> – <Amount value={max} />
    </>
  );
}
