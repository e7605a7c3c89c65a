import { isEmbedError } from './definition/errors';
import { loadDefinition, type Transport } from './definition/load';
import { validateEmbedOptions } from './definition/options';
import type { EmbedOptions, NormalizedEmbedOptions } from './definition/options';
import { definitionUrl, formsHost } from './definition/url';
import { createEmailChecker, type EmailChecker, type EmailTransport } from './email/check';
import { sendForm } from './engine-submit';
import { STALE_TIMEOUT, coerceValue, fieldInputEvent, initialFieldState, setFieldValue, shouldShowError } from './fields/index';
import type { InputEvent } from './fields/index';
import { defaultStates, prefill } from './logic/prefill';
import type { SummaryEntry } from './logic/pagination';
import { smartHide } from './logic/smart';
import { tree, type Node } from './logic/tree';
import type { ConsentBox } from './logic/consent';
import { own } from './keys';
import { createFormMessages, loadFormLocale } from './messages/index';
import type { FormMessages } from './messages/index';
import { isEmailField, validateField, validateFields } from './rules/validate';
import type { ValidationContext } from './rules/validate';
import { createCallbacks } from './submit/callbacks';
import type { Callbacks } from './submit/callbacks';
import type { CaptchaState, CaptchaStatus } from './submit/captcha';
import type { Logger, Timers, TrackingCookies } from './submit/env';
import type { SubmitState } from './submit/flags';
import type { PageNavigator } from './submit/redirect';
import type { CaptchaProvider, FormDataLike, PageInfo, SubmitOutcome, SubmitTransport } from './submit/index';
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

/** Field id → value, as the pure modules take it (an own key per field, so safe for any id). */
const plainValues = (values: ReadonlyMap<string, FieldState>): Record<string, FieldValue> =>
  Object.fromEntries([...values].map(([id, v]) => [id, v.value]));

/**
 * The form engine: one form's definition, field states, pages and submission, driven by input
 * events, with no DOM. Dependent-field filters, pagination, consent and submission load on demand
 * (a form that needs none of them, or a visitor who never submits, never downloads them).
 *
 * @example
 * const engine = createFormEngine({ portalId: '123', formId: 'b7f0…' }, browserEnvironment());
 * engine.subscribe(render);
 * await engine.load();
 * engine.input('email', 'change', 'an@example.vn');
 */
