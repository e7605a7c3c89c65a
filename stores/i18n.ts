import { computed } from 'nanostores';
import { createI18n } from '../src/i18n/index';
import { $config } from './config';

/** The translator for the page's locale, with the server's string overrides applied. */
export const $i18n = computed($config, (config) => createI18n({ locale: config.locale, overrides: config.i18n }));
