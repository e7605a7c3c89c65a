/**
 * JSON for a `<script type="application/json">` element. `<` becomes `\u003c` so a string
 * containing `</script>` or `<!--` cannot end the element early; U+2028/2029 are escaped too
 * because some parsers treat them as line ends.
 *
 * @example jsonForScript({ a: '</script>' }) // '{"a":"\\u003c/script>"}'
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
