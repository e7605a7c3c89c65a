import type { PageContext } from '../../context';
import type { Product } from '../../db/products';
import { isInStock } from '../../db/products';
import { productUrl } from '../../cart';
import { PriceHtml } from '../../components/Price';
import { ProductQuantity } from '../../components/Quantity';
import { Stock, VariationsForm } from './VariationsForm';

/** WooCommerce's `single-product/add-to-cart/simple.php`; on the product page inside Flatsome's sticky wrapper. */
function SimpleForm({ ctx, product, sticky }: { ctx: PageContext; product: Product; sticky: boolean }) {
  const { t } = ctx;
  const form = (
    <form className="cart" action={productUrl(product)} method="post" encType="multipart/form-data">
      <ProductQuantity ctx={ctx} product={product} />
      <button type="submit" name="add-to-cart" value={product.id} className="single_add_to_cart_button button alt">
        {t('product.add_to_cart')}
      </button>
    </form>
  );
  return (
    <>
      <Stock ctx={ctx} product={product} />
      {isInStock(product) &&
        (sticky ? (
          // Flatsome's sticky add-to-cart wrapper: the bar rides along once scrolled past.
          <div className="sticky-add-to-cart-wrapper">
            <div className="sticky-add-to-cart">{form}</div>
          </div>
        ) : (
          form
        ))}
    </>
  );
}

/**
 * What the product page's summary and the quick view share (WooCommerce's summary hooks 10 to
 * 30): the price, the short description and the add-to-cart form, simple or variable. `sticky`
 * puts a simple product's form in Flatsome's sticky add-to-cart wrapper (the product page only).
 */
export function ProductSummary({ ctx, product, sticky = false }: { ctx: PageContext; product: Product; sticky?: boolean }) {
  return (
    <>
      <p className="price">
        <PriceHtml product={product} catalogue={ctx.app.catalogue} />
      </p>
      <div className="woocommerce-product-details__short-description">
        <p>{product.shortDescription}</p>
      </div>
      {product.type === 'variable' ? <VariationsForm ctx={ctx} product={product} /> : <SimpleForm ctx={ctx} product={product} sticky={sticky} />}
    </>
  );
}
