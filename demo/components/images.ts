import type { Product } from '../db/products';

/** URL of a generated product image: `n` 0 is the main image, 1… the gallery. */
export const productImageUrl = (product: Product, n = 0): string =>
  `/images/product/${product.type === 'variation' && product.parentId !== null ? product.parentId : product.id}-${n}.svg`;

export const bannerImageUrl = (n: number): string => `/images/banner/${n}.svg`;
