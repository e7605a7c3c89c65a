import { isEmbedError } from './definition/errors';
import { loadDefinition, type Transport } from './definition/load';
import { validateEmbedOptions } from './definition/options';
import type { EmbedOptions, NormalizedEmbedOptions } from './definition/options';
import { definitionUrl, formsHost } from './definition/url';
import { createEmailChecker, type EmailChecker, type EmailTransport } from './email/check';
import { STALE_TIMEOUT, coerceValue, fieldInputEvent, initialFieldState, setFieldValue, shouldShowError } from './fields/index';
import type { InputEvent } from './fields/index';
import { initialValue } from './logic/prefill';
import type { SummaryEntry } from './logic/pagination';
import { smartHide } from './logic/smart';
import { tree, type Node } from './logic/tree';
import type { ConsentBox } from './logic/consent';
import { own } from './keys';
import { createFormMessages, loadFormLocale } from './messages/index';
import type { FormMessages } from './messages/index';
import { isEmailField, validateField, validateFields } from './rules/validate';
import type { ValidationContext } from './rules/validate';
import { serverFieldError } from './rules/server';
import { createCallbacks } from './submit/callbacks';
import type { Callbacks } from './submit/callbacks';
// From the modules themselves, not the submit/ index: that one re-exports the captcha's logic,
// which would then come with every form instead of with the forms that ask for a captcha.
import type { Captcha, CaptchaState, CaptchaStatus } from './submit/captcha';
import type { Logger, Timers, TrackingCookies } from './submit/env';
import { createSubmitState, type SubmitState } from './submit/flags';
import type { PageNavigator } from './submit/redirect';
import { multipartUrl } from './submit/response';
import { submit, type SubmitOutcome } from './submit/submit';
import type { CaptchaProvider, FormDataLike, PageInfo, SubmitTransport } from './submit/index';
import type { Diagnostic, FieldError, FieldGroup, FieldState, FieldValue, FormDefinition, FormField } from './types';

/** Everything the engine needs from its surroundings; the widget passes the browser's, tests fakes. */
export interface FormEnvironment {
  /** GET of the definition (and its static fallback). */
  transport: Transport;
  /** POST of the multipart submission. */
  send: SubmitTransport;
  /** POST of the live e-mail check (plain-text body). */
  post: EmailTransport;
  createBody(): FormDataLike;
  page: PageInfo;
  /** The page's URL parameters (prefill), decoded. */
  urlParams: Record<string, string>;
  cookies: TrackingCookies;
  now(): number;
  timers: Timers;
  logger: Logger;
  navigator: PageNavigator;
  captcha?: CaptchaProvider;
  /** `navigator.webdriver`: captcha uses its test key. */
  isAutomation?: boolean;
  /** Recaptcha site key of the portal. */
  captchaSiteKey?: string;
  /** An internal context flag: never redirect after a submission (spec §4). */
  disableRedirect?: boolean;
  isEditor?: boolean;
  /** The widget's version, sent as hs_static_app_version and in hs_context. */
  version: string;
  formInstanceId: string;
}

export type EngineStatus = 'loading' | 'ready' | 'error';

/** The invisible captcha as the view shows it (spec §3, captcha state). */
export interface CaptchaView {
  enabled: boolean;
  /** `unavailable`: the form wants a captcha but the page gave no provider, so it cannot submit. */
  state: CaptchaState | 'unavailable';
  status: CaptchaStatus;
  /** A submit waits for it (for its script, while loading). */
  waiting?: boolean;
}

/** What the view renders. Replaced (never mutated) on every change, so views can compare. */
export interface EngineState {
  status: EngineStatus;
  /** A render error code of spec §8 when status is `error`. */
  error?: string;
  form?: FormDefinition;
  diagnostics: Diagnostic[];
  /** Every field, dependents right after their parents. */
  fields: FormField[];
  /**
   * Each field's state by field id (a Map: ids are whatever the portal named its fields). A field
   * that did not change keeps its object from one state to the next.
   */
  values: ReadonlyMap<string, FieldState>;
  currentPage: number;
  pageCount: number;
  /** The groups of the current page (every group of a one-page form; none on a consent page). */
  pageGroups: FieldGroup[];
  submission: SubmitState;
  captcha: CaptchaView;
  /** What is wrong with the embed options (both thank-you targets set…): the form will not submit. */
  optionErrors: readonly string[];
  /** Legal consent checkboxes (spec §3), their values and errors; empty without consent options. */
  consent: { boxes: ConsentBox[]; values: Record<string, boolean>; errors: Record<string, FieldError[]> };
  messages: FormMessages;
  /** The visitor's country, when the forms host named it with the definition (`LoadResult.country`). */
  country?: string;
}

