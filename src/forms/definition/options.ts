/**
 * Checks the options a site owner passes to `hbspt.forms.create({...})` (spec §3 "Embed options",
 * §4 callbacks, §5 embed parameters) and fills the defaults. A bad portalId or formId throws before
 * any request is made, except in preview and builder mode, where an editor must still see the page.
 */
import { HOOKS } from '../submit/callbacks';
import { normalizeFormId } from './form-id';

export { normalizeFormId };
import { EmbedError } from './errors';
import type { FormsEnv } from './url';

type Callback = (...args: never[]) => unknown;

/** The options as a site owner writes them; anything else is unsupported and warns. */
export interface EmbedOptions {
  portalId?: string | number;
  formId?: string;
  region?: string;
  env?: FormsEnv;
  pageId?: string | number;
  /** A CSS selector or element; the embedder decides where the form goes when absent. */
  target?: unknown;
  locale?: string;
  translations?: Record<string, Record<string, string>>;
  submitText?: string;
  inlineMessage?: string;
  redirectUrl?: string;
  cssClass?: string;
  errorClass?: string;
  errorMessageClass?: string;
  submitButtonClass?: string;
  style?: string;
  blockedDomains?: string[];
  manuallyBlockedEmailDomain?: string[];
  ignoreCurrentValues?: boolean;
  isEnterSubmitDisabled?: boolean;
  previewMode?: boolean;
  properties?: Record<string, unknown>;
  validationOptions?: Record<string, unknown>;
  isMobileResponsive?: boolean;
  useDraft?: boolean;
  embedDefinitionUrl?: string;
  formsBaseUrl?: string;
  deactivateSmartForm?: boolean;
  isBuilder?: boolean;
  isPreview?: boolean;
  isTestPage?: boolean;
  renderFrame?: boolean;
  isInsideFrame?: boolean;
  shellId?: string;
  onBeforeFormInit?: Callback;
  onBeforeValidationInit?: Callback;
  onReady?: Callback;
  onFormReady?: Callback;
  onFormFailedValidation?: Callback;
  onFormDefinitionFetchSuccess?: Callback;
  onFormDefinitionFetchError?: Callback;
  onBeforeFormSubmit?: Callback;
  onFormSubmit?: Callback;
  onFormSubmitted?: Callback;
  onAnalyticEvent?: Callback;
  onFormError?: Callback;
  onRenderError?: Callback;
  onPageChange?: Callback;
  getExtraMetaDataBeforeSubmit?: Callback;
}

/** Options after validation: ids normalised, defaults filled, unsupported keys dropped. */
export interface NormalizedEmbedOptions extends EmbedOptions {
  portalId: string;
  formId: string;
  region: string;
  env: FormsEnv;
  isMobileResponsive: boolean;
}

export interface EmbedOptionsResult {
  options: NormalizedEmbedOptions;
  /** Things ignored: unsupported keys, mistyped values, unsupported methods. */
  warnings: string[];
  /** Things that stop the form from submitting (or, in preview, from loading). */
  errors: string[];
}

// Everything other than an option is a callback; the names of spec §4 are checked as functions.
const CALLBACKS: readonly string[] = HOOKS;
const OPTIONS = [
  ...'portalId formId region env pageId target locale translations submitText inlineMessage redirectUrl cssClass errorClass errorMessageClass submitButtonClass style blockedDomains manuallyBlockedEmailDomain ignoreCurrentValues isEnterSubmitDisabled previewMode properties validationOptions isMobileResponsive useDraft embedDefinitionUrl formsBaseUrl deactivateSmartForm isBuilder isPreview isTestPage renderFrame isInsideFrame shellId'.split(' '),
  ...CALLBACKS,
];

/**
 * Validates embed options. Throws an `EmbedError` (INVALID_PORTAL_ID or INVALID_FORM_GUID) for a
 * missing or bad id outside preview and builder mode; everything else is reported in the result
 * (and each warning also through `logger.warn`).
 *
 * @example
 * const { options, errors } = validateEmbedOptions({ portalId: 62515, formId: '{F7198C7B8ECD43BDAB424D2F35F3C9CF}' });
 * options.formId // 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf'; options.region // 'na1'
 */
export function validateEmbedOptions(
  input: Record<string, unknown>,
  logger?: { warn(message: string): void },
): EmbedOptionsResult {
  const warnings: string[] = [];
  const errors: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    logger?.warn(message);
  };
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'getField' || key === 'getFields') warn(`${key} is not supported and is ignored`);
    else if (!OPTIONS.includes(key)) warn(`Unsupported embed option '${key}' is ignored`);
    else if (CALLBACKS.includes(key) && typeof value !== 'function') warn(`Embed option '${key}' should be a function`);
    else if (value !== undefined) options[key] = value;
  }
  const lenient = !!(input.isPreview || input.isBuilder || input.previewMode);
  const portalId = typeof input.portalId === 'number' || typeof input.portalId === 'string' ? String(input.portalId).trim() : '';
  const formId = normalizeFormId(input.formId);
  const check = (ok: boolean, code: 'INVALID_PORTAL_ID' | 'INVALID_FORM_GUID', message: string) => {
    if (ok) return;
    if (!lenient) throw new EmbedError(code, message);
    errors.push(message);
  };
  check(/^\d+$/.test(portalId), 'INVALID_PORTAL_ID', `portalId must be all digits, got '${portalId}'`);
  check(!!formId, 'INVALID_FORM_GUID', 'formId must be a GUID');
  // A malformed env or region warns, and the default applies.
  const drop = (key: 'env' | 'region', ok: boolean, message: string) => {
    if (options[key] !== undefined && !ok) {
      warn(message);
      delete options[key];
    }
  };
  drop('env', options.env === 'prod' || options.env === 'qa', `Embed option 'env' must be 'prod' or 'qa'; using 'prod'`);
  drop('region', typeof options.region === 'string' && /^[a-z]+\d*$/.test(options.region), `Embed option 'region' must look like 'na1'; using 'na1'`);
  // Spec §4: a form told to do both cannot know what to do after a submission, so it never submits.
  if (options.inlineMessage && options.redirectUrl) errors.push('Set inlineMessage or redirectUrl, not both: the form will not submit');
  return {
    options: {
      region: 'na1',
      env: 'prod',
      isMobileResponsive: true,
      ...options,
      portalId,
      formId: formId ?? (typeof input.formId === 'string' ? input.formId : ''),
    },
    warnings,
    errors,
  };
}
