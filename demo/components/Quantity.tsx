import type { PageContext } from '../context';
import type { Product } from '../db/products';

/**
 * WooCommerce's classic quantity input (`global/quantity-input.php`), without plus/minus
 * buttons: the quantity island adds those.
 */
export function Quantity(props: {
  id: string;
  name: string;
  label: string;
  ariaLabel: string;
  value: number;
  min: number;
  max?: number | null;
}) {
  return (
    <div className="quantity">
      <label className="screen-reader-text" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        type="number"
        id={props.id}
        className="input-text qty text"
        name={props.name}
        defaultValue={props.value}
        aria-label={props.ariaLabel}
        size={4}
        min={props.min}
        max={props.max ?? ''}
        step={1}
        placeholder=""
        inputMode="numeric"
        autoComplete="off"
      />
    </div>
  );
}

/** The quantity input of a product's add-to-cart form: one item by default, at most the stock (one if sold individually). */
export function ProductQuantity({ ctx, product }: { ctx: PageContext; product: Product }) {
  return (
    <Quantity
      id={`quantity_${product.id}`}
      name="quantity"
      label={ctx.t('product.quantity_label', { name: product.name })}
      ariaLabel={ctx.t('product.quantity_aria')}
      value={1}
      min={1}
      max={product.soldIndividually ? 1 : product.stockQuantity}
    />
  );
}
