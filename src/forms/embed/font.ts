/**
 * Whether a form's font must be loaded: kept apart from the script URLs (./scripts) so that the
 * widget's up-front code carries only this check, and the loading code comes when it is needed.
 */

// Families every system has, or CSS keywords: there is nothing to download for them.
const LOCAL_FAMILIES = new Set(
  'serif,sans-serif,monospace,cursive,fantasy,system-ui,ui-sans-serif,ui-serif,ui-monospace,ui-rounded,math,emoji,-apple-system,blinkmacsystemfont,inherit,initial,unset,arial,helvetica,helvetica neue,verdana,tahoma,trebuchet ms,georgia,times,times new roman,courier,courier new,segoe ui'.split(','),
);

/**
 * The first family of a CSS `font-family` value, unquoted, or undefined when it is one the
 * browser has already (so nothing should load).
 * @example webFontFamily('"Open Sans", arial, sans-serif') // 'Open Sans'; webFontFamily('arial, helvetica') // undefined
 */
export function webFontFamily(fontFamily: string): string | undefined {
  const first = (fontFamily.split(',')[0] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2').trim();
  if (!first || LOCAL_FAMILIES.has(first.toLowerCase())) return undefined;
  return first;
}
