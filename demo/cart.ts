import type { Catalogue, Product } from './db/products';
import { activePrice, isInStock } from './db/products';
import { md5 } from './lib/crypto';

/**
 * The cart, as pure functions over its lines plus the catalogue, shared by the no-JS routes and
 * WooCommerce's wc-ajax endpoints (`routes/wc-ajax.ts`). Changes run through `updateCart`
 * (context.ts), which hands them the lines as stored, inside one transaction.
 */
export interface CartLine {
  /** WooCommerce's cart item key: md5 of product id, variation id and attributes. */
  key: string;
  productId: number;
  variationId: number;
  variation: Record<string, string>;
  quantity: number;
}

export interface AddRequest {
  productId: number;
  quantity: number;
  variationId?: number;
  /** `attribute_<name>` → option slug, as posted by a variations form. */
  variation?: Record<string, string>;
  /**
   * Add a variable product's parent, with no variation chosen, as a line of its own: what
   * WooCommerce's wc-ajax `add_to_cart` does (recorded exchange 12). Its forms refuse it instead.
   */
  parentAllowed?: boolean;
}

export type AddFailure = 'not_found' | 'out_of_stock' | 'over_stock' | 'needs_options' | 'invalid_quantity' | 'sold_individually';

export type AddOutcome =
  | { ok: true; lines: CartLine[]; line: CartLine; product: Product; added: number }
  | { ok: false; reason: AddFailure; product?: Product; lines?: undefined };

/** WooCommerce's `generate_cart_id`: `md5(implode('_', [product_id, variation_id?, "keyvalue…"]))`. */
export function cartItemKey(productId: number, variationId: number, variation: Record<string, string>): string {
  const parts: string[] = [String(productId)];
  if (variationId) parts.push(String(variationId));
  const entries = Object.entries(variation);
  if (entries.length) parts.push(entries.map(([k, v]) => k.trim() + v.trim()).join(''));
  return md5(parts.join('_'));
}

/** Finds the variation of `parent` whose attributes all match `chosen`. */
export function matchVariation(catalogue: Catalogue, parent: Product, chosen: Record<string, string>): Product | undefined {
  return catalogue
    .variations(parent.id)
    .find((v) => Object.entries(v.variationValues).every(([name, value]) => chosen[name] === value));
}

/** The most of one line a cart holds; more is a typo (or a probe), not an order. */
export const MAX_QUANTITY = 9999;

/** The most of `item` one line may hold: one if sold individually, else its stock (null: no limit but MAX_QUANTITY). */
export const lineLimit = (product: Product, item: Product): number | null => (product.soldIndividually ? 1 : item.stockQuantity);

/**
 * What a variable product's request buys: the variation named by `variationId` (its chosen
 * attributes, if any were posted, must agree), else the one the attributes match, else, with no
 * choice at all and `parentAllowed`, the parent itself. Undefined: the choice is incomplete.
 */
function chosenItem(catalogue: Catalogue, parent: Product, request: AddRequest): Product | undefined {
  const chosen = request.variation ?? {};
  const byId = request.variationId ? catalogue.byId(request.variationId) : undefined;
  if (byId) {
    const agrees = byId.parentId === parent.id && Object.entries(chosen).every(([name, value]) => byId.variationValues[name] === value);
    return agrees ? byId : undefined;
  }
  if (Object.keys(chosen).length === 0 && !request.variationId) return request.parentAllowed ? parent : undefined;
  return matchVariation(catalogue, parent, chosen);
}

/**
 * Adds a product: a simple one, a variation by its own id, or a variable parent with its variation
 * chosen (by id or attributes), as `WC_Cart::add_to_cart` checks them. Pure: the caller stores
 * `lines`, inside the same transaction that read the ones given here.
 */
export function addToCart(lines: readonly CartLine[], catalogue: Catalogue, request: AddRequest): AddOutcome {
  const found = catalogue.byId(request.productId);
  if (!found) return { ok: false, reason: 'not_found' };

  let parent = found;
  let item: Product | undefined = found;
  if (found.type === 'variation') {
    const p = found.parentId === null ? undefined : catalogue.byId(found.parentId);
    if (!p) return { ok: false, reason: 'not_found' };
    parent = p;
  } else if (found.type === 'variable') {
    item = chosenItem(catalogue, found, request);
  }
  if (!Number.isInteger(request.quantity) || request.quantity < 1 || request.quantity > MAX_QUANTITY) {
    return { ok: false, reason: 'invalid_quantity', product: parent };
  }
  if (!item) return { ok: false, reason: 'needs_options', product: parent };
  if (!isInStock(item)) return { ok: false, reason: 'out_of_stock', product: parent };

  const variationId = item.type === 'variation' ? item.id : 0;
  const variation = item.type === 'variation' ? item.variationValues : {};
  const key = cartItemKey(parent.id, variationId, variation);
  const existing = lines.find((l) => l.key === key);
  // WooCommerce adds one of a product sold individually, whatever the quantity asked, and refuses a second.
  const quantity = parent.soldIndividually ? 1 : request.quantity;
  if (parent.soldIndividually && existing) return { ok: false, reason: 'sold_individually', product: parent };
  const wanted = (existing?.quantity ?? 0) + quantity;
  const limit = lineLimit(parent, item);
  if (wanted > MAX_QUANTITY || (limit !== null && wanted > limit)) {
    return { ok: false, reason: 'over_stock', product: parent };
  }

  const line: CartLine = { key, productId: parent.id, variationId, variation, quantity: wanted };
  const next = existing ? lines.map((l) => (l.key === key ? line : l)) : [...lines, line];
  return { ok: true, lines: next, line, product: parent, added: quantity };
}

