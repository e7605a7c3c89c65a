/**
 * A small sanitiser for the bits of HTML WooCommerce's contracts hand the page as HTML (a
 * variation's `price_html`, `availability_html`, `variation_description`): the markup stays, what
 * can run, load, submit or restyle the page goes (scripts, styles, frames, embeds, forms, SVG and
 * MathML, and every attribute but a few harmless ones and safe link targets). Not for whole
 * documents: the form widget's rich text has its own.
 */

/** Removed with everything inside them. */
const DROP = 'script,style,link,meta,base,template,noscript,iframe,frame,frameset,object,embed,svg,math,form,input,button,textarea,select';
const ATTRIBUTES: readonly string[] = ['class', 'title', 'lang', 'dir', 'alt', 'aria-hidden'];
/** http(s), mail and phone links, and relative ones (no scheme at all); spaces and controls are what browsers skip before a scheme. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|[^:]*$)/i;

/**
 * Parses HTML inertly (in a `<template>`: nothing loads or runs) and keeps only what is safe.
 *
 * @example element.replaceChildren(sanitizeHtml(variation.price_html))
 */
export function sanitizeHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const { content } = template;
  for (const element of content.querySelectorAll(DROP)) element.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      const kept = ATTRIBUTES.includes(name) || (name === 'href' && element.localName === 'a' && SAFE_HREF.test(value.replace(/[\s\0-\x1f]/g, '')));
      if (!kept) element.removeAttribute(name);
    }
  }
  return content;
}
