/**
 * The window messages the embed exchanges, as data: what each one looks like and how a listener
 * reads one it did not write. The browser glue checks `event.source` and `event.origin` first
 * (`isExpectedOrigin`), then hands `event.data` to a reader here; anything malformed reads as
 * undefined and is ignored.
 */
import { clampHeight } from './frame';

/** HubSpot's branding iframe (`/embedded-viral-link/{linkType}`) asks for its height so. */
export const BRANDING_HEIGHT_MESSAGE = 'SET_IFRAME_HEIGHT';

/** Messages arrive as objects or, from older senders, as JSON text. */
const asObject = (data: unknown): Record<string, unknown> | undefined => {
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
};

/**
 * The clamped height a message of `type` asks for (a number, or numeric text: "312", not
 * "312px"), or undefined when it is not one.
 */
function readHeight(data: unknown, type: string): number | undefined {
  const o = asObject(data);
  const h = o?.height;
  if (o?.type !== type) return undefined;
  if (typeof h === 'number' || (typeof h === 'string' && h.trim() && Number.isFinite(+h))) return clampHeight(+h);
}

/**
 * The clamped height the branding iframe asks for (`{ type: 'SET_IFRAME_HEIGHT', height }`), or
 * undefined for any other data.
 *
 * @example readBrandingHeight({ type: 'SET_IFRAME_HEIGHT', height: 90 }) // 200
 */
export const readBrandingHeight = (data: unknown): number | undefined => readHeight(data, BRANDING_HEIGHT_MESSAGE);

/**
 * What the hidden target iframe of the non-script submit path posts (spec §7): `accepted`, and
 * the answer's fields of RESULT_FIELDS, unchecked: the engine reads them as it reads any answer
 * (src/forms/submit/response.ts keeps those of the right type).
 */
export type FrameSubmitResult = Record<string, unknown> & { accepted: boolean };

const RESULT_FIELDS = ['formGuid', 'formInstanceId', 'localizedVisitorWarningMessage', 'formSubmissionError', 'localizedVisitorErrorMessage', 'status'];

/**
 * The non-script submit result in a message, its other fields dropped; undefined when the data
 * carries no boolean `accepted` (then it is not a result).
 *
 * @example readFrameSubmitResult('{"accepted":true,"formGuid":"f7…","extra":1}') // { accepted: true, formGuid: 'f7…' }
 */
export function readFrameSubmitResult(data: unknown): FrameSubmitResult | undefined {
  const o = asObject(data);
  if (typeof o?.accepted === 'boolean') return Object.fromEntries(Object.entries(o).filter(([k]) => k === 'accepted' || RESULT_FIELDS.includes(k))) as FrameSubmitResult;
}

/**
 * Whether a message's origin is the one expected. The opaque origin `'null'` never is: any
 * sandboxed frame or `data:` document has it, so it says nothing about who sent the message.
 *
 * @example isExpectedOrigin('https://shop.vn', 'https://shop.vn') // true; isExpectedOrigin('null', 'null') // false
 */
export const isExpectedOrigin = (origin: string, expected: string): boolean => origin !== 'null' && origin === expected;
