/**
 * WooCommerce's price markup and nothing else (`get_price_html()`: `wc_price()` amounts, a sale's
 * `<del>`/`<ins>`, a suffix in `<small>`, screen-reader text). Everything else is dropped: other
 * elements are unwrapped to their allowed content, other attributes and classes are left out.
 */
const ELEMENTS = new Set(['SPAN', 'BDI', 'DEL', 'INS', 'SMALL']);
const CLASSES = new Set([
  'woocommerce-Price-amount',
  'amount',
  'woocommerce-Price-currencySymbol',
  'woocommerce-price-suffix',
  'screen-reader-text',
]);
/** Elements whose content is code or a control, never text to show: dropped with their content. */
const DROPPED = 'script,style,template,noscript,iframe,object,svg,math,textarea,select,title';
/** Price HTML is a few hundred characters; anything far longer is not a price. */
const MAX_LENGTH = 4000;
/** WooCommerce nests four deep at most (`del > span > bdi > span`). */
const MAX_DEPTH = 8;

function copy(source: Node, target: Node, doc: Document, depth: number): void {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE || depth >= MAX_DEPTH) continue;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (!ELEMENTS.has(tag)) {
      copy(element, target, doc, depth + 1);
      continue;
    }
    const clean = doc.createElement(tag.toLowerCase());
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter((name) => CLASSES.has(name));
    if (classes.length) clean.className = classes.join(' ');
    // WooCommerce hides the struck-through regular price from screen readers.
    if (element.getAttribute('aria-hidden') === 'true') clean.setAttribute('aria-hidden', 'true');
    copy(element, clean, doc, depth + 1);
    target.appendChild(clean);
  }
}

/**
 * Turns price HTML from the server into a fragment of WooCommerce's price markup only, parsed
 * inertly and rebuilt node by node in `doc`, never through `innerHTML`.
 *
 * @example priceFragment('<span class="woocommerce-Price-amount amount"><bdi>3.500&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span>')
 */
export function priceFragment(html: string, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  if (html && html.length <= MAX_LENGTH) copy(parse(html), fragment, doc, 0);
  return fragment;
}

/** Parses HTML inertly (a `DOMParser` document runs no script and loads no image), code dropped. */
function parse(html: string): HTMLElement {
  const { body } = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const element of body.querySelectorAll(DROPPED)) element.remove();
  return body;
}

/**
 * The text of a title as WordPress writes it (`&amp;`, `&#8211;`: Flatsome's script shows its
 * suggestions' `value` as HTML): entities decoded, markup left out, code dropped.
 *
 * @example htmlText('Dây đai &amp; khoá <b>đai</b>') // 'Dây đai & khoá đai'
 */
export const htmlText = (html: string): string => parse(html).textContent ?? '';
