import type { PageContext } from '../../context';
import type { Product } from '../../db/products';
import { GALLERY_VIEW_LABELS, productImageUrl } from '../../components/images';

/**
 * WooCommerce's `single-product/product-image.php` markup laid out as Flatsome's gallery: the
 * images are the slides of a scroll-snap slider (`.product-gallery-slider`), and the thumbnails
 * below (`.product-thumbnails`) are in-page links to the slides, so without JavaScript a
 * thumbnail brings its image into the slider. Each slide's own link is the full-size file, with
 * WooCommerce's `data-large_image…` on the image, for the lightbox.
 */
export function Gallery({ ctx, product }: { ctx: PageContext; product: Product }) {
  const images = [
    { url: productImageUrl(product, 0), alt: product.name },
    ...product.gallery.map((view, i) => ({
      url: productImageUrl(product, i + 1),
      alt: ctx.t('product.gallery_caption', { name: product.name, caption: ctx.t(GALLERY_VIEW_LABELS[view]) }),
    })),
  ];
  const slideId = (i: number) => `product-${product.id}-image-${i}`;
  return (
    <>
      <div
        className={`woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images${images.length > 1 ? ' has-gallery' : ''}`}
        data-columns="4"
      >
        <div className="woocommerce-product-gallery__wrapper product-gallery-slider slider">
          {images.map((img, i) => (
            <div key={img.url} id={slideId(i)} data-thumb={img.url} data-thumb-alt={img.alt} className="woocommerce-product-gallery__image">
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
      {images.length > 1 && (
        <div className="product-thumbnails thumbnails">
          {images.map((img, i) => (
            <div key={img.url} className={i === 0 ? 'col first' : 'col'}>
              <a href={`#${slideId(i)}`}>
                <img width={100} height={100} src={img.url} className="attachment-woocommerce_thumbnail" alt={img.alt} decoding="async" loading="lazy" />
              </a>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
