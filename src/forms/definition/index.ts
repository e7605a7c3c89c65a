/**
 * Form definitions: where they live, how they load (with the static fallback), how any served shape
 * becomes one `FormDefinition`, and how embed options are checked.
 *
 * @example
 * const { options } = validateEmbedOptions(userOptions, logger);
 * const { form, diagnostics } = await loadDefinition({ ...options, version, transport, track });
 */
export { EmbedError, isEmbedError } from './errors';
export type { EmbedErrorCode, RenderErrorCode, DefinitionFormErrorCode } from './errors';
export { formsHost, staticHost, definitionUrl, fallbackUrl, staticBaseUrl, olderEmbedUrl } from './url';
export type { FormsEnv, HostInput, DefinitionUrlInput, FallbackUrlInput } from './url';
export { loadDefinition, classifyDefinitionError, reportRenderError, DEFINITION_EVENTS } from './load';
export type { Transport, TransportRequest, TransportResponse, LoadInput, LoadResult, ReportingInput } from './load';
export { normalizeDefinition, fieldId } from './normalize';
export type { NormalizeResult } from './normalize';
export { validateEmbedOptions, normalizeFormId } from './options';
export type { EmbedOptions, NormalizedEmbedOptions, EmbedOptionsResult } from './options';
