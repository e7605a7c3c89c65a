import { gallery } from '../../src/i18n/catalogs/gallery';
import { quickView } from '../../src/i18n/catalogs/quick-view';
import { reactIsland } from '../react-island';
import { QuickView, readTrigger } from './quick-view';

/** Flatsome's quick-view links, opening the product in a modal dialog (./quick-view); the lightbox strings are the gallery's. */
export default reactIsland(QuickView, [quickView, gallery], readTrigger);
