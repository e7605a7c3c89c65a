/**
 * The classic script a page includes with HubSpot's snippet (`/forms/v2.js`, `/forms/embed/{portalId}.js`):
 *
 *   <script src="…/forms/v2.js"></script>
 *   <script>hbspt.forms.create({ portalId: '7700001', formId: '…', target: '#quote' })</script>
 *
 * It defines `hbspt.forms.create` at once (a classic script runs before the next one), queues the
 * calls, and imports the form embed module, which renders them. Built apart, as a small IIFE, with
 * the module's hashed file name written in (esbuild.config.mjs). The forms API it talks to is the
 * server that served this script, unless the page passes `formsBaseUrl`.
 */
import { reserve } from './room';

declare const FORM_EMBED_ENTRY: string;
/**
 * Where the build's files are served (`/assets/` in the demo store, the theme's dist URL in
 * WordPress), written in by the server that serves this script (demo/forms/embed-script.ts):
 * the script itself is served under a fixed name elsewhere. Left as it is: beside the script.
 */
const ASSETS = '%%SHOP_ISLANDS_ASSETS%%';
/** Likewise, a reCAPTCHA-compatible script of that server's (the demo store's offline provider), or Google's. */
const CAPTCHA = '%%SHOP_ISLANDS_CAPTCHA%%';

interface Queueing {
  hbspt?: { forms?: { create?: (options: Record<string, unknown>) => unknown; __queue?: Array<Record<string, unknown>> } };
}

(() => {
  const win = window as Window & Queueing;
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.src || location.href;
  const forms = ((win.hbspt ??= {}).forms ??= {});
  if (forms.create) return;
  const queue = (forms.__queue ??= []);
  forms.create = (options) => {
    // HubSpot's inline snippet has no target: the form goes right after the calling script.
    const caller = document.currentScript;
    if (options['target'] == null && caller?.parentNode) {
      const container = document.createElement('div');
      caller.after(container);
      options = { ...options, target: container };
    }
    // The room the form took here last time, kept from now on: the widget arrives after the
    // page has shown, and what follows the form does not move when it comes (./room.ts).
    try {
      const target = options['target'];
      const element = typeof target === 'string' ? document.querySelector(target) : target;
      if (element instanceof HTMLElement) reserve(element, options);
    } catch {
      // A selector that is none: the widget says so when it renders the call.
    }
    queue.push(options);
  };
  // HubSpot's script asks its server whether this site may embed forms (spec §7, a HEAD request);
  // a refusal is said in the console, and the forms still try, as the spec leaves the rest open.
  fetch(src, { method: 'HEAD', credentials: 'omit' }).then(
    (response) => response.status === 403 && console.warn('[forms] the forms server refuses embedding on this site'),
    () => {},
  );
  const base = ASSETS.startsWith('%%') ? src : new URL(ASSETS, src).href;
  import(new URL(FORM_EMBED_ENTRY, base).href).then(
    (module: { installHbspt(win: Window, defaults: Record<string, unknown>): void }) =>
      module.installHbspt(window, {
        formsBaseUrl: new URL(src).origin,
        ...(!CAPTCHA.startsWith('%%') && { captchaScriptUrl: new URL(CAPTCHA, src).href }),
      }),
    (error: unknown) => console.error('[forms] the form embed did not load', error),
  );
})();
