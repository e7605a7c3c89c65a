import type { EmbedOptions } from '../../src/forms/index';
import { VERSION } from './environment';
import { watchEmbedContainers } from './embed/auto-mount';
import { renderForm, type FormHandle } from './render';

/** What the script that installed the API says about its server: the forms host, its captcha script. */
export type EmbedDefaults = Partial<EmbedOptions> & { captchaScriptUrl?: string };

/** What `hbspt.forms.create` accepts: HubSpot's embed options, `target` as a selector or an element. */
export type CreateOptions = EmbedOptions & { target?: string | Element };

export interface HbsptForms {
  create(options: CreateOptions): FormHandle | undefined;
}

interface HbsptGlobal {
  forms?: Partial<HbsptForms> & { __queue?: CreateOptions[] };
}

/** The auto-mount watcher of each window (its stop): installing again replaces it, never doubles it. */
const watchers = new WeakMap<Window, () => void>();

/** Forms by target element: a second create on the same element replaces the first (SPA navigation). */
const mounted = new WeakMap<Element, FormHandle>();

/**
 * Where a form goes: the `target` element or the first match of the selector; without a target,
 * a new element right after the script that called (HubSpot's inline snippet). `undefined` when
 * the target is missing.
 */
function targetOf(target: CreateOptions['target'], doc: Document): Element | undefined {
  if (target instanceof Element) return target;
  if (typeof target === 'string') return doc.querySelector(target) ?? undefined;
  const script = doc.currentScript;
  if (!script?.parentNode) return undefined;
  const container = doc.createElement('div');
  script.after(container);
  return container;
}

/**
 * `hbspt.forms.create(options)`: renders a form into its target. A missing target warns and
 * renders nothing (spec §4); a malformed portalId or formId throws before any request (spec §5).
 * Calling it again for the same target, as a single-page app does after navigating, replaces the
 * form there instead of adding a second one. A form the forms API refuses to this embed (another
 * embed version, spec §8) is handed, with these options, to the older embed script
 * (embed/older-embed.ts); the target says the form is unavailable only if that cannot show it.
 *
 * @example hbspt.forms.create({ portalId: '7700001', formId: '…', target: '#quote' });
 */
export function create(options: CreateOptions, { defaults = {}, doc = document }: { defaults?: EmbedDefaults; doc?: Document } = {}): FormHandle | undefined {
  const target = targetOf(options.target, doc);
  if (!target) {
    console.warn(`[forms] hbspt.forms.create: no element matches the target ${JSON.stringify(options.target ?? null)}; the form is not rendered`);
    return undefined;
  }
  mounted.get(target)?.dispose();
  const { target: _target, ...rest } = options;
  const { captchaScriptUrl, ...embedDefaults } = defaults;
  // No definition, or no way to show it: the target says so instead of staying empty (spec §8
  // gives the codes no wording; the sentence is the shop's, in the page's language).
  const unavailable = (code: string): void => {
    console.warn(`[forms] form ${String(rest.formId)} (portal ${String(rest.portalId)}) could not be shown: ${code}`);
    handle.unavailable();
  };
  const handle = renderForm(target as HTMLElement, { ...embedDefaults, ...rest }, {
    captchaScriptUrl,
    onError: (code) => {
      if (code !== 'NON_EMBEDDABLE_EDITOR2_FORM') return unavailable(code);
      // A form of another embed version (spec §8): the older embed script gets the page's options.
      const win = doc.defaultView ?? window;
      import('./embed/older-embed')
        .then(({ showWithOlderEmbed }) => handle.disposed || showWithOlderEmbed({ options: handle.engine.options, createOptions: options, target, version: VERSION, win }))
        .then((shown) => shown || unavailable(code), () => unavailable(code));
    },
  });
  mounted.set(target, handle);
  return handle;
}

/**
 * Installs `window.hbspt.forms.create`, and renders the calls a loader script queued before this
 * module arrived (HubSpot's snippet calls create right after its script tag).
 */
export function installHbspt(win: Window & { hbspt?: HbsptGlobal }, defaults: EmbedDefaults = {}): void {
  const hbspt = (win.hbspt ??= {});
  const forms = (hbspt.forms ??= {});
  const queued = forms.__queue ?? [];
  delete forms.__queue;
  forms.create = (options) => create(options, { defaults, doc: win.document });
  // This embed's own, as the older embed script's loader knows it (embed/older-embed.ts OWN_CREATE).
  Object.defineProperty(forms.create, Symbol.for('shop-islands.hbspt.forms.create'), { value: true });
  for (const options of queued) {
    try {
      forms.create(options);
    } catch (error) {
      console.error('[forms] hbspt.forms.create failed', error);
    }
  }
  const doc = win.document;
  // HubSpot's newer snippet: containers that mount by themselves, now and when a page adds them.
  // Its watcher is part of the embed's file, not a chunk: every page of the classic script runs it.
  watchers.get(win)?.();
  watchers.set(
    win,
    // The container's region and env are there only when it names valid ones.
    watchEmbedContainers(doc.documentElement, ({ element, ...ids }) => create({ ...ids, target: element }, { defaults, doc })?.dispose),
  );
  // Signup links, where the page has any.
  if (doc.querySelector('a[data-signup-type]')) void import('./embed/signup-links').then(({ rewriteSignupLinks }) => rewriteSignupLinks(doc));
}
