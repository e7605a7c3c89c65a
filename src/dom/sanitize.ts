/**
 * Server HTML that a contract says is HTML, made safe to insert, two ways:
 * - `sanitizeHtml`, for a whole piece of the theme's markup (the quick view's product, with its
 *   form and fields): only what runs code goes;
 * - `sanitizeFragment`, for the small bits WooCommerce sends (a variation's price, stock and
 *   description): only text markup stays.
 * Not for the form widget's rich text, which has its own (the Sanitizer API or DOMPurify).
 */

/**
 * Elements that never go into the page from server HTML: they run code, load other documents,
 * change the page's base or policies, or are foreign content (SVG, MathML) whose own ways of
 * running code are not worth the risk in a product popup.
 */
const DROPPED = 'script,iframe,frame,frameset,object,embed,applet,base,meta,link,style,template,noscript,portal,svg,math';

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
 * Parses server HTML that a contract says is HTML (the theme's quick view) into nodes that are
 * safe to insert: scripts and the other elements in `DROPPED` removed, inline event handlers
 * (`on…`) and `srcdoc` removed, and URLs that would run code removed. The markup is parsed in an
 * inert `<template>` (nothing in it loads or runs there), cleaned, and its nodes are inserted as
 * they are, never serialised and parsed again, so what is checked is what lands.
 *
 * @example dialog.append(sanitizeHtml('<p>ok</p><img src=x onerror=alert(1)>')) // <p>ok</p><img src="x">
 */
export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  for (const element of content.querySelectorAll(DROPPED)) element.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      const lower = name.toLowerCase();
      const value = element.getAttribute(name) ?? '';
      if (
        lower.startsWith('on') ||
        lower === 'srcdoc' ||
        (URL_ATTRIBUTES.has(lower) && unsafeUrl(value, lower === 'src' && element.localName === 'img'))
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
  const template = document.createElement('template');
  template.innerHTML = html;
  const { content } = template;
  for (const element of content.querySelectorAll(FRAGMENT_DROP)) element.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      const kept = ATTRIBUTES.includes(name) || (name === 'href' && element.localName === 'a' && SAFE_HREF.test(value.replace(/[\s\0-\x1f]/g, '')));
      if (!kept) element.removeAttribute(name);
    }
  }
  return content;
}
