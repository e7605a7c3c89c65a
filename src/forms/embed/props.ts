import type { FormEmbedProps } from '../../runtime/contract';
import { validateEmbedOptions } from '../definition/options';

/** What reading a form-embed mount point's props found. */
export interface FormEmbedPropsResult {
  props: FormEmbedProps;
  /** What stops the form: a missing or malformed id, a wrong type, a forms host that is no http(s) URL. */
  errors: string[];
  /** What is ignored: unsupported keys, a malformed region or env (the defaults are used). */
  warnings: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the props of a `form-embed` mount point, as the servers write them (the theme's shortcodes
 * and block, the demo store's contact page): the embed options of HubSpot's snippet that JSON can
 * carry, checked by the engine's own `validateEmbedOptions`, plus `formsBaseUrl` as an http(s)
 * URL and `captchaScriptUrl` as a string. The island and the tests of both servers' pages read
 * props with this one function.
 *
 * @example readFormEmbedProps({ portalId: '48201937', formId: '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94' }).errors // []
 */
export function readFormEmbedProps(raw: unknown): FormEmbedPropsResult {
  if (!isRecord(raw)) return { props: {} as FormEmbedProps, errors: ['form-embed props must be a JSON object'], warnings: [] };
  const { captchaScriptUrl, ...options } = raw;
  const errors: string[] = [];
  if (captchaScriptUrl !== undefined && typeof captchaScriptUrl !== 'string') errors.push('captchaScriptUrl must be a string');
  const base = options['formsBaseUrl'];
  if (base !== undefined && !(typeof base === 'string' && /^https?:\/\/[^/\s]+/.test(base))) errors.push('formsBaseUrl must be an http(s) URL');
  for (const key of ['portalId', 'formId'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'string' && typeof options[key] !== 'number') errors.push(`${key} must be a string`);
  }
  const warnings: string[] = [];
  try {
    const result = validateEmbedOptions(options);
    errors.push(...result.errors);
    warnings.push(...result.warnings);
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
  return { props: raw as FormEmbedProps, errors, warnings };
}
