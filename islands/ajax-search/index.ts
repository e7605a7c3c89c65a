import { search } from '../../src/i18n/catalogs/search';
import { reactIsland } from '../react-island';
import { AjaxSearch, readSearchForm } from './ajax-search';

/** Flatsome's search forms, enhanced with live suggestions (./ajax-search). */
export default reactIsland(AjaxSearch, [search], readSearchForm);
