/**
 * Data keyed by what a portal admin typed (field names and ids, property names) may be keyed by
 * any string, `constructor` and `__proto__` included. A plain object answers such keys from
 * Object.prototype, and `o['__proto__'] = v` replaces its prototype instead of storing v. So keyed
 * data lives in a Map, or in a record read through `own` and filled through `dict`.
 */

/**
 * `o[k]` when `k` is one of o's own keys, else undefined.
 *
 * @example own({}, 'constructor') // undefined, not Object
 */
export const own = <T>(o: Readonly<Record<string, T>> | undefined, k: string): T | undefined =>
  o && Object.hasOwn(o, k) ? o[k] : undefined;

/**
 * An empty record without a prototype: any key, `__proto__` too, is stored and read back as data.
 *
 * @example const errors = dict<FieldError[]>(); errors['__proto__'] = []; Object.keys(errors) // ['__proto__']
 */
export const dict = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/**
 * `o[k]` as text, '' when it is not an own key or is null (URL parameters, known contact data).
 *
 * @example pick({ email: 'an@example.vn' }, 'toString') // ''
 */
export const pick = (o: Readonly<Record<string, unknown>> | undefined, k: string): string => String(own(o, k) ?? '');
