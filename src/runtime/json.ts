/** Parses JSON text, reporting (not throwing) on malformed input; `label` names the source. */
export function parseJson(text: string | null | undefined, label: string): unknown {
  if (text == null || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.error(`[shop-islands] ${label} is not valid JSON; using defaults.`, error);
    return undefined;
  }
}
