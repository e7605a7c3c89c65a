/**
 * Puts WooCommerce's cart fragments into the page, and reads what they hold. The one module of the
 * cart that writes to the DOM; what to apply and when is decided elsewhere (`./page`, `./cache`,
 * `stores/cart`). It comes with the sanitiser and the fragments' readers, and the cart's page
 * listener loads them with the first fragments it shows, not with the page: most pages never
 * apply any.
 */
import { sanitizeHtml } from '../sanitize/sanitize';
import { CART_FRAGMENTS, cartDataIn } from './contents';
import { itemCountIn } from './count';
import type { CartRead } from './listener';
import type { Fragments } from './responses';

/**
 * Replaces every element matching a fragment's selector with the fragment's markup, as
 * WooCommerce's `$(selector).replaceWith(html)` does, with three differences: the markup is
 * sanitised as page markup (`sanitizeHtml`: what would run code or clobber the page's objects
 * goes, WooCommerce's markup and the cart's JSON block stay), since no policy of the page stops an
 * `onerror` in it; an element that already is that markup is left alone, so nothing flickers,
 * focus stays and islands in it stay mounted; and a selector the browser rejects skips that
 * fragment only. Islands inside replaced markup are disposed and the new ones mounted by the
 * loader's MutationObserver.
 *
 * @example applyFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">…</div>' })
 */
export function applyFragments(fragments: Fragments, root: ParentNode = document): void {
  insert(parse(fragments, root), root);
}

/**
 * Applies the fragments as `applyFragments` does, and says what they hold: the structured cart,
 * or else the item count in WooCommerce's markup. Each fragment is parsed once, by the sanitiser:
 * what is read is what goes into the page.
 *
 * @example const { count } = showFragments(update.fragments);
 */
export function showFragments(fragments: Fragments, root: ParentNode = document): CartRead {
  const parsed = parse(fragments, root);
  const data = parsed.get(CART_FRAGMENTS.data);
  const contents = data && cartDataIn(data);
  const read = { contents, count: contents?.count ?? itemCountIn(parsed) };
  insert(parsed, root);
  return read;
}

/** Each fragment's markup, sanitised for `root`'s document. */
const parse = (fragments: Fragments, root: ParentNode): Map<string, DocumentFragment> => {
  const doc = root.ownerDocument ?? (root as Document);
  // Outer whitespace would be extra text nodes, and the element would never compare equal.
  return new Map(Object.entries(fragments).map(([selector, html]) => [selector, sanitizeHtml(html.trim(), doc)]));
};

function insert(parsed: ReadonlyMap<string, DocumentFragment>, root: ParentNode): void {
  for (const [selector, content] of parsed) {
    let targets: NodeListOf<Element>;
    try {
      targets = root.querySelectorAll(selector);
    } catch {
      continue;
    }
    for (const target of targets) {
      if (content.childNodes.length === 1 && target.isEqualNode(content.firstChild)) continue;
      target.replaceWith(content.cloneNode(true));
    }
  }
}
