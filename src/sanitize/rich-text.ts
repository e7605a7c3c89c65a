/**
 * The rich-text variant of the project's policy for server HTML (src/sanitize/sanitize.ts): the form
 * embed's HTML from a HubSpot form definition (a group's rich text, the consent texts, the
 * thank-you message), written by a portal's authors and shown on any site. Parsed inertly in a
 * `<template>` and cleaned there, and the very nodes checked are handed over to be inserted, as
 * the other variants do: what is checked is what lands.
 */

/**
 * Rich text's elements, kept with their content: text, headings, lists, quotes, tables, links and
 * images. Any other element goes with its content if it is in `DROPPED`, and is unwrapped
 * otherwise (its content stays, as text and allowed markup): an unknown or custom element, a
 * `<section>` or `<center>`, shows its text without being itself.
 */
const ELEMENTS = new Set(
  'a abbr b bdi bdo blockquote br caption cite code col colgroup dd del dfn div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp small span strong sub sup table tbody td tfoot th thead tr u ul var wbr'.split(' '),
);

/**
 * Removed with their content: what runs code, loads another document, changes the page's base or
 * policies, styles the page, asks for input, plays media, or is foreign content (SVG, MathML).
 */
const DROPPED =
  'script,style,link,meta,base,title,template,noscript,iframe,frame,frameset,object,embed,applet,portal,svg,math,form,input,button,textarea,select,option,optgroup,datalist,label,fieldset,output,dialog,slot,audio,video,source,track,picture,canvas,map,area';

/**
 * Rich text's attributes: how it looks and reads, table spans, link targets (addresses, `href` and
 * `src`, are checked apart: only on links and images, and only safe ones). No `id`
 * or `name` (they would clobber the page's objects: sanitize.ts, `clobbers`), no `data-`
 * attributes (a page's scripts act on some), no handlers. `aria-` attributes stay too.
 */
const ATTRIBUTES = new Set('class style title lang dir alt width height colspan rowspan align valign target rel'.split(' '));

/**
 * Whether an address would run code (`javascript:`, `vbscript:`) or hide a document in itself
 * (`data:`, kept for images only). Browsers skip tabs, newlines, spaces and controls in a scheme,
 * so they go before looking.
 */
const unsafeUrl = (value: string, image: boolean): boolean => {
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return !(image && url.startsWith('data:image/')) && /^(?:javascript|vbscript|data):/.test(url);
};

/**
 * A HubSpot form's rich text made safe to insert into `doc` (parsed in a `<template>` of it):
 * elements out of `ELEMENTS` removed or unwrapped, attributes out of `ATTRIBUTES` removed, `href`
 * only on links and `src` only on images, neither with an address that would run code.
 *
 * @example element.replaceChildren(sanitizeRichText('<p>Hi <b>there</b><img src=x onerror=alert(1)></p>')) // <p>Hi <b>there</b><img src="x"></p>
 */
export function sanitizeRichText(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  for (const element of content.querySelectorAll(DROPPED)) element.remove();
  // Deepest first: an unwrapped element's children are already clean when they move up.
  for (const element of [...content.querySelectorAll('*')].reverse()) {
    const tag = element.localName;
    if (!ELEMENTS.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const image = tag === 'img';
    for (const name of element.getAttributeNames()) {
      const kept =
        name === 'href' || name === 'src'
          ? (name === 'src' ? image : tag === 'a') && !unsafeUrl(element.getAttribute(name)!, image)
          : ATTRIBUTES.has(name) || name.startsWith('aria-');
      if (!kept) element.removeAttribute(name);
    }
  }
  return content;
}
