/**
 * Dependent fields: the 21 filter operators as a table, and which fields show. Pure: the clock
 * (`now`) and the values come in as arguments. The engine loads it on demand, with a form that
 * has dependent fields (most forms have none).
 *
 * Decisions where HubSpot's behaviour is not written down (spec §4–5):
 * - Text comparisons (EQ, NEQ, CONTAINS…, SET_*) trim and ignore case: enumeration values and
 *   typed text vary in case, and HubSpot's own CRM filters compare strings case-insensitively.
 * - EQ/NEQ compare the whole value as HubSpot stores it, so a multi-checkbox `['a','b']` is `a;b`.
 * - HubSpot sends every operand key of a filter, unused ones at their default (boolValue false,
 *   numberValue 0, empty lists), so which key counts follows from the operator and the parent's
 *   property type, never from which key is present: text and set operators read strValue(s);
 *   LT…BETWEEN, and EQ/NEQ on a number or date, numberValue(s); EQ/NEQ on a boolean boolValue
 *   (unless a strValue 'true'/'false' is sent: boolValue is always there, so it says less).
 *   SET_* also read a `;`-joined strValue, the form HubSpot's CRM filters give the same set.
 * - An empty parent (blank text, no option chosen) fails every filter, negative ones included: a
 *   dependent appears only once the visitor has answered. A boolean is never empty.
 * - A filter missing its operand, a non-numeric value under a numeric operator, or an unknown
 *   operator fails: the dependent stays hidden rather than the form throwing.
 * - Dates are `YYYY-MM-DD`, compared as UTC-midnight timestamps (HubSpot sends date operands as
 *   epoch milliseconds). WITHIN_TIME: the date lies from today to N days/weeks ahead;
 *   WITHIN_TIME_REVERSE: from N days/weeks ago to today; both inclusive, "today" being the
 *   visitor's local calendar day of `now`.
 */
import { own } from '../keys';
import type { DependentFilter, FieldGroup, FieldValue, FileLike, FormField } from '../types';
import { tree, type Node } from './tree';

interface Parent {
  /** The whole value, trimmed and lower-cased. */
  s: string;
  /** Its items (multi-checkbox options, or a `;`-separated string split). */
  l: string[];
  /** Its number (a date as a timestamp), NaN when it is none. */
  n: number;
  /** How EQ and NEQ compare it (see `kindOf`). */
  k: 'bool' | 'number' | 'text';
}
type Op = (p: Parent, f: DependentFilter, today: number) => boolean;

const DAY = 864e5;
const lc = (x: unknown): string => String(x ?? '').trim().toLowerCase();
const num = (x: unknown): number => (x == null || x === '' ? NaN : Number(x));

const NUMERIC = /^(number|date|datetime)$/;
/** A parent's kind, from its field; without one, a boolean value stands for a boolean checkbox. */
const kindOf = (value: FieldValue | undefined, f?: Pick<FormField, 'type' | 'fieldType'>): Parent['k'] =>
  typeof value === 'boolean' || f?.type === 'bool' || f?.fieldType === 'booleancheckbox'
    ? 'bool'
    : NUMERIC.test(f?.type ?? '') || NUMERIC.test(f?.fieldType ?? '')
      ? 'number'
      : 'text';

const eq =
  (same: boolean): Op =>
  (p, f) => {
    if (p.k === 'number') {
      const v = num(f.numberValue);
      return !isNaN(p.n + v) && (p.n === v) === same;
    }
    const t = p.k === 'bool' && !f.strValue ? f.boolValue : f.strValue;
    return t != null && (p.s === lc(t)) === same;
  };
const str =
  (g: (a: string, b: string) => boolean): Op =>
  (p, f) =>
    f.strValue != null && g(p.s, lc(f.strValue));
const cmp =
  (g: (x: number, v: number) => boolean): Op =>
  (p, f) =>
    g(p.n, num(f.numberValue));
const range =
  (inside: boolean): Op =>
  (p, f) => {
    const a = num(f.numberValues?.[0]),
      b = num(f.numberValues?.[1]);
    // Bounds in either order; any NaN makes both BETWEEN and NOT_BETWEEN fail.
    return !isNaN(p.n + a + b) && (p.n >= Math.min(a, b) && p.n <= Math.max(a, b)) === inside;
  };