/**
 * Sets a line's quantity; 0 removes it. Unknown keys are ignored. `stock` is what the line's item
 * has (null: not tracked): asking for more keeps the line as it was, and says so.
 */
export function setQuantity(
  lines: readonly CartLine[],
  key: string,
  quantity: number,
  stock: number | null = null,
): { lines: CartLine[]; refused: boolean } {
  if (!Number.isInteger(quantity) || quantity < 0) return { lines: [...lines], refused: true };
  if (quantity > MAX_QUANTITY || (stock !== null && quantity > stock)) return { lines: [...lines], refused: true };
  return { lines: lines.flatMap((l) => (l.key !== key ? [l] : quantity === 0 ? [] : [{ ...l, quantity }])), refused: false };
}

/** Takes a line out; an unknown key gives no `lines` (nothing to store). */
export function removeLine(lines: readonly CartLine[], key: string): { lines?: CartLine[]; removed?: CartLine } {
  const removed = lines.find((l) => l.key === key);
  return removed ? { lines: lines.filter((l) => l !== removed), removed } : {};
}

export interface ResolvedLine {
  line: CartLine;
  /** The product shown and linked: the parent of a variation. */
  product: Product;
  /** What is bought: the variation, or the product itself. */
  item: Product;
  /** Chosen attributes with their labels, for `<dl class="variation">`. */
  attributes: Array<{ label: string; value: string }>;
  url: string;
  price: number;
  subtotal: number;
  /** The most this line may hold (see lineLimit); null: only MAX_QUANTITY. */
  max: number | null;
}

export interface CartSummary {
  items: ResolvedLine[];
  /** Sum of quantities: the header count. */
  count: number;
  subtotal: number;
  total: number;
  /** `woocommerce_cart_hash`; empty for an empty cart, as WooCommerce answers. */
  hash: string;
}

export const productUrl = (p: Product): string => `/product/${p.slug}/`;

/** Prices the lines against the catalogue; lines whose product vanished are dropped. */
export function summarize(lines: readonly CartLine[], catalogue: Catalogue): CartSummary {
  const items: ResolvedLine[] = [];
  for (const line of lines) {
    const product = catalogue.byId(line.productId);
    const item = line.variationId ? catalogue.byId(line.variationId) : product;
    if (!product || !item) continue;
    // A variable parent added without a variation (wc-ajax allows it) lists no attributes, as WooCommerce.
    const attributes = line.variationId
      ? product.attributeDefs.map((def) => {
          const slug = line.variation[`attribute_${def.name}`] ?? '';
          return { label: def.label, value: def.options.find((o) => o.slug === slug)?.name ?? slug };
        })
      : [];
    const query = Object.entries(line.variation)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    // A variable parent costs what its cheapest variation does: WooCommerce's `_price` of the parent.
    const price = item.type === 'variable' ? catalogue.priceRange(item).min : activePrice(item);
    items.push({
      line,
      product,
      item,
      attributes,
      url: productUrl(product) + (query ? `?${query}` : ''),
      price,
      subtotal: price * line.quantity,
      max: lineLimit(product, item),
    });
  }
  const subtotal = items.reduce((sum, i) => sum + i.subtotal, 0);
  const count = items.reduce((sum, i) => sum + i.line.quantity, 0);
  const hash = items.length ? md5(JSON.stringify(items.map((i) => i.line)) + String(subtotal)) : '';
  return { items, count, subtotal, total: subtotal, hash };
}

/** Parses a stored cart, dropping anything malformed. */
export function parseLines(json: string): CartLine[] {
  try {
    const raw = JSON.parse(json) as unknown;
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (l): l is CartLine =>
        typeof l === 'object' &&
        l !== null &&
        typeof (l as CartLine).key === 'string' &&
        Number.isInteger((l as CartLine).productId) &&
        Number.isInteger((l as CartLine).quantity),
    );
  } catch {
    return [];
  }
}