export interface FormEngine {
  readonly state: EngineState;
  readonly options: NormalizedEmbedOptions;
  /** Listens to state changes; returns the disposer. */
  subscribe(listener: (state: EngineState) => void): () => void;
  /**
   * Fetches the definition and prepares the fields; rejects never (the state says `error`). Loads
   * once: later calls give the first call's promise.
   */
  load(): Promise<void>;
  /** Stops every timer and listener of the engine; it stays silent afterwards. Safe to repeat. */
  dispose(): void;
  /**
   * An input event of a field; `change` carries the new value, coerced to the field's type
   * (`coerceValue`: a number becomes its text, null the empty value).
   */
  input(fieldId: string, event: InputEvent, value?: FieldValue | number | null): void;
  /** Ticks or unticks a consent checkbox. */
  setConsent(id: string, checked: boolean): void;
  /** The resubscribe prompt's action: opts the field's address back in (a failure is only logged). */
  resubscribe(fieldId: string): Promise<void>;
  /** "Not you? Click here to reset": forgets known contact data, restores defaults and shown flags. */
  reset(): void;
  /** For a multi-page form: each shown field with errors and its step (spec §2 summary). */
  summary(): SummaryEntry[];
  next(): Promise<boolean>;
  previous(): Promise<void>;
  submit(): Promise<SubmitOutcome>;
  /** Registers a callback hook (spec §4); unknown names warn. */
  on: Callbacks['on'];
}

/** `next`, or `prev` when nothing the view shows differs, so an unchanged field keeps its object. */
const keep = (prev: FieldState, next: FieldState): FieldState =>
  prev.shown === next.shown && prev.isErrorVisible === next.isErrorVisible && JSON.stringify(prev.errors) === JSON.stringify(next.errors)
    ? prev
    : next;

const NO_CAPTCHA: CaptchaView = { enabled: false, state: 'disabled', status: 'NOT_APPLICABLE' };

/**
 * The form engine: one form's definition, field states, pages and submission, driven by input
 * events, with no DOM. Dependent-field filters, pagination, consent and the captcha load on demand
 * (a form that needs none of them never downloads them).
 *
 * @example
 * const engine = createFormEngine({ portalId: '123', formId: 'b7f0…' }, browserEnvironment());
 * engine.subscribe(render);
 * await engine.load();
 * engine.input('email', 'change', 'an@example.vn');
 */
