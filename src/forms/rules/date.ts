/** Dates are stored as YYYY-MM-DD and shown in the field's metaData `format` and `separator` (spec §5). */

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_DATE_SEPARATOR = '/';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `iso` is YYYY-MM-DD naming a real calendar day (Feb 29 only in leap years).
 *
 * @example isCalendarDate('2024-02-29') // true
 * @example isCalendarDate('2023-02-29') // false
 */
export function isCalendarDate(iso: string): boolean {
  const match = ISO.exec(iso);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // Date rolls an impossible day over into the next month; a real day survives the round trip.
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// The order of the parts in a format such as MM/DD/YYYY or DD-MM-YYYY: ['M', 'D', 'Y'].
const order = (format: string): string[] => format.toUpperCase().match(/Y+|M+|D+/g)?.map((part) => part[0]!) ?? [];

/**
 * A stored date as the visitor reads it; text that is not a calendar day comes back unchanged.
 *
 * @example formatDate('2024-01-31', 'MM/DD/YYYY', '.') // '01.31.2024'
 * @example formatDate('2024-01-31') // '2024/01/31'
 */
export function formatDate(iso: string, format = DEFAULT_DATE_FORMAT, separator = DEFAULT_DATE_SEPARATOR): string {
  if (!isCalendarDate(iso)) return iso;
  const [y, m, d] = iso.split('-') as [string, string, string];
  const parts: Record<string, string> = { Y: y, M: m, D: d };
  const shown = order(format).map((part) => parts[part]);
  return shown.length === 3 ? shown.join(separator) : iso;
}

/**
 * Reads a date typed in the display format back into YYYY-MM-DD; `undefined` when it is not a
 * calendar day. Any non-digit separates the parts, so a visitor typing '-' for '/' is understood.
 *
 * @example parseDisplayDate('31.01.2024', 'DD/MM/YYYY') // '2024-01-31'
 */
export function parseDisplayDate(text: string, format = DEFAULT_DATE_FORMAT): string | undefined {
  const numbers = text.trim().split(/\D+/);
  const parts: Record<string, string> = {};
  order(format).forEach((part, index) => (parts[part] = numbers[index] ?? ''));
  const iso = `${parts.Y?.padStart(4, '0')}-${parts.M?.padStart(2, '0')}-${parts.D?.padStart(2, '0')}`;
  return numbers.length === 3 && isCalendarDate(iso) ? iso : undefined;
}
