import type { PageContext } from '../../context';
import type { Product } from '../../db/products';
import { productImageUrl } from '../../components/images';

/** WooCommerce's `single-product/product-image.php` markup; without JS the images simply stack. */
export function Gallery({ ctx, product }: { ctx: PageContext; product: Product }) {
  const images = [
    { url: productImageUrl(product, 0), alt: product.name },
    ...product.gallery.map((caption, i) => ({
      url: productImageUrl(product, i + 1),
      alt: ctx.t('product.gallery_caption', { name: product.name, caption }),
    })),
  ];
  return (
    <div
      className={`woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images${images.length > 1 ? ' has-gallery' : ''}`}
      data-columns="4"
    >
      <div className="woocommerce-product-gallery__wrapper">
        {images.map((img, i) => (
          <div key={img.url} data-thumb={img.url} data-thumb-alt={img.alt} className="woocommerce-product-gallery__image">
            <a href={img.url}>
              <img
                width={600}
                height={600}
                src={img.url}
                className={i === 0 ? 'wp-post-image' : ''}
                alt={img.alt}
                decoding="async"
                {...(i === 0 ? {} : { loading: 'lazy' as const })}
                title={img.alt}
                data-caption=""
                data-src={img.url}
                data-large_image={img.url}
                data-large_image_width="800"
                data-large_image_height="800"
              />
            </a>
          </div>
        ))}
      </div>
    </div>
  );
}