export function createFormEngine(raw: EmbedOptions, env: FormEnvironment): FormEngine {
  const embed = raw as Record<string, unknown>;
  const { logger } = env;
  // Throws on a bad portalId or formId, before any request (spec §5), outside preview and builder.
  const { options, errors: optionErrors } = validateEmbedOptions(embed, logger);
  const callbacks = createCallbacks(logger, embed);
  const { emit } = callbacks;
  const host = options.formsBaseUrl || formsHost(options);
  const listeners = new Set<(state: EngineState) => void>();
  const submission = createSubmitState();
  const embedAt = env.now();
  let state: EngineState = {
    status: 'loading',
    diagnostics: [],
    fields: [],
    values: new Map(),
    currentPage: 0,
    pageCount: 1,
    pageGroups: [],
    submission,
    captcha: NO_CAPTCHA,
    optionErrors,
    consent: { boxes: [], values: {}, errors: {} },
    messages: createFormMessages(options.locale),
  };
  // Every timer of the engine and its parts goes through here, so dispose() can clear them.
  let disposed = false;
  const pending = new Set<unknown>();
  const timers: Timers = {
    setTimeout(run, ms) {
      if (disposed) return undefined;
      const id = env.timers.setTimeout(() => {
        pending.delete(id);
        run();
      }, ms);
      pending.add(id);
      return id;
    },
    clearTimeout(id) {
      pending.delete(id);
      env.timers.clearTimeout(id);
    },
  };
  let known: Record<string, string> = {};
  /** Every field with its group and parent (`tree`), once the definition has loaded. */
  let nodes: Node[] = [];
  /** The page of each group, for a paginated form. */
  let pageOfGroup: number[] = [];
  let filters: typeof import('./logic/filters') | undefined;
  let pages: typeof import('./logic/pagination') | undefined;
  let consent: typeof import('./logic/consent') | undefined;
  let captcha: Captcha | undefined;
  /** Each field's stale timer: a change restarts it. */
  const stale = new Map<string, unknown>();
  // The live e-mail check starts with the first e-mail typed.
  let emails: EmailChecker | undefined;
  /** Errors the server gave at the last submit, by field; a field's own change drops them. */
  let serverErrors = new Map<string, FieldError[]>();
  /** Next was pressed on a page with errors: they show until the page changes (spec §4). */
  let navigationAttempted = false;
  // Only shown fields are judged (refresh and validate see to it).
  const context: ValidationContext = {
    blockedDomains: options.blockedDomains,
    manuallyBlockedEmailDomain: options.manuallyBlockedEmailDomain,
    emailResult: (email) => emails?.result(email),
  };

  const set = (patch: Partial<EngineState>): void => {
    if (disposed) return;
    state = { ...state, ...patch };
    for (const listener of listeners) {
      try {
        listener(state);
      } catch (error) {
        logger.error('[forms] a state listener threw', error);
      }
    }
  };

  /** Field id → one key of each field's state, as the pure modules take it (an own key per field, so safe for any id). */
  const byId = <K extends keyof FieldState>(key: K, values = state.values): Record<string, FieldState[K]> =>
    Object.fromEntries([...values].map(([id, value]) => [id, value[key]]));

  /** Recomputes shown flags (dependents, smart fields) and every field's errors, and whether they show (spec §4). */
  const refresh = (values: ReadonlyMap<string, FieldState>): Map<string, FieldState> => {
    const hide = smartHide({ ...options, known });
    // Without dependent fields, only smart fields hide (and the filters module never loads).
    const shown = filters
      ? filters.visibility(state.form!.groups, byId('value', values), { now: env.now(), hide })
      : Object.fromEntries(nodes.map(({ f, g }) => [f.id, !hide(f, g)]));
    return new Map(
      nodes.map(({ f }) => {
        const value = values.get(f.id)!;
        const isShown = own(shown, f.id) ?? false;
        const found = isShown ? validateField(f, value.value, context) : [];
        const errors = isShown ? [...found, ...(serverErrors.get(f.id) ?? []).filter((error) => !found.some((mine) => mine.key === error.key))] : [];
        // A Next pressed on a page with errors shows that page's errors, not the next pages'.
        const attempted =
          submission.attempted || (navigationAttempted && pageOfGroup[value.groupIndex] === state.currentPage && value.shown && !f.hidden);
        return [f.id, keep(value, { ...value, shown: isShown, errors, isErrorVisible: errors.length > 0 && shouldShowError(f, value.inputState, attempted) })];
      }),
    );
  };
  /** One field's new state: what depends on it is recomputed. */
  const update = (id: string, next: FieldState): void => set({ values: refresh(new Map(state.values).set(id, next)) });

  const captchaView = (): CaptchaView =>
    captcha
      ? { enabled: true, state: captcha.state, status: captcha.status, waiting: captcha.waiting }
      : state.form?.captchaEnabled
        ? { enabled: true, state: 'unavailable', status: 'NOT_LOADED' }
        : NO_CAPTCHA;

  const fail = (code: string): void => {
    emit('onFormDefinitionFetchError', { code });
    emit('onRenderError', { code });
    set({ status: 'error', error: code });
  };

  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loading ??= prepare().catch((error: unknown) => {
      // A chunk that failed to arrive (a stale page after a deploy), or a bug: the form says so.
      logger.error('[forms] the form could not be prepared', error);
      fail('RENDER_FAILURE');
    }));

  const prepare = async (): Promise<void> => {
    emit('onBeforeFormInit', options);
    let result;
    try {
      // The definition request starts now; the page's strings (a chunk per language) arrive
      // alongside. The code that reads the definition, the submission and the e-mail check are
      // the engine's own: every form needs them, and as chunks of their own they cost more bytes
      // in all than in one file (scripts/budgets.mjs, `downloads`).
      const input = { ...options, version: env.version, hutk: env.cookies.hutk, pageUrl: env.page.url };
      const started = env.transport({ url: definitionUrl(input), method: 'GET' });
      started.catch(() => {}); // read, and failures classified, by loadDefinition
      await loadFormLocale(options.locale);
      result = await loadDefinition({ ...input, transport: env.transport, started, track: (event, data) => emit('onAnalyticEvent', event, data) });
    } catch (error) {
      fail(isEmbedError(error) ? error.code : 'DEFINITION_FAILURE');
      return;
    }
    const { form, diagnostics } = result;
    // Read by the captcha provider, which loads before the form is ready.
    state = { ...state, country: result.country };
    for (const diagnostic of diagnostics) logger.warn(`[forms] ${diagnostic.path}: ${diagnostic.message}`);
    emit('onFormDefinitionFetchSuccess', form);
    known = options.ignoreCurrentValues ? {} : result.properties;
    const locale = await loadFormLocale(options.locale || form.lang);
    const { groups, legalConsentOptions } = form;
    // A page number alone makes a page too, and consent always has a page of its own (spec §4).
    if (legalConsentOptions || groups.some((group) => group.isPageBreak || group.pageNumber !== undefined)) {
      pages = await import('./logic/pagination');
      pageOfGroup = pages.pageIndexes(groups);
    }
    if (legalConsentOptions) consent = await import('./logic/consent');
    nodes = tree(groups);
    if (nodes.some((node) => node.parent)) filters = await import('./logic/filters');
    const { captcha: provider } = env;
    if (form.captchaEnabled && provider) {
      // Loaded with the form, so its script is ready (and its badge shown) before the first submit.
      const { createCaptcha } = await import('./submit/captcha');
      if (disposed) return;
      captcha = createCaptcha({
        enabled: true,
        siteKey: env.captchaSiteKey ?? '',
        isAutomation: env.isAutomation,
        provider,
        timers,
        onChange: () => set({ submission: { ...submission }, captcha: captchaView() }),
      });
    }
    if (disposed) return;
    const prefill = { urlParams: env.urlParams, known };
    state = {
      ...state,
      form,
      diagnostics,
      fields: nodes.map((node) => node.f),
      messages: createFormMessages(locale, options.translations),
      pageCount: pages?.pageCount(groups) ?? 1,
      pageGroups: pages?.groupsOfPage(groups, 0) ?? groups,
      consent: { ...state.consent, boxes: consent?.consentCheckboxes(legalConsentOptions) ?? [] },
    };
    emit('onBeforeValidationInit', form);
    set({
      status: 'ready',
      values: refresh(new Map(nodes.map((node) => [node.f.id, initialFieldState(node.f, groups.indexOf(node.g), initialValue(node.f, prefill), node)]))),
      captcha: captchaView(),
    });
    emit('onReady', form);
    emit('onFormReady', form);
  };

  const input = (id: string, event: InputEvent, raw?: FieldValue | number | null): void => {
    const field = state.fields.find((candidate) => candidate.id === id);
    if (!field) return;
    let next = fieldInputEvent(state.values.get(id)!, event);
    if (event === 'change' && raw !== undefined) {
      const value = coerceValue(field, raw);
      next = setFieldValue(next, value);
      serverErrors.delete(id);
      timers.clearTimeout(stale.get(id));
      stale.set(id, timers.setTimeout(() => input(id, 'stale'), STALE_TIMEOUT));
      if (isEmailField(field)) {
        // The form's portalId and formId come with the options.
        emails ??= createEmailChecker({
          ...options,
          formsHost: host,
          post: env.post,
          setTimer: timers.setTimeout,
          clearTimer: timers.clearTimeout,
          logger,
          page: () => env.page,
        });
        emails.check(value as string, field.validation.useDefaultBlockList, ({ state: validationRequestState, infos }) =>
          update(id, { ...state.values.get(id)!, validationRequestState, infos }),
        );
      }
    }
    update(id, next);
  };

  /** Errors of the shown fields among these, by id, as Next and submit see them. */
  const validate = (fields: FormField[]): Record<string, FieldError[]> =>
    validateFields(
      fields.filter((field) => state.values.get(field.id)?.shown),
      byId('value'),
      context,
    );

  /** Errors of the consent checkboxes, by box id; like a field's, they show once an attempt was made. */
  const consentErrors = (values = state.consent.values): Record<string, FieldError[]> =>
    (submission.attempted && consent?.validateConsent(state.form!.legalConsentOptions, values)) || {};
  const withConsent = (values: Record<string, boolean>): Pick<EngineState, 'consent'> => ({
    consent: { ...state.consent, values, errors: consentErrors(values) },
  });

  const pagedForm = () => ({
    groups: state.form!.groups,
    visible: byId('shown'),
    onPageChange: (from: number, to: number) => emit('onPageChange', from, to),
  });
  const showPage = (currentPage: number): void =>
    set({ currentPage, pageGroups: pages!.groupsOfPage(state.form!.groups, currentPage), values: refresh(state.values) });

  return {
    get state() {
      return state;
    },
    options,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    dispose() {
      disposed = true;
      listeners.clear();
      captcha?.dispose();
      for (const id of pending) timers.clearTimeout(id);
    },
    input,
    setConsent(id, checked) {
      set(withConsent({ ...state.consent.values, [id]: checked }));
    },
    async resubscribe(id) {
      const email = state.values.get(id)?.value;
      if (!emails || typeof email !== 'string') return;
      const infos = await emails.resubscribe(email);
      const now = state.values.get(id)!;
      if (now.value === email) update(id, { ...now, infos });
    },
    reset() {
      if (!state.form) return;
      known = {};
      serverErrors.clear();
      emails?.cancel();
      for (const timer of stale.values()) timers.clearTimeout(timer);
      stale.clear();
      // Values go back to URL parameters and defaults (URL parameters belong to the page, not to
      // the visitor); refresh recomputes the shown flags for them.
      set({
        values: refresh(new Map(nodes.map(({ f }) => [f.id, setFieldValue(state.values.get(f.id)!, initialValue(f, { urlParams: env.urlParams }))]))),
      });
    },
    summary() {
      return pages && state.form ? pages.pageSummary(pagedForm(), byId('errors')) : [];
    },
    async next() {
      if (!pages || !state.form) return false;
      const { currentPage } = pages.next({ currentPage: state.currentPage, navigationAttempted: false }, pagedForm(), validate).state;
      navigationAttempted = currentPage === state.currentPage;
      showPage(currentPage);
      return !navigationAttempted;
    },
    async previous() {
      if (!pages || !state.form) return;
      navigationAttempted = false;
      showPage(pages.previous({ currentPage: state.currentPage, navigationAttempted: false }, pagedForm()).currentPage);
    },
    async submit() {
      const form = state.form;
      if (!form) return 'invalid';
      // The embed options win over the definition (spec §4); both options at once reach submit, which refuses.
      const target = options.inlineMessage || options.redirectUrl ? options : { redirectUrl: form.redirectUrl, inlineMessage: form.redirectUrl ? '' : form.inlineMessage };
      const outcome = await submit({
        state: submission,
        // Preview and builder mode show the form without submitting it (spec §1), as the editor does.
        isEditor: !!(env.isEditor || options.isPreview || options.isBuilder || options.previewMode),
        isTestPage: options.isTestPage,
        inlineMessage: target.inlineMessage,
        redirectUrl: target.redirectUrl,
        validate: () => ({ ...validate(state.fields), ...consentErrors() }),
        context: () => ({
          definition: form,
          fields: state.fields,
          states: Object.fromEntries(state.values),
          embed,
          page: env.page,
          cookies: env.cookies,
          formInstanceId: env.formInstanceId,
          embedAtTimestamp: embedAt,
          timestamp: env.now(),
          version: env.version,
          locale: state.messages.locale,
          legalConsent: consent?.consentPayload(form.legalConsentOptions, state.consent.values),
        }),
        captcha,
        captchaRequired: form.captchaEnabled,
        url: multipartUrl(host, options.portalId, form.guid || options.formId),
        send: env.send,
        createBody: env.createBody,
        callbacks,
        logger,
        // The rules module's mapping fills what a message needs (the blocked domain, a bound).
        mapValidation: (result) => serverFieldError(result, byId('value')),
        redirect: { navigator: env.navigator, timers, pageUrl: env.page.url, cookies: env.cookies, disableRedirect: env.disableRedirect },
        onChange: () => set({ submission: { ...submission } }),
      });
      // An attempt shows every error, the server's too; editor and test clicks make none. What the
      // visitor typed stays as it was, whatever happened.
      if (outcome === 'failed') serverErrors = new Map(Object.entries(submission.fieldErrors ?? {}));
      set({ values: refresh(state.values), submission: { ...submission }, ...withConsent(state.consent.values) });
      return outcome;
    },
    on: callbacks.on,
  };
}
