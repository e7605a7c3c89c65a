/**
 * A JSON object, as opposed to an array, null or a primitive: what reading an answer, a config or
 * a mount point's props checks first.
 *
 * @example isRecord(JSON.parse('{"fragments":{}}')) // true
 */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
