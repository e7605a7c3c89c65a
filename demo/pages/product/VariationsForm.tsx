import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from '../../context';
import type { Product } from '../../db/products';
import { activePrice, isInStock } from '../../db/products';
import { productUrl } from '../../cart';
import { Amount, SimplePrice } from '../../components/Price';
import { ProductQuantity } from '../../components/Quantity';

/** Availability paragraph, WooCommerce's `single-product/stock.php`. */
export function Stock({ ctx, product }: { ctx: PageContext; product: Product }) {
  if (!isInStock(product)) return <p className="stock out-of-stock">{ctx.t('product.out_of_stock')}</p>;
  return (
    <p className="stock in-stock">
      {product.stockQuantity !== null ? ctx.t('product.in_stock_n', { n: product.stockQuantity }) : ctx.t('product.in_stock')}
    </p>
  );
}

export const variationImageUrl = (variation: Product): string => `/images/variation/${variation.id}.svg`;

/**
 * WooCommerce's `woocommerce_ajax_variation_threshold`: a product with more variations than this
 * leaves them out of its page (`data-product_variations="false"`), and its form asks the server
 * for each choice (`?wc-ajax=get_variation`).
 */
export const AJAX_VARIATION_THRESHOLD = 30;

/**
 * One entry of `data-product_variations`, and the answer of `get_variation`, in the shape of
 * `WC_Product_Variable::get_available_variation` (the demo's pictures have one size, so every
 * size of the variation's picture is the same file).
 */
export function variationData(ctx: PageContext, parent: Product, v: Product) {
  const src = variationImageUrl(v);
  return {
    attributes: v.variationValues,
    availability_html: renderToStaticMarkup(<Stock ctx={ctx} product={v} />),
    backorders_allowed: false,
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: 'N/A',
    display_price: activePrice(v),
    display_regular_price: v.regularPrice ?? activePrice(v),
    image: {
      title: v.name,
      caption: '',
      url: src,
      alt: v.name,
      src,
      srcset: false,
      sizes: '(max-width: 600px) 100vw, 600px',
      full_src: src,
      full_src_w: 800,
      full_src_h: 800,
      gallery_thumbnail_src: src,
      gallery_thumbnail_src_w: 100,
      gallery_thumbnail_src_h: 100,
      thumb_src: src,
      thumb_src_w: 450,
      thumb_src_h: 450,
      src_w: 600,
      src_h: 600,
    },
    image_id: v.id,
    is_downloadable: false,
    is_in_stock: isInStock(v),
    is_purchasable: true,
    is_sold_individually: 'no',
    is_virtual: false,
    max_qty: v.stockQuantity ?? '',
    min_qty: 1,
    price_html: renderToStaticMarkup(
      <span className="price">
        <SimplePrice product={v} />
      </span>,
    ),
    sku: v.sku,
    // WooCommerce's description goes through wpautop: a paragraph.
    variation_description: v.description ? `${renderToStaticMarkup(<p>{v.description}</p>)}\n` : '',
    variation_id: v.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: '',
    weight_html: 'N/A',
  };
}

/**
 * `form.variations_form` with `<table class="variations">`; works without JS (the server matches
 * the attributes). A choice in the address (`?attribute_pa_kich-thuoc=vua`, as the cart links to a
 * variation) comes chosen, as WooCommerce's `$_REQUEST` does.
 */
export function VariationsForm({ ctx, product }: { ctx: PageContext; product: Product }) {
  const { t } = ctx;
  const variations = ctx.app.catalogue.variations(product.id);
  const inline = variations.length <= AJAX_VARIATION_THRESHOLD;
  const requested = new URL(ctx.path, 'http://shop.invalid').searchParams;
  const chosen = (name: string): string => {
    const value = requested.get(`attribute_${name}`) ?? '';
    return product.attributeDefs.find((def) => def.name === name)?.options.some((o) => o.slug === value) ? value : '';
  };
  return (
    <>
      <form
        className="variations_form cart"
        action={productUrl(product)}
        method="post"
        encType="multipart/form-data"
        data-product_id={product.id}
        data-product_variations={inline ? JSON.stringify(variations.map((v) => variationData(ctx, product, v))) : 'false'}
      >
        <table className="variations" cellSpacing={0} role="presentation">
          <tbody>
            {product.attributeDefs.map((def, i) => (
              <tr key={def.name}>
                <th className="label">
                  <label htmlFor={def.name}>{def.label}</label>
                </th>
                <td className="value">
                  <select id={def.name} name={`attribute_${def.name}`} data-attribute_name={`attribute_${def.name}`} data-show_option_none="yes" defaultValue={chosen(def.name)}>
                    <option value="">{t('product.choose_option')}</option>
                    {def.options.map((o) => (
                      <option key={o.slug} value={o.slug}>
                        {o.name}
                      </option>
                    ))}
                  </select>
                  {i === product.attributeDefs.length - 1 && (
                    <a className="reset_variations" href={productUrl(product)}>
                      {t('product.reset')}
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="single_variation_wrap">
          <div className="woocommerce-variation single_variation" />
          <div className="woocommerce-variation-add-to-cart variations_button">
            <ProductQuantity ctx={ctx} product={product} />
            <button type="submit" className="single_add_to_cart_button button alt">
              {t('product.add_to_cart')}
            </button>
            <input type="hidden" name="add-to-cart" value={product.id} />
            <input type="hidden" name="product_id" value={product.id} />
            <input type="hidden" name="variation_id" className="variation_id" value="0" />
          </div>
        </div>
      </form>
      <table className="variation-prices shop_table">
        <caption>{t('product.variation_table')}</caption>
        <tbody>
          {variations.map((v) => (
            <tr key={v.id}>
              <th scope="row">{product.attributeDefs.map((d) => d.options.find((o) => o.slug === v.variationValues[`attribute_${d.name}`])?.name ?? '').join(', ')}</th>
              <td>
                <Amount value={activePrice(v)} />
              </td>
              <td>
                <Stock ctx={ctx} product={v} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
