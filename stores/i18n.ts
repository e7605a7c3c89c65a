import { atom } from 'nanostores';
import { createI18n, loadCatalogs, type Catalog, type I18n } from '../src/i18n/index';
import { $config } from './config';

/**
 * The translator for the page's locale, with the server's string overrides applied. Rebuilt when
 * the config changes or a catalog arrives.
 */
export const $i18n = atom<I18n>(createI18n());

const update = (): void => {
  const { locale, i18n } = $config.get();
  $i18n.set(createI18n({ locale, overrides: i18n }));
};
$config.listen(update);
update();

/**
 * Resolves once an island's catalogs are there in the page's language. Islands await it before
 * their first render, so an English page never flashes Vietnamese labels, and each island brings
 * only its own strings.
 *
 * @example await i18nReady(quantity); $i18n.get().t('quantity.label')
 */
export async function i18nReady(...catalogs: Catalog[]): Promise<void> {
  await loadCatalogs($config.get().locale, catalogs);
  update();
}
