/**
 * `theme-php/inc/form-placeholder-data.php`, written by `npm run theme:i18n` with the theme's other
 * generated files: what the theme's form placeholder (inc/form-placeholder.php) takes from the
 * widget, so the two never drift apart: the placeholder's CSS (the form's own,
 * islands/form-embed/placeholder-css.ts), the widget's words it shows in each form language that
 * has them (src/forms/messages), HubSpot's form locales, and the field types and dependent-field
 * operators the widget reads.
 */
import { placeholderCss } from '../../islands/form-embed/placeholder-css';
import { en } from '../../src/forms/messages/en';
import { FORM_LOCALES, LOCALE_MODULES, type Catalog } from '../../src/forms/messages/index';
import { FIELD_TYPES, FILTER_OPERATORS } from '../../src/forms/types';

export const FORM_PLACEHOLDER_FILE = 'inc/form-placeholder-data.php';
/** The widget's words a placeholder shows. */
const WORDS = ['submit', 'next', 'selectPlaceholder', 'cookieReset', 'pageOf'] as const;

const phpQuote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const phpList = (values: readonly string[]): string => `array( ${values.map(phpQuote).join(', ')} )`;

/** The words of a catalog, English where it has none. */
const words = (catalog: Partial<Catalog>): string =>
  `array( ${WORDS.map((key) => `${phpQuote(key)} => ${phpQuote(catalog[key] ?? en[key])}`).join(', ')} )`;

/** The file's content. */
export async function formPlaceholderPhp(): Promise<string> {
  const catalogs: Array<[string, Partial<Catalog>]> = [['en', en]];
  for (const [code, load] of Object.entries(LOCALE_MODULES).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (code !== 'en' && load) catalogs.push([code, (await load()).default]);
  }
  return `<?php
/**
 * What the form placeholder (inc/form-placeholder.php) takes from the widget: its CSS, its words in
 * each form language that has them, HubSpot's form locales, the field types and dependent-field
 * operators it reads. Generated from the widget's sources by \`npm run theme:i18n\`
 * (scripts/theme/form-placeholder.ts): do not edit.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The placeholder's data, built once per request.
 *
 * @return array{css: string, locales: string[], words: array<string, array<string, string>>, field_types: string[], filter_operators: string[]}
 */
function shop_islands_form_placeholder_data() {
	static $data = null;
	if ( null === $data ) {
		$data = array(
			'css'              => ${phpQuote(placeholderCss())},
			'locales'          => ${phpList(FORM_LOCALES)},
			'words'            => array(
${catalogs.map(([code, catalog]) => `\t\t\t\t${phpQuote(code)} => ${words(catalog)},`).join('\n')}
			),
			'field_types'      => ${phpList(FIELD_TYPES)},
			'filter_operators' => ${phpList(FILTER_OPERATORS)},
		);
	}
	return $data;
}
`;
}
