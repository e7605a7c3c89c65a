import type { GalleryView } from '../db/catalogue';
import type { Product } from '../db/products';
import type { MessageKey } from '../i18n/index';

/** URL of a generated product image: `n` 0 is the main image, 1… the gallery. */
export const productImageUrl = (product: Product, n = 0): string =>
  `/images/product/${product.type === 'variation' && product.parentId !== null ? product.parentId : product.id}-${n}.svg`;

export const bannerImageUrl = (n: number): string => `/images/banner/${n}.svg`;

/** The catalog key of each gallery view's caption, for alt text and for the picture's label. */
export const GALLERY_VIEW_LABELS: Record<GalleryView, MessageKey> = {
  front: 'product.view_front',
  side: 'product.view_side',
  'wheel-lock': 'product.view_wheel_lock',
  'folded-handle': 'product.view_folded_handle',
  'roll-end': 'product.view_roll_end',
  'on-pallet': 'product.view_on_pallet',
  'carton-open': 'product.view_carton_open',
  'carton-flat': 'product.view_carton_flat',
  'carton-layers': 'product.view_carton_layers',
  'carton-stacked': 'product.view_carton_stacked',
  'tape-width': 'product.view_tape_width',
  'tape-dispenser': 'product.view_tape_dispenser',
  'tape-sealed': 'product.view_tape_sealed',
  'pallet-top': 'product.view_pallet_top',
  'pallet-forks': 'product.view_pallet_forks',
  'pallet-loaded': 'product.view_pallet_loaded',
};
