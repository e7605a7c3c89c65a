/**
 * The one policy for server HTML the shop puts into its pages. Its variants:
 *
 * - **page markup**, `sanitizeHtml`: a piece of the theme's page that a contract hands over as
 *   HTML, to work as the server's own markup does: the quick view's product (its gallery, form and
 *   fields) and the cart fragments (WooCommerce's mini-cart, the header's count and total, the cart
 *   as JSON). What makes that markup work stays: classes, ids, names, `data-` attributes, styles,
 *   links, images, forms and their fields, the cart's JSON data block. What would run code goes
 *   (scripts, frames, embeds, SVG and MathML, event-handler attributes, `javascript:` URLs), and so
 *   do the names that would clobber the page's objects (see `clobbers`).
 * - **text bits**, `sanitizeFragment`: the small bits WooCommerce sends as HTML (a variation's
 *   price, stock and description): only text markup stays.
 * - **rich text**, `sanitizeRichText` in ./rich-text.ts: the form embed's HTML from a HubSpot
 *   form definition (a group's rich text, consent texts, the thank-you message), written by a
 *   portal's authors and shown on any site: an allowlist of text, list, table, link and image
 *   markup with a few attributes, nothing that runs, submits or names. A module of its own because
 *   esbuild splits by module: in this one, the form embed would download the shop's page-markup
 *   policy with it (1.4 KB gzip where its own is 0.6).
 * - **price markup**, `priceFragment` in ./price-html.ts: WooCommerce's `get_price_html()` in the
 *   search's suggestions, rebuilt from the few elements and classes a price has; and `htmlText`
 *   there, a title's text. Apart for the same reason: the search island alone needs them.
 * - **reading only**, `parseInert`: markup parsed to be read, never inserted (the cart's count
 *   and JSON in its fragments).
 *
 * All parse inertly, in a `<template>` (nothing there loads or runs), clean the nodes, and hand
 * those very nodes over to be inserted, never serialised and parsed again: what is checked is what
 * lands, so the markup cannot change meaning on the way (what DOMPurify calls mutation XSS).
 * DOMPurify itself is not used here: 11.8 KB gzip where this module is 1.1 KB, for markup
 * the shop's own server wrote, and its `SANITIZE_NAMED_PROPS` (every id and name prefixed with
 * `user-content-`) would break what WooCommerce's markup refers to (`label[for]`, `#tab-reviews`,
 * the cart's `script#shop-islands-cart`). Its `SANITIZE_DOM` idea is `clobbers`, below.
 * The form embed's rich text was DOMPurify's, loaded on demand where the browser has no Sanitizer
 * API: 11.6 KB gzip, half the embed's whole budget, for the few elements rich text uses.
 */

/**
 * Elements that never go into the page from server HTML: they run code, load other documents,
 * change the page's base or policies, or are foreign content (SVG, MathML) whose own ways of
 * running code are not worth the risk in a product popup. Scripts go too, except a JSON data
 * block (`isDataBlock`), which never runs.
 */
const DROPPED = 'iframe,frame,frameset,object,embed,applet,base,meta,link,style,template,noscript,portal,svg,math';

/** Attributes whose value is a URL the browser may navigate to, submit to or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite', 'data', 'ping', 'lowsrc', 'dynsrc']);

/**
 * Whether a URL would run code (`javascript:`, `vbscript:`) or hide a document in itself (`data:`,
 * which is kept for images only). The browser ignores tabs, newlines and leading spaces or controls
 * in a scheme, so they are taken out before looking.
 */
function unsafeUrl(value: string, image: boolean): boolean {
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (image && url.startsWith('data:image/')) return false;
  return /^(?:javascript|vbscript|data):/.test(url);
}

/**
 * `<script type="application/json">`: data the islands read (the cart's `script#shop-islands-cart`
 * in the fragments), which the browser never runs. Any other type (none, a JavaScript one,
 * `module`, `importmap`, `speculationrules`) does something, and goes.
 */
const isDataBlock = (element: Element): boolean => (element.getAttribute('type') ?? '').trim().toLowerCase() === 'application/json';

/**
 * Globals that scripts on a shop's pages look up while they may not exist (yet): as long as a
 * global is undefined, an element with its name as id stands in for it (`<div id="jQuery">`
 * passes for jQuery, and the events bridge would call it). So these names go whatever the window
 * holds now: jQuery and `$`, WordPress's `wp`, the tag managers' `dataLayer`, WooCommerce's
 * parameter objects (`wc_add_to_cart_params`, `woocommerce_params`, …), HubSpot's `hbspt` and
 * `_hsq`, reCAPTCHA's `grecaptcha`, the browser's `scheduler` (the loader yields with it where it
 * exists), and this project's own names (`shopIslands…`, `__shopIslands…`).
 */
const PAGE_GLOBALS = /^(?:jQuery|\$|wp|dataLayer|hbspt|_hsq|grecaptcha|scheduler|(?:wc|woocommerce)_\w*params|_*shopIslands\w*)$/;

const owns = (object: object, name: string): boolean => Object.prototype.hasOwnProperty.call(object, name);

