/**
 * The typed failure of loading a form: a render error code of spec §8, or one of the two form
 * error codes a definition fetch can also answer with. Callers branch on `code` (it survives
 * bundling and realms, unlike `instanceof` across two copies of this module).
 */

/** Render error codes (spec §8). */
export type RenderErrorCode =
  | 'DEFINITION_NOT_FOUND'
  | 'DEFINITION_FAILURE'
  | 'FALLBACK_DEFINITION_FAILURE'
  | 'INVALID_FORM_GUID'
  | 'INVALID_PORTAL_ID'
  | 'IP_ADDRESS_IS_PROBABLY_A_BOT'
  | 'NON_EMBEDDABLE_FORM'
  | 'NON_EMBEDDABLE_EDITOR2_FORM'
  | 'UNCAUGHT_JS_ERROR'
  | 'UNKNOWN_RENDER_ERROR'
  | 'FORBIDDEN'
  | 'RENDER_FAILURE';

/** Form error codes (spec §8) that a definition fetch can answer with. */
export type DefinitionFormErrorCode = 'SUBMISSION_PERIOD_ENDED' | 'RATE_LIMIT_EXCEEDED';

export type EmbedErrorCode = RenderErrorCode | DefinitionFormErrorCode;

/**
 * Why a form cannot load. NON_EMBEDDABLE_EDITOR2_FORM is an older (editor 2) form: the caller
 * should load the older embed script instead of showing an error.
 *
 * @example
 * try { await loadDefinition(input) }
 * catch (e) { if (isEmbedError(e) && e.code === 'NON_EMBEDDABLE_EDITOR2_FORM') loadLegacyScript() }
 */
export class EmbedError extends Error {
  // Declared, then set in the constructor: class fields would bring in a helper chunk at es2020.
  declare readonly code: EmbedErrorCode;
  /** HTTP status of the answer that caused it, when there was one. */
  declare readonly status?: number;
  constructor(code: EmbedErrorCode, message: string = code, status?: number) {
    super(message);
    this.name = 'EmbedError';
    this.code = code;
    if (status !== undefined) this.status = status;
  }
}

/** Narrows an unknown rejection to an `EmbedError`. */
export const isEmbedError = (error: unknown): error is EmbedError => error instanceof Error && error.name === 'EmbedError';
