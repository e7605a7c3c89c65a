import { en, type Catalog } from '../en';

/**
 * English (United Kingdom). Every English string already reads as British English (none has a
 * US-only spelling or word), so it is the English catalog, under its own code.
 */
const enGb: Catalog = { ...en };
export default enGb;