export function createFormEngine(raw: EmbedOptions, env: FormEnvironment): FormEngine {
  // Throws on a bad portalId or formId, before any request (spec §5), outside preview and builder.
  const { options, errors: optionErrors } = validateEmbedOptions(raw as Record<string, unknown>, env.logger);
  const callbacks = createCallbacks(env.logger, raw as Record<string, unknown>);
  const host = options.formsBaseUrl || formsHost(options);
  const listeners = new Set<(state: EngineState) => void>();
  const submission: SubmitState = { attempted: false, requested: false, submitted: false, error: false };
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
  let filters: typeof import('./logic/filters') | undefined;
  let pages: typeof import('./logic/pagination') | undefined;
  let consent: typeof import('./logic/consent') | undefined;
  const stale = new Map<string, unknown>();
  // The live e-mail check starts with the first e-mail typed.
  let emails: EmailChecker | undefined;
  const checkEmail = async (id: string, email: string, useDefaultBlockList: boolean): Promise<void> => {
    emails ??= createEmailChecker({
      formsHost: host,
      portalId: options.portalId,
      formId: options.formId,
      post: env.post,
      setTimer: timers.setTimeout,
      clearTimer: timers.clearTimeout,
      logger: env.logger,
      page: () => ({ title: env.page.title, url: env.page.url }),
    });
    emails.check(email, useDefaultBlockList, ({ state: validationRequestState, infos }) => {
      const now = state.values.get(id);
      if (now) set({ values: refresh(new Map(state.values).set(id, { ...now, validationRequestState, infos })) });
    });
  };

  const session: { captcha?: import('./submit/captcha').Captcha; embedAt: number } = { embedAt: env.now() };
  const set = (patch: Partial<EngineState>): void => {
    if (disposed) return;
    state = { ...state, ...patch };
    for (const listener of listeners) {
      try {
        listener(state);
      } catch (error) {
        env.logger.error('[forms] a state listener threw', error);
      }
    }
  };

  const fieldById = (id: string): FormField | undefined => state.fields.find((field) => field.id === id);
  const captchaView = (): CaptchaView => {
    const { captcha } = session;
    if (captcha) return { enabled: true, state: captcha.state, status: captcha.status, waiting: captcha.waiting };
    return state.form?.captchaEnabled ? { enabled: true, state: 'unavailable', status: 'NOT_LOADED' } : NO_CAPTCHA;
  };
  /** The current page of a paginated form: its number and its groups. */
  const onPage = (currentPage: number) => ({
    currentPage,
    pageGroups: pages && state.form ? pages.groupsOfPage(state.form.groups, currentPage) : state.pageGroups,
  });
  const context: ValidationContext = {
    blockedDomains: options.blockedDomains ?? [],
    manuallyBlockedEmailDomain: options.manuallyBlockedEmailDomain ?? [],
    // Only shown fields are judged (refresh and validate see to it), so no isFieldShown here.
    emailResult: (email) => emails?.result(email),
  };
  /** Errors the server gave at the last submit, by field; a field's own change drops them. */
  let serverErrors = new Map<string, FieldError[]>();
  /** Next was pressed on a page with errors: they show until the page changes (spec §4). */
  let navigationAttempted = false;

  /** Errors of a field as of now, the server's included, and whether they show (spec §4). */
  const judge = (field: FormField, value: FieldState, attempted: boolean): FieldState => {
    const found = validateField(field, value.value, context);
    const seen = new Set(found.map((error) => error.key));
    const errors = [...found, ...(serverErrors.get(field.id) ?? []).filter((error) => !seen.has(error.key))];
    return { ...value, errors, isErrorVisible: errors.length > 0 && shouldShowError(field, value.inputState, attempted) };
  };

  /** Recomputes shown flags (dependents, smart fields) and every field's errors. */
  const refresh = (values: ReadonlyMap<string, FieldState>, attempted = submission.attempted): Map<string, FieldState> => {
    const form = state.form;
    if (!form) return new Map(values);
    // A Next pressed on a page with errors shows that page's errors, not the next pages'.
    const page = navigationAttempted && pages ? new Set(pages.pageFields(pagedForm(), state.currentPage).map((f) => f.id)) : undefined;
    const plain = plainValues(values);
    const hide = smartHide({
      known,
      isBuilder: options.isBuilder,
      isPreview: options.isPreview || options.previewMode,
      deactivateSmartForm: options.deactivateSmartForm,
    });
    // Without dependent fields, only smart fields hide (and the filters module never loads).
    const shown = filters
      ? filters.visibility(form.groups, plain, { now: env.now(), hide })
      : Object.fromEntries(nodes.map(({ f, g }) => [f.id, !hide(f, g)]));
    const out = new Map<string, FieldState>();
    for (const field of state.fields) {
      const value = values.get(field.id);
      if (!value) continue;
      const next = { ...value, shown: own(shown, field.id) ?? false };
      out.set(field.id, keep(value, next.shown ? judge(field, next, attempted || !!page?.has(field.id)) : { ...next, errors: [], isErrorVisible: false }));
    }
    return out;
  };

  const fail = (code: string): void => {
    callbacks.emit('onFormDefinitionFetchError', { code });
    callbacks.emit('onRenderError', { code });
    set({ status: 'error', error: code });
  };

  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loading ??= prepare().catch((error: unknown) => {
      // A chunk that failed to arrive (a stale page after a deploy), or a bug: the form says so.
      env.logger.error('[forms] the form could not be prepared', error);
      fail('RENDER_FAILURE');
    }));

  const prepare = async (): Promise<void> => {
    callbacks.emit('onBeforeFormInit', options);
    let result;
    try {
      // The definition request starts now; the page's strings (a chunk per language) arrive
      // alongside. The code that reads the definition, the submission and the e-mail check are
      // the engine's own: every form needs them, and as chunks of their own they cost more bytes
      // in all than in one file (scripts/budgets.mjs, `downloads`).
      const input = { ...options, version: env.version, hutk: env.cookies.hutk, pageUrl: env.page.url };
      const started = env.transport({ url: definitionUrl(input), method: 'GET' });
      started.catch(() => {}); // read, and failures classified, by loadDefinition
      await loadFormLocale(options.locale || 'en');
      result = await loadDefinition({
        ...input,
        transport: env.transport,
        started,
        track: (event, data) => callbacks.emit('onAnalyticEvent', event, data),
      });
    } catch (error) {
      fail(isEmbedError(error) ? error.code : 'DEFINITION_FAILURE');
      return;
    }
    const { form, diagnostics, properties, country } = result;
    // Read by the captcha provider, which loads before the form is ready.
    if (country) state = { ...state, country };
    for (const diagnostic of diagnostics) env.logger.warn(`[forms] ${diagnostic.path}: ${diagnostic.message}`);
    callbacks.emit('onFormDefinitionFetchSuccess', form);
    known = options.ignoreCurrentValues ? {} : properties;
    const locale = await loadFormLocale(options.locale || form.lang || 'en');
    // A page number alone makes a page too, and consent always has a page of its own (spec §4).
    if (form.legalConsentOptions || form.groups.some((group) => group.isPageBreak || group.pageNumber !== undefined)) {
      pages = await import('./logic/pagination');
    }
    if (form.legalConsentOptions) consent = await import('./logic/consent');
    nodes = tree(form.groups);
    if (nodes.some((node) => node.parent)) filters = await import('./logic/filters');
    const { captcha: provider } = env;
    if (form.captchaEnabled && provider) {
      // Loaded with the form, so its script is ready (and its badge shown) before the first submit.
      const { createCaptcha } = await import('./submit/captcha');
      if (disposed) return;
      session.captcha = createCaptcha({
        enabled: true,
        siteKey: env.captchaSiteKey ?? '',
        isAutomation: env.isAutomation ?? false,
        provider,
        timers,
        onChange: () => set({ submission: { ...submission }, captcha: captchaView() }),
      });
    }
    if (disposed) return;
    const initial = prefill(form.groups, { urlParams: env.urlParams, known, ignoreCurrentValues: options.ignoreCurrentValues });
    const values = new Map<string, FieldState>();
    for (const { f, g, parent, filters: shownBy } of nodes) {
      const base = initialFieldState(f, form.groups.indexOf(g), parent && { field: parent.id, filters: shownBy ?? [] });
      values.set(f.id, { ...base, value: own(initial, f.id) ?? base.value });
    }
    state = {
      ...state,
      form,
      diagnostics,
      fields: nodes.map((node) => node.f),
      messages: createFormMessages(locale, options.translations),
      pageCount: pages ? pages.pageCount(form.groups) : 1,
      pageGroups: pages ? pages.groupsOfPage(form.groups, 0) : form.groups,
      consent: { boxes: consent?.consentCheckboxes(form.legalConsentOptions) ?? [], values: {}, errors: {} },
    };
    callbacks.emit('onBeforeValidationInit', form);
    set({ status: 'ready', values: refresh(values), captcha: captchaView() });
    callbacks.emit('onReady', form);
    callbacks.emit('onFormReady', form);
  };

  const input = (id: string, event: InputEvent, raw?: FieldValue | number | null): void => {
    const field = fieldById(id);
    const current = state.values.get(id);
    if (!field || !current) return;
    let next = fieldInputEvent(current, event);
    if (event === 'change' && raw !== undefined) {
      const value = coerceValue(field, raw);
      next = setFieldValue(next, value);
      serverErrors.delete(id);
      timers.clearTimeout(stale.get(id));
      stale.set(id, timers.setTimeout(() => input(id, 'stale'), STALE_TIMEOUT));
      if (isEmailField(field) && typeof value === 'string') {
        checkEmail(id, value, field.validation.useDefaultBlockList).catch((error: unknown) =>
          env.logger.warn('[forms] the e-mail check could not run', error),
        );
      }
    }
    set({ values: refresh(new Map(state.values).set(id, next)) });
  };

  /** Errors of some shown fields, by id, as Next and submit see them. */
  const validate = (fields: FormField[]): Record<string, FieldError[]> =>
    validateFields(fields, plainValues(state.values), {
      ...context,
      isFieldShown: (field) => state.values.get(field.id)?.shown ?? false,
    });

  /** Errors of the consent checkboxes, by box id; boxes without errors are left out. */
  const consentErrors = (): Record<string, FieldError[]> => {
    const options = state.form?.legalConsentOptions;
    const all = consent && options ? consent.validateConsent(options, state.consent.values) : {};
    return Object.fromEntries(Object.entries(all).filter(([, errors]) => errors.length > 0));
  };

  const pagedForm = () => ({
    groups: state.form?.groups ?? [],
    ...(state.form?.legalConsentOptions && { legalConsentOptions: state.form.legalConsentOptions }),
    visible: Object.fromEntries([...state.values].map(([id, v]) => [id, v.shown])),
    onPageChange: (from: number, to: number) => callbacks.emit('onPageChange', from, to),
    onError: (error: unknown) => env.logger.error('[forms] onPageChange threw', error),
  });

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
      emails?.cancel();
      session.captcha?.dispose();
      for (const id of pending) env.timers.clearTimeout(id);
      pending.clear();
      stale.clear();
    },
    input,
    setConsent(id, checked) {
      state = { ...state, consent: { ...state.consent, values: { ...state.consent.values, [id]: checked } } };
      // Like a field, a consent error shows once an attempt was made.
      set({ consent: { ...state.consent, errors: submission.attempted ? consentErrors() : {} } });
    },
    async resubscribe(id) {
      const email = state.values.get(id)?.value;
      if (!emails || typeof email !== 'string') return;
      const infos = await emails.resubscribe(email);
      const now = state.values.get(id);
      if (now && now.value === email) set({ values: new Map(state.values).set(id, { ...now, infos }) });
    },
    reset() {
      const form = state.form;
      if (!form) return;
      known = {};
      serverErrors = new Map();
      emails?.cancel();
      for (const timer of stale.values()) timers.clearTimeout(timer);
      stale.clear();
      // refresh recomputes the shown flags for the restored values (resetToDefaults would too,
      // but it needs the dependent-field filters, which load only with forms that have them).
      const defaults = defaultStates(Object.fromEntries(state.values), form.groups, { urlParams: env.urlParams });
      set({ values: refresh(new Map(Object.entries(defaults))) });
    },
    summary() {
      if (!pages) return [];
      const errors = Object.fromEntries([...state.values].map(([id, value]) => [id, value.shown ? value.errors : []]));
      return pages.pageSummary(pagedForm(), errors);
    },
    async next() {
      if (!pages || state.status !== 'ready') return false;
      const result = pages.next({ currentPage: state.currentPage, navigationAttempted: false }, pagedForm(), validate);
      const moved = result.state.currentPage !== state.currentPage;
      navigationAttempted = !moved;
      set({ ...onPage(result.state.currentPage), values: refresh(state.values) });
      return moved;
    },
    async previous() {
      if (!pages) return;
      navigationAttempted = false;
      const { currentPage } = pages.previous({ currentPage: state.currentPage, navigationAttempted: false }, pagedForm());
      set({ ...onPage(currentPage), values: refresh(state.values) });
    },
    async submit() {
      const form = state.form;
      if (!form) return 'invalid';
      const outcome = await sendForm({
        form,
        options,
        raw,
        env: { ...env, timers },
        host,
        submission,
        callbacks,
        state: () => state,
        validate: () => ({ ...validate(state.fields), ...consentErrors() }),
        legalConsent: () => consent?.consentPayload(form.legalConsentOptions, state.consent.values),
        onChange: () => set({ submission: { ...submission } }),
        session,
      });
      // Editor, test and duplicate clicks are silent; an attempt shows every error, the server's
      // too. What the visitor typed stays as it was, whatever happened.
      if (outcome === 'invalid' || outcome === 'failed' || outcome === 'misconfigured') {
        if (outcome === 'failed') serverErrors = new Map(Object.entries(submission.fieldErrors ?? {}));
        set({ values: refresh(state.values, true), submission: { ...submission }, consent: { ...state.consent, errors: consentErrors() } });
      } else set({ submission: { ...submission } });
      return outcome;
    },
    on: callbacks.on,
  };
}
