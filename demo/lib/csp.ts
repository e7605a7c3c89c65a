/**
 * The Content-Security-Policy of every response: it rules HTML pages, and an SVG opened on its own.
 * - Everything from the shop itself; scripts only from its files (the loader and its chunks). The
 *   config and island props are `type="application/json"` script elements: data that CSP does not
 *   govern. No inline script, no inline event handler, no eval.
 * - Stylesheets from the shop only, no `<style>` element; `style` attributes allowed
 *   (style-src-attr): WooCommerce's markup has them (the star rating's width), and so may the
 *   fragments other plugins send. An attribute cannot carry a selector, and with images and
 *   connections limited to the shop, an injected style has nowhere to send what it reads.
 * - No plugins, no `<base>` elsewhere, framed by the shop only, forms posted to the shop only.
 * `scriptSources` adds to script-src (a page's one inline script, by its hash); `frameAncestors`
 * replaces who may frame the page (a forms answer framed by any site that embeds a form).
 */
export const contentSecurityPolicy = (scriptSources: readonly string[] = [], frameAncestors = "'self'"): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
    "form-action 'self'",
  ].join('; ');
