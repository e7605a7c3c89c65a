import type { FormEmbedProps } from '../../runtime/contract';
import { validateEmbedOptions } from '../definition/options';
import type { EmbedOptions } from '../definition/options';
import { isRecord } from '../../types/guards';

/**
 * A form-embed mount point's props, split as the island uses them: the embed options, which go
 * to the engine (and its `validateEmbedOptions`), and `captchaScriptUrl`, which is the island's.
 */
export function splitFormEmbedProps({ captchaScriptUrl, ...options }: FormEmbedProps): { options: EmbedOptions; captchaScriptUrl?: string } {
  return typeof captchaScriptUrl === 'string' ? { options, captchaScriptUrl } : { options };
}

/** What reading a form-embed mount point's props found. */
export interface FormEmbedPropsResult {
  /** What stops the form: not an object, a missing or malformed id, a wrong type. */
  errors: string[];
  /** What the engine ignores: unsupported keys, a malformed region or env (the defaults are used). */
  warnings: string[];
}

/**
 * Checks the props a server wrote into a `form-embed` mount point (the theme's shortcodes and
 * block, the demo store's contact page) with the code the island runs on them: split by
 * `splitFormEmbedProps`, the options through the engine's own `validateEmbedOptions` (which
 * throws for a bad id, as the island then fails). Beyond that, what JSON cannot make the engine
 * check: `formsBaseUrl` an http(s) URL, `captchaScriptUrl` a string. For the servers' tests; the
 * island itself stays as small as the two calls.
 *
 * @example readFormEmbedProps({ portalId: '48201937', formId: '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94' }) // { errors: [], warnings: [] }
 */
export function readFormEmbedProps(raw: unknown): FormEmbedPropsResult {
  if (!isRecord(raw)) return { errors: ['form-embed props must be a JSON object'], warnings: [] };
  const errors: string[] = [];
  if (raw['captchaScriptUrl'] !== undefined && typeof raw['captchaScriptUrl'] !== 'string') errors.push('captchaScriptUrl must be a string');
  const { options } = splitFormEmbedProps(raw as FormEmbedProps);
  const base = options.formsBaseUrl;
  if (base !== undefined && !(typeof base === 'string' && /^https?:\/\/[^/\s]+/.test(base))) errors.push('formsBaseUrl must be an http(s) URL');
  for (const key of ['portalId', 'formId'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'string' && typeof options[key] !== 'number') errors.push(`${key} must be a string`);
  }
  const warnings: string[] = [];
  try {
    const result = validateEmbedOptions(options as Record<string, unknown>);
    errors.push(...result.errors);
    warnings.push(...result.warnings);
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
  return { errors, warnings };
}
