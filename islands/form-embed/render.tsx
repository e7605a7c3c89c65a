import { createRoot, type Root } from 'react-dom/client';
import { createFormEngine, type CaptchaProvider, type EmbedOptions, type FormEngine } from '../../src/forms/index';
import { fieldPairs, postFormCallback, submissionValuesOf, wrapForCallback } from './embed/callbacks';
import { browserEnvironment } from './environment';
import type { HeightHold } from './hold';
import { findPlaceholder, release, reserve, RESERVED_HEIGHT } from './room';
import type { Shell } from './shell/shell';
import { FormView } from './view/Form';
import { preloadControls } from './view/lazy';

export interface RenderOptions {
  /** The definition could not be loaded or prepared (a render error code of spec §8). */
  onError?(code: string): void;
  /** Force the iframe shell on or off; by default spec §1 decides (see `shouldRenderInFrame`). */
  frame?: boolean;
  /** Another reCAPTCHA-compatible script than Google's (the demo store's offline test provider). */
  captchaScriptUrl?: string | undefined;
}

export interface FormHandle {
  engine: FormEngine;
  instanceId: string;
  /** Whether `dispose` has run. */
  readonly disposed: boolean;
  /**
   * Puts a sentence in the target saying the form is unavailable, above the server's fallback
   * (./unavailable.ts, its own chunk), for as long as the form is not disposed.
   */
  unavailable(): void;
  dispose(): void;
}

type Callback = (...args: unknown[]) => unknown;

