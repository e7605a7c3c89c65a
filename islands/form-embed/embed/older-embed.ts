/**
 * A form the forms API refuses to this embed (spec §8: 403 "Not an Embed version 2 or 3 form") is
 * the older embed script's to show: the script, from the configured forms host's files (or the
 * region's static host, src/forms/definition/url.ts `olderEmbedUrl`), gets the page's own create
 * options. When it cannot show the form, that is reported as the other definition errors are.
 * Loaded only for such a form.
 */
import type { ReportingInput } from '../../../src/forms/definition/load';
import { olderEmbedUrl } from '../../../src/forms/definition/url';

/**
 * Marks this embed's own `hbspt.forms.create`, in any copy of any build (a registered symbol):
 * the older script must not turn out to be this embed again, which would refuse the form again.
 */
export const OWN_CREATE = Symbol.for('shop-islands.hbspt.forms.create');

type Create = (options: Record<string, unknown>) => unknown;
type HbsptWindow = Window & { hbspt?: { forms?: { create?: Create } } };

/** Loads a classic script; resolves once it has run, rejects when it could not be had. */
export type ScriptLoader = (url: string, doc: Document) => Promise<void>;

const loadScript: ScriptLoader = (url, doc) =>
  new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${url} did not load`));
    doc.head.append(script);
  });

/** The older script's create function per page and URL: loaded once, however many forms need it. */
const creates = new WeakMap<Window, Map<string, Promise<Create | NoCreate>>>();

const isOwn = (create: unknown): boolean => typeof create === 'function' && OWN_CREATE in create;

/** Why the older script gives no create function: it did not load, defined none, or is this embed. */
type NoCreate = 'not-loaded' | 'no-create' | 'own-embed';

/**
 * The `hbspt.forms.create` the script at `url` defines, or why there is none. The script takes
 * the page's global for itself; the page keeps this embed's create there, for the forms it renders
 * after.
 */
function olderCreate(url: string, win: HbsptWindow, load: ScriptLoader): Promise<Create | NoCreate> {
  let perPage = creates.get(win);
  if (!perPage) creates.set(win, (perPage = new Map()));
  let found = perPage.get(url);
  if (!found) {
    const ours = win.hbspt?.forms?.create;
    found = load(url, win.document).then(
      (): Create | NoCreate => {
        const theirs = win.hbspt?.forms?.create;
        if (ours) ((win.hbspt ??= {}).forms ??= {}).create = ours;
        if (typeof theirs !== 'function') return 'no-create';
        return theirs === ours || isOwn(theirs) ? 'own-embed' : theirs;
      },
      (): NoCreate => 'not-loaded',
    );
    perPage.set(url, found);
  }
  return found;
}

export interface OlderEmbedInput {
  /** The form's options as the embed read them: its ids, and the forms host, region and env. */
  options: Omit<ReportingInput, 'version' | 'pageUrl' | 'userAgent'>;
  /** What the page passed to `hbspt.forms.create`, handed on as it was, with its target. */
  createOptions: { readonly target?: unknown };
  /** The form's target element. */
  target: Element;
  /** This embed's version, for the report. */
  version: string;
  win: Window;
  /** How the script is loaded: a script element by default. */
  load?: ScriptLoader;
}

/**
 * Hands a refused form to the older embed script; resolves to whether that script took it. When
 * the script does not load, defines no create function of its own, or throws, the failure is
 * counted and reported to the forms host (spec §7) and the caller says the form is unavailable.
 *
 * @example if (!(await showWithOlderEmbed({ options, createOptions, target, version, win: window }))) showUnavailable(target);
 */
export async function showWithOlderEmbed({ options, createOptions, target, version, win, load = loadScript }: OlderEmbedInput): Promise<boolean> {
  const script = olderEmbedUrl(options);
  const create = await olderCreate(script, win as HbsptWindow, load);
  const fail = async (reason: NoCreate | 'threw'): Promise<false> => {
    // The definition loader's own reporting, in its own chunk: imported here, it would join this
    // embed's first download.
    const { reportRenderError } = await import('../../../src/forms/definition/load');
    reportRenderError({ ...options, version, pageUrl: win.location.href, userAgent: win.navigator.userAgent }, 'NON_EMBEDDABLE_EDITOR2_FORM', 403, { script, reason });
    return false;
  };
  if (typeof create === 'string') return fail(create);
  try {
    // A target the page named by a selector stays that selector; one this embed made is the element.
    create({ ...createOptions, target: createOptions.target ?? target });
    return true;
  } catch (error) {
    console.error(`[forms] the older embed script (${script}) could not show form ${options.formId}`, error);
    return fail('threw');
  }
}
