/**
 * The form's own look, small and overridable: HubSpot's class names, so a site's CSS for HubSpot
 * forms applies on top. The portal's style fields arrive as custom properties (`--hsf-*`, see
 * src/forms/view.ts). Injected once per document, since the standalone embed runs on sites
 * without our stylesheet (and inside its own iframe). Written with logical properties, so a
 * right-to-left form (ar-eg, he-il) mirrors by itself; only e-mail, phone and number inputs stay
 * left to right (aligned with the rest), or "+84 (90) 123" would show its groups reversed and
 * "an@" type as "@an".
 */
export const FORM_CSS = `
.hs-form{font-family:var(--hsf-font,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif);line-height:1.5;max-width:var(--hsf-width,100%);display:grid;gap:14px}
.hs-form fieldset{border:0;margin:0;padding:0;min-width:0;display:grid;gap:14px}
.hs-form .form-columns-2{--hsf-cols:2}.hs-form .form-columns-3{--hsf-cols:3}
@media (min-width:480px){.hs-form [class*=form-columns-]{grid-template-columns:repeat(var(--hsf-cols),minmax(0,1fr))}.hs-form .hs-richtext{grid-column:1/-1}}
.hs-form--fixed-columns [class*=form-columns-]{grid-template-columns:repeat(var(--hsf-cols),minmax(0,1fr))}
.hs-form-field>label,.hs-form-field legend{display:block;font-weight:600;margin-bottom:4px;color:var(--hsf-label-color,inherit);font-size:var(--hsf-label-size,inherit);padding:0}
.hs-form-required{color:#c0392b;margin-inline-start:2px}
.hs-field-desc{color:var(--hsf-help-color,#52606d);font-size:var(--hsf-help-size,13px);margin-bottom:4px}
.hs-form .hs-input:not([type=checkbox]):not([type=radio]){box-sizing:border-box;width:100%;min-height:40px;padding:8px 10px;border:1px solid #9aa5b1;border-radius:4px;font:inherit;background:#fff;color:inherit}
.hs-form textarea.hs-input{min-height:96px}
.hs-form[dir=rtl] input[type=email],.hs-form[dir=rtl] input[type=tel],.hs-form[dir=rtl] input[type=number]{direction:ltr;text-align:right}
.hs-form .hs-field-invalid .hs-input{border-color:#c0392b}
.hs-form .inputs-list{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.hs-form .inputs-list label,.hs-form .legal-consent-container label{display:flex;gap:8px;align-items:flex-start}
.hs-form .inputs-list label{font-weight:400}
.hs-form .hs-error-msgs{color:#c0392b;font-size:14px;margin:4px 0 0}
.hs-field-infos button,.hs-form__step-link,.hs-reset-link{background:none;border:0;padding:0;color:var(--hsf-link-color,#0b5d8a);text-decoration:underline;cursor:pointer;font:inherit}
.hs-field-infos button{padding:2px 0;text-align:start}
.hs-form .actions{display:flex;gap:10px;justify-content:var(--hsf-submit-align,flex-start);flex-wrap:wrap}
.hs-form .hs-button{min-height:44px;padding:10px 22px;border:0;border-radius:4px;background:var(--hsf-submit-bg,#0b5d8a);color:var(--hsf-submit-color,#fff);font:inherit;font-size:var(--hsf-submit-size,inherit);font-weight:600;cursor:pointer}
.hs-form .hs-form__previous{background:transparent;color:inherit;border:1px solid currentColor}
.hs-form .hs-button[aria-disabled=true]{opacity:.6;cursor:progress}
.hs-form .legal-consent-container{color:var(--hsf-consent-color,inherit);font-size:var(--hsf-consent-size,14px);display:grid;gap:8px}
.hs-form__step{margin:0;font-weight:600}
.hs-reset-link{color:buttontext;justify-self:start}
.hs-form__visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(1px,1px,1px,1px);white-space:nowrap}
.hs-form-thanks{color:var(--hsf-thanks-color,inherit);font-size:var(--hsf-thanks-size,inherit)}
.hs-form :focus-visible{outline:3px solid #f4b23e;outline-offset:2px}
html[data-shell-id] body{padding:6px}
`;

/** Marks the stylesheets added here, by name: the `<style>` element's attribute, the adopted sheet's property. */
const INJECTED = 'data-shop-islands-forms';

type NamedSheet = CSSStyleSheet & { [INJECTED]?: string };

/**
 * Adds a stylesheet to a document once (`name` tells them apart): the form's, the date picker's.
 * A constructed stylesheet where the browser has them, which a page's Content-Security-Policy
 * without `'unsafe-inline'` styles still allows (the demo store's is one); a `<style>` element
 * elsewhere.
 */
export function injectCss(document: Document, css: string, name = 'form'): void {
  if (hasCss(document, name)) return;
  const Sheet = (document.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in document && 'replaceSync' in Sheet.prototype) {
    const sheet: NamedSheet = new Sheet();
    sheet.replaceSync(css);
    sheet[INJECTED] = name;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.setAttribute(INJECTED, name);
  style.textContent = css;
  document.head.append(style);
}

/** Whether a document has one of these stylesheets (`name` as given to `injectCss`), adopted or in a `<style>`. */
export const hasCss = (document: Document, name = 'form'): boolean =>
  !!document.adoptedStyleSheets?.some((sheet: NamedSheet) => sheet[INJECTED] === name) || !!document.querySelector(`style[${INJECTED}="${name}"]`);

/** Adds the form CSS to a document once. */
export const injectFormCss = (document: Document): void => injectCss(document, FORM_CSS);