/** A unique id per rendered form: the same form twice on one page gets two. */
const newInstanceId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Runs one of the site's callbacks, when it is a function. What it throws, or a promise it returns
 * rejects with, is logged and swallowed (spec §4): the form goes on working and the callbacks
 * after it still run. The arguments are made inside too (the page's jQuery wraps the form).
 */
function runCallback(name: string, handler: unknown, args: () => unknown[]): void {
  if (typeof handler !== 'function') return;
  const fail = (error: unknown) => console.error(`[forms] ${name} threw`, error);
  try {
    const result = (handler as Callback)(...args());
    if (result instanceof Promise) result.catch(fail);
  } catch (error) {
    fail(error);
  }
}

/**
 * reCAPTCHA for forms that ask for it, its code loaded only then; the badge goes into the form's
 * captcha container, so it counts as loaded once the form is on screen too (`shown`).
 */
function lazyCaptcha(engine: () => FormEngine, container: () => HTMLElement | null, shown: Promise<unknown>, scriptUrl?: string): CaptchaProvider {
  let provider: CaptchaProvider | undefined;
  return {
    async load() {
      const { createRecaptchaProvider } = await import('./embed/captcha');
      const { messages, country } = engine().state;
      provider ??= createRecaptchaProvider({ container: () => container(), locale: messages.locale, ...(country && { country }), ...(scriptUrl && { scriptUrl }) });
      const [api] = await Promise.all([provider.load(), shown]);
      return api;
    },
    render: (siteKey, callbacks) => provider!.render(siteKey, callbacks),
    execute: (id) => provider?.execute(id),
    reset: (id) => provider?.reset(id),
  };
}

/**
 * Renders one form into `target`, as HubSpot's embed does: the definition loads while the target
 * keeps the form's room (the server's placeholder of its shape, else the height it took here last
 * time, else 200 px: ./room.ts), then the form renders in an iframe shell (100% wide, as tall as
 * its content, 200 to 1000 px, first as tall as that room until the form settles: ./hold.ts)
 * unless spec §1 says inline. The HubSpot-convention callbacks get the form element (`$form`
 * with jQuery) and `hsFormCallback` messages go to the page. Throws, before any request, when
 * portalId or formId is missing or malformed (spec §5).
 *
 * @example const handle = renderForm(container, { portalId: '7700001', formId: '…' }); handle.dispose();
 */
export function renderForm(target: HTMLElement, options: EmbedOptions, hooks: RenderOptions = {}): FormHandle {
  const instanceId = newInstanceId();
  const win = target.ownerDocument.defaultView ?? window;
  const site = options as EmbedOptions & Record<string, unknown>;
  let formElement: HTMLFormElement | null = null;
  let formShown: () => void = () => {};
  const shown = new Promise<void>((resolve) => (formShown = resolve));
  let guid = '';
  const $form = () => (formElement ? wrapForCallback(formElement, win) : undefined);
  // HubSpot's shapes: the callbacks before sending get `[{ name, value }]`, a control each (a
  // ticked box each); onFormSubmitted gets, as its message does, the values by name, a
  // multi-checkbox's joined by `;`.
  const beforeSending = (name: 'onBeforeFormSubmit' | 'onFormSubmit') => (values: unknown) => {
    const submitted = fieldPairs(values);
    postFormCallback(name, guid, submitted, win);
    runCallback(name, site[name], () => [$form(), submitted]);
  };
  const engine: FormEngine = createFormEngine(
    {
      ...options,
      onBeforeFormInit: (context: unknown) => runCallback('onBeforeFormInit', site['onBeforeFormInit'], () => [context]),
      onFormReady: () => undefined,
      onBeforeFormSubmit: beforeSending('onBeforeFormSubmit'),
      onFormSubmit: beforeSending('onFormSubmit'),
      onFormSubmitted: (data: { conversionId?: string; redirectUrl?: string; submissionValues?: unknown }) => {
        const submissionValues = submissionValuesOf(fieldPairs(data.submissionValues));
        const answer = { ...(data.conversionId && { conversionId: data.conversionId }), ...(data.redirectUrl && { redirectUrl: data.redirectUrl }) };
        postFormCallback('onFormSubmitted', guid, { submissionValues, formGuid: guid, ...answer }, win);
        runCallback('onFormSubmitted', site['onFormSubmitted'], () => [$form(), { redirectUrl: data.redirectUrl ?? '', submissionValues: { ...submissionValues }, ...answer }]);
      },
    } as EmbedOptions,
    browserEnvironment({
      formInstanceId: instanceId,
      window: win,
      captcha: lazyCaptcha(() => engine, () => formElement?.querySelector<HTMLElement>('.hs_recaptcha') ?? null, shown, hooks.captchaScriptUrl),
    }),
  );
  guid = engine.options.formId;
  postFormCallback('onBeforeFormInit', guid, undefined, win);

  // How the form is put on the page (CSS, shell) is a chunk of its own, fetched while the definition loads.
  const presenting = import('./present');
  presenting.catch(() => {}); // awaited below, where a failure is reported
  let disposed = false;
  let root: Root | undefined;
  let shell: Shell | undefined;
  let resize: ResizeObserver | undefined;
  let hold: HeightHold | undefined;
  // The room kept while the definition loads, so nothing moves when the form comes.
  const placeholder = findPlaceholder(target);
  const room = placeholder ? placeholder.height : reserve(target, options);
  // The frame keeps a room that is the form's own (its shape, or its height here last time) until
  // the form settles; the 200 px guess it leaves at once.
  const known = placeholder || room !== RESERVED_HEIGHT ? room : undefined;
  const giveUp = (code: string): void => {
    release(target);
    placeholder?.unwrap();
    hooks.onError?.(code);
  };

  const show = async (): Promise<void> => {
    const { status, form } = engine.state;
    if (disposed) return;
    if (status !== 'ready' || !form) {
      giveUp(engine.state.error ?? 'UNKNOWN_RENDER_ERROR');
      return;
    }
    guid = form.guid || guid;
    let present: typeof import('./present');
    try {
      present = await presenting;
    } catch (error) {
      console.error('[forms] the form could not be shown', error);
      giveUp('RENDER_FAILURE');
      return;
    }
    if (disposed) return;
    // What the server put in the target is its no-JavaScript fallback: the form replaces it (the
    // island loader keeps a copy, and puts it back if the form fails later).
    target.replaceChildren();
    let host = target;
    // `top` is readable across origins (a WindowProxy compares without throwing).
    const framed = hooks.frame ?? present.shouldRenderInFrame({ options, inFrame: win.top !== win, pageUrl: win.location.href, themeName: form.themeName });
    if (framed) {
      const { locale, rtl } = engine.state.messages;
      shell = present.createShell(target, { title: form.name || guid, lang: locale, ...(rtl && { dir: 'rtl' as const }) });
      host = shell.document.body.appendChild(shell.document.createElement('div'));
      // Same origin, rendered from here: the height is read directly, not posted.
      const Observer = (shell.frame.contentWindow as (Window & typeof globalThis) | null)?.ResizeObserver;
      const frame = shell.frame;
      if (Observer) {
        // The body's height: the form's, with the room the shell keeps around it; held at the
        // page's room until the form settles, and kept for the next visit.
        const body = shell.document.body;
        const remember = (height: number): void => present.rememberHeight(win, options, target.getBoundingClientRect().width, height);
        const kept = hold = present.holdHeight((height) => void (frame.style.height = `${height}px`), known && present.clampHeight(known), remember, win);
        shell.document.addEventListener('focusin', () => kept.release(), { once: true });
        resize = new Observer(() => kept.update(present.clampHeight(body.getBoundingClientRect().height)));
        resize.observe(host);
      }
    }
    const doc = host.ownerDocument;
    // The legacy theme is HubSpot's unstyled form: the site's own CSS dresses it.
    if (form.themeName !== 'legacy') present.injectFormCss(doc);
    preloadControls(engine.state.fields, doc);
    // A web font the form's style names (not a system font): its stylesheet, weights 400, 500, 700.
    const font = present.webFontFamily(String(form.style['fontFamily'] ?? (options.style as Record<string, unknown> | undefined)?.['fontFamily'] ?? ''));
    if (font) void import('./embed/captcha').then(({ loadWebFont }) => loadWebFont(font, doc));
    release(target);
    root = createRoot(host);
    root.render(
      <FormView
        engine={engine}
        instanceId={instanceId}
        doc={doc}
        onRendered={(element) => {
          formElement = element;
          formShown();
          postFormCallback('onFormReady', guid, undefined, win);
          runCallback('onFormReady', site['onFormReady'], () => [$form()]);
          if ((win as { _hsq?: unknown })._hsq) {
            void import('./embed/analytics').then(({ createFormTracker, watchFormActivity }) => {
              if (disposed) return;
              const tracker = createFormTracker({ formGuid: guid, formInstanceId: instanceId, formType: form.formTypeNumber }, win);
              tracker.view();
              watchFormActivity(element, tracker);
            });
          }
        }}
      />,
    );
  };
  void engine.load().then(show);

  let undoNote: (() => void) | undefined;
  return {
    engine,
    instanceId,
    get disposed() {
      return disposed;
    },
    unavailable() {
      import('./unavailable')
        .then(({ showUnavailable }) => (disposed ? undefined : showUnavailable(target)))
        .then((undo) => (disposed ? undo?.() : (undoNote = undo)))
        // Without its sentence the server's fallback still stands; the console has said why.
        .catch(() => {});
    },
    dispose() {
      disposed = true;
      undoNote?.();
      resize?.disconnect();
      hold?.dispose();
      engine.dispose();
      root?.unmount();
      shell?.dispose();
      release(target);
    },
  };
}