const within =
  (sign: number): Op =>
  (p, f, today) => {
    const d = (p.n - today) * sign;
    return d >= 0 && d <= num(f.timeValue) * (f.timeUnit === 'WEEKS' ? 7 : 1) * DAY;
  };
const set =
  (g: (l: string[], v: string[]) => boolean): Op =>
  (p, f) => {
    const v = (f.strValues?.length ? f.strValues : f.strValue?.split(';'))?.map(lc).filter(Boolean);
    return !!v?.length && g(p.l, v);
  };
const any = (l: string[], v: string[]) => v.some((x) => l.includes(x));
const all = (l: string[], v: string[]) => v.every((x) => l.includes(x));

const OPS: Record<string, Op> = {
  EQ: eq(true),
  NEQ: eq(false),
  CONTAINS: str((a, b) => a.includes(b)),
  DOESNT_CONTAIN: str((a, b) => !a.includes(b)),
  STR_STARTS_WITH: str((a, b) => a.startsWith(b)),
  STR_ENDS_WITH: str((a, b) => a.endsWith(b)),
  LT: cmp((x, v) => x < v),
  LTE: cmp((x, v) => x <= v),
  GT: cmp((x, v) => x > v),
  GTE: cmp((x, v) => x >= v),
  BETWEEN: range(true),
  NOT_BETWEEN: range(false),
  WITHIN_TIME: within(1),
  WITHIN_TIME_REVERSE: within(-1),
  SET_ALL: set(all),
  SET_NOT_ALL: set((l, v) => !all(l, v)),
  SET_ANY: set(any),
  SET_NOT_ANY: set((l, v) => !any(l, v)),
  SET_EQ: set((l, v) => all(l, v) && all(v, l)),
  SET_NEQ: set((l, v) => !(all(l, v) && all(v, l))),
  IS_NOT_EMPTY: () => true,
};

/**
 * Whether a parent value satisfies every filter (an empty list passes). Never throws. `parent`,
 * the parent field, tells which operand EQ and NEQ read (module comment).
 * @example passes([{ operator: 'SET_ANY', strValues: ['b'] }], ['a', 'b'], Date.now()) // true
 */
export function passes(
  filters: DependentFilter[],
  value: FieldValue | undefined,
  now: number,
  parent?: Pick<FormField, 'type' | 'fieldType'>,
): boolean {
  try {
    const s = Array.isArray(value) ? '' : lc(value);
    const l = Array.isArray(value)
      ? value.map((x) => lc((x as FileLike)?.name ?? x)).filter(Boolean)
      : s.split(';').map(lc).filter(Boolean);
    const p: Parent = { s: s || l.join(';'), l, n: /^\d{4}-\d\d-\d\d$/.test(s) ? Date.parse(s) : num(s), k: kindOf(value, parent) };
    const d = new Date(now);
    const today = Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
    return filters.every((f) => Object.hasOwn(OPS, f.operator) && l.length > 0 && OPS[f.operator]!(p, f, today));
  } catch {
    return false;
  }
}

export interface VisibilityOptions {
  /** The clock for WITHIN_TIME filters, in ms. */
  now: number;
  /** Hides a field whatever its filters say (smart fields: see `smartHide`). */
  hide?: (field: FormField, group: FieldGroup) => boolean;
}

/**
 * Field id → shown. A dependent shows when its parent shows and its filters pass on the parent's
 * value, so a hidden parent hides its whole subtree.
 * @example visibility(groups, { country: 'fr' }, { now: Date.now() }) // { country: true, region: true }
 */
export function visibility(
  groups: FieldGroup[],
  values: Record<string, FieldValue | undefined>,
  { now, hide }: VisibilityOptions,
): Record<string, boolean> {
  const nodes = tree(groups);
  const byId = new Map(nodes.map((n) => [n.f.id, n]));
  const out = new Map<string, boolean>();
  const shown = (n: Node): boolean => {
    const id = n.f.id;
    if (out.has(id)) return out.get(id)!;
    out.set(id, false); // a malformed cycle ends here, hidden
    const p = n.parent && byId.get(n.parent.id);
    const v = !hide?.(n.f, n.g) && (!p || (shown(p) && passes(n.filters ?? [], own(values, p.f.id), now, p.f)));
    out.set(id, v);
    return v;
  };
  nodes.forEach(shown);
  return Object.fromEntries(out);
}
