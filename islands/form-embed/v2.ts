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
declare const FORM_EMBED_ENTRY: string;

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
    queue.push(options);
  };
  import(new URL(FORM_EMBED_ENTRY, src).href).then(
    (module: { installHbspt(win: Window, defaults: Record<string, unknown>): void }) =>
      module.installHbspt(window, { formsBaseUrl: new URL(src).origin }),
    (error: unknown) => console.error('[forms] the form embed did not load', error),
  );
})();
