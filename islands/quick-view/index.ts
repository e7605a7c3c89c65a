import { lightbox } from '../../src/i18n/catalogs/lightbox';
import { quickView } from '../../src/i18n/catalogs/quick-view';
import { reactIsland } from '../react-island';
import { QuickView, readTrigger } from './quick-view';

/** Flatsome's quick-view links, opening the product in a modal dialog (./quick-view); its close, loading and failure strings are the lightbox's. */
export default reactIsland(QuickView, [quickView, lightbox], readTrigger);