/**
 * Whether an `id` or `name` with this value would clobber one of the page's objects (DOM
 * clobbering), and so goes:
 * - a property of the document (`<img name="cookie">` stands for `document.cookie`, `<form
 *   name="body">` for `document.body`: the document's named elements win over its own properties);
 * - a property of a form (`<input name="action">` stands for its form's `action`, `name="submit"`
 *   for its `submit()`);
 * - a global in `PAGE_GLOBALS`: on the window, a named element stands in for a name only while
 *   the window has no property of that name;
 * - a property the window has, its own or from `EventTarget` and `Object` (`top`, `name`,
 *   `addEventListener`, `toString`): Chromium lets no element shadow those, but which ones a
 *   browser lets through has differed, and scripts rely on each of them.
 * Looked up on a blank document and form, and on the window's own properties rather than through
 * its prototype chain, which holds the page's named elements: else every id and name the page
 * already has (the mini-cart's, the cart's JSON block, a `form name="checkout"`) would be refused
 * to the markup that replaces or joins it.
 * WooCommerce's own names (`quantity`, `add-to-cart`, `variation_id`, `attribute_pa_size`,
 * `product-12`, `tab-reviews`) are none of these, so the forms of the quick view still post what
 * they should.
 */
function clobbers(value: string, doc: Document): boolean {
  const blank = blankOf(doc);
  const win = doc.defaultView;
  return (
    value in blank.document ||
    value in blank.form ||
    PAGE_GLOBALS.test(value) ||
    (!!win && (owns(win, value) || value in win.EventTarget.prototype))
  );
}

/** A blank document and form beside each document sanitised for, made once. */
const blanks = new WeakMap<Document, { document: Document; form: HTMLFormElement }>();
function blankOf(doc: Document): { document: Document; form: HTMLFormElement } {
  let blank = blanks.get(doc);
  if (!blank) {
    const document = doc.implementation.createHTMLDocument('');
    blanks.set(doc, (blank = { document, form: document.createElement('form') }));
  }
  return blank;
}

/**
 * Parses markup inertly, in a `<template>` of `doc`: nothing in it loads or runs, and it takes
 * markup for any context (a `<tr>` of the cart totals). The first step of every variant, and all
 * that markup read and never inserted needs.
 *
 * @example parseInert('<tr><td>1</td></tr>').firstElementChild // <tr>
 */
export function parseInert(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * Page markup (see the policy above) made safe to insert into `doc`: scripts other than JSON data
 * blocks and the elements in `DROPPED` removed with their content; inline event handlers
 * (`on…`), `srcdoc` and URLs that would run code removed; `id`s and `name`s that would clobber
 * the page's objects (`clobbers`) removed; and the `form` attribute removed, which would tie a
 * field or button to whichever element of the page has that id first (the page's checkout or
 * login form as likely as one of the markup's; WooCommerce's templates nest their fields in their
 * forms and never use it).
 *
 * @example dialog.append(sanitizeHtml('<p>ok</p><img src=x onerror=alert(1)>')) // <p>ok</p><img src="x">
 */
export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const content = parseInert(html, doc);
  for (const element of content.querySelectorAll(DROPPED)) element.remove();
  for (const element of content.querySelectorAll('script')) if (!isDataBlock(element)) element.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      const lower = name.toLowerCase();
      const value = element.getAttribute(name) ?? '';
      if (
        lower.startsWith('on') ||
        lower === 'srcdoc' ||
        lower === 'form' ||
        (URL_ATTRIBUTES.has(lower) && unsafeUrl(value, lower === 'src' && element.localName === 'img')) ||
        ((lower === 'id' || lower === 'name') && clobbers(value, doc))
      ) {
        element.removeAttribute(name);
      }
    }
  }
  return content;
}

/** Removed with everything inside them, from a fragment. */
const FRAGMENT_DROP = 'script,style,link,meta,base,template,noscript,iframe,frame,frameset,object,embed,svg,math,form,input,button,textarea,select';
const ATTRIBUTES: readonly string[] = ['class', 'title', 'lang', 'dir', 'alt', 'aria-hidden'];
/** http(s), mail and phone links, and relative ones (no scheme at all); spaces and controls are what browsers skip before a scheme. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|[^:]*$)/i;

/**
 * The strict one, for the bits of HTML WooCommerce's contracts hand the page as HTML (a
 * variation's `price_html`, `availability_html`, `variation_description`): the markup stays, what
 * can run, load, submit or restyle the page goes (scripts, styles, frames, embeds, forms, SVG and
 * MathML, and every attribute but a few harmless ones and safe link targets). Parsed inertly (in a
 * `<template>`: nothing loads or runs).
 *
 * @example element.replaceChildren(sanitizeFragment(variation.price_html))
 */
export function sanitizeFragment(html: string): DocumentFragment {
  const content = parseInert(html);
  for (const element of content.querySelectorAll(FRAGMENT_DROP)) element.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      const kept = ATTRIBUTES.includes(name) || (name === 'href' && element.localName === 'a' && SAFE_HREF.test(value.replace(/[\s\0-\x1f]/g, '')));
      if (!kept) element.removeAttribute(name);
    }
  }
  return content;
}
