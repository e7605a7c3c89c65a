/**
 * One domain's strings: the Vietnamese ones, which ship inside the island that imports the
 * catalog (so a page downloads only the strings of the islands it has), and a loader per other
 * language, each its own on-demand chunk. Keys are namespaced by domain (`cart.viewCart`) and
 * unique across catalogs; `{name}` marks a placeholder.
 *
 * @example
 * export const strings = { 'quantity.label': 'Số lượng' };
 * export const quantity = { vi: strings, load: { en: () => import('./en/quantity') } } satisfies Catalog;
 * // en/quantity.ts: export default { 'quantity.label': 'Quantity' } satisfies Translation<typeof strings>;
 */
export interface Catalog {
  readonly vi: Readonly<Record<string, string>>;
  readonly load: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>>;
}

/** Another language's strings for a catalog's Vietnamese ones: exactly their keys, none missing, none extra. */
export type Translation<V extends Readonly<Record<string, string>>> = Record<keyof V, string>;
