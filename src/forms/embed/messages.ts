/**
 * The window messages the embed exchanges, as data: what each one looks like and how a listener
 * reads one it did not write. The browser glue checks `event.source` and `event.origin` first
 * (`isExpectedOrigin`), then hands `event.data` to a reader here; anything malformed reads as
 * undefined and is ignored.
 */
import { clampHeight } from './frame';

/** The shell protocol: the form inside a shell tells the page how tall it is. */
export const HEIGHT_MESSAGE = 'shop-islands:form-height';
/** HubSpot's branding iframe (`/embedded-viral-link/{linkType}`) asks for its height so. */
export const BRANDING_HEIGHT_MESSAGE = 'SET_IFRAME_HEIGHT';

/** Posted by the shell's content to its parent: `{ type, height, shellId }`. */
export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  /** The content's height in CSS pixels, unclamped (the parent clamps). */
  height: number;
  /** Which shell: a page may hold several forms, each in its own shell. */
  shellId: string;
}

/** @example heightMessage(412, 'shell-1') // { type: 'shop-islands:form-height', height: 412, shellId: 'shell-1' } */
export const heightMessage = (height: number, shellId: string): HeightMessage => ({ type: HEIGHT_MESSAGE, height, shellId });

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
 * "312px"), or undefined when it is not one, or names another shell than `shellId`.
 */
function readHeight(data: unknown, type: string, shellId?: string): number | undefined {
  const o = asObject(data);
  const h = o?.height;
  if (o?.type !== type || (shellId !== undefined && o.shellId !== shellId)) return undefined;
  if (typeof h === 'number' || (typeof h === 'string' && h.trim() && Number.isFinite(+h))) return clampHeight(+h);
}

/**
 * The clamped height a shell message asks for, or undefined when the data is not a height
 * message for this shell.
 *
 * @example readHeightMessage({ type: 'shop-islands:form-height', height: 4000, shellId: 's1' }, 's1') // 1000
 */
export const readHeightMessage = (data: unknown, shellId: string): number | undefined => readHeight(data, HEIGHT_MESSAGE, shellId);

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
