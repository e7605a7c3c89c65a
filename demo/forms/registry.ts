/**
 * Every form the demo backend serves: the demo portal's own (demo-forms.ts) and each shared
 * HubSpot fixture that is a form definition, under the portal and guid it carries.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeDefinition } from '../../src/forms/definition/normalize';
import type { FormDefinition } from '../../src/forms/types';
import { DEMO_DEFINITIONS, DEMO_PORTAL_ID } from './demo-forms';
import type { JsonObject } from './hubspot-shapes';

/** The directory of the shared fixtures, as copied into this repository. */
export const FIXTURES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../tests/fixtures/hubspot');

/**
 * The fixtures that are form definitions, served as they are (the widget reads every shape
 * HubSpot has served). Not served: `hs-context-1.json` (the hs_context part of a submission)
 * and `legacy-v2-submit-1.json` (recorded submissions to the legacy endpoint): neither is a form.
 * The v1-api forms carry no portal id: they came from HubSpot's public demo portal, 62515.
 */
export const FIXTURE_DEFINITIONS: ReadonlyArray<{ file: string; portalId?: string }> = [
  { file: 'sitepen-1.json' }, // embed-v3
  { file: 'hubspot-ruby-1.json' }, // v2-api
  { file: 'apptopia-2.json' }, // v2-api
  { file: 'lyfta-1.json' }, // v2-api
  { file: 'lyfta-3.json' }, // v2-api
  { file: 'stackgo-1.json' }, // a v2-api list wrapped as {"data": [form]}, served wrapped
  { file: 'hubspot-ruby-v1-1.json', portalId: '62515' }, // v1-api
  { file: 'hubspot-ruby-v1-2.json', portalId: '62515' }, // v1-api
  { file: 'hubspot-ruby-v1-4.json', portalId: '62515' }, // v1-api
  { file: 'ctb-nl-v3-freemail.json' }, // embed-v3, its e-mail field refusing free mail
  { file: 'derived-v1-multicheckbox.json', portalId: '62515' }, // v1-api, a multi-checkbox (see SOURCES.md)
  { file: 'derived-v2-captcha.json' }, // v2-api, captcha on (see SOURCES.md)
  { file: 'view-legitimate-interest-v3.json' }, // embed-v3, one page, legitimate-interest consent, no thank-you (see SOURCES.md)
  { file: 'view-richtext-v1.json', portalId: '62515' }, // v1-api, a richtext field among its fields (see SOURCES.md)
  { file: 'hubspot-ruby-v1-richtext-checkbox.json', portalId: '62515' }, // v1-api, a richtext field and a multi-checkbox with -null-, a redirect
  { file: 'hubspot-ruby-v1-richtext.json', portalId: '62515' }, // v1-api, a richtext field; neither a message nor a redirect
  { file: 'captaincontrat-v2-file.json' }, // v2-api, a file field (HubSpot's demo portal)
];

export interface RegisteredForm {
  portalId: string;
  /** Lower-case, hyphenated. */
  guid: string;
  /** The body of `/json`, as served. */
  published: string;
  /** The body of `/json/draft`. */
  draft: string;
  /** The definition as the widget reads it (same normaliser), for validating submissions. */
  form: FormDefinition;
  /** When its submission period ended (epoch ms), if it did. */
  closedAt?: number;
  /** `demo`, or the fixture's file name. */
  source: string;
}

const PORTAL_ID = /^\d{1,12}$/;
const GUID = /^\{?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})\}?$/i;

/** Whether a portal id is one the API accepts: digits only. */
export const isPortalId = (value: string): boolean => PORTAL_ID.test(value);

/**
 * A form id as the registry keys it (lower-case, hyphenated), or undefined when it is no GUID.
 * Braces and hyphens are optional, as the embed accepts them.
 *
 * @example canonicalGuid('{A3E5C7D91B2F4A6C8E0D2F4B6D8A0C13}') // 'a3e5c7d9-1b2f-4a6c-8e0d-2f4b6d8a0c13'
 */
export function canonicalGuid(value: string): string | undefined {
  const match = GUID.exec(value);
  return match ? match.slice(1).join('-').toLowerCase() : undefined;
}

// The draft of a demo form differs from the published one, as a form being edited does.
function draftOf(definition: JsonObject): JsonObject {
  const copy = structuredClone(definition) as { form: { formFieldGroups: Array<{ fields: Array<{ label: string }> }> } };
  const first = copy.form.formFieldGroups[0]?.fields[0];
  if (first) first.label = `${first.label} (bản nháp)`;
  return copy as unknown as JsonObject;
}

/** The portal and guid a fixture names (a list stands for its first form). */
function idsOf(raw: unknown): { portalId: string; guid: string } {
  const wrapper = Array.isArray(raw) ? raw[0] : (raw as { data?: unknown[] }).data?.[0] ?? raw;
  const form = ((wrapper as { form?: object }).form ?? wrapper) as { portalId?: number | string; guid?: string };
  return { portalId: String(form.portalId ?? ''), guid: String(form.guid ?? '') };
}

export class FormRegistry {
  private readonly forms = new Map<string, RegisteredForm>();

  constructor(fixturesDir: string = FIXTURES_DIR) {
    for (const { definition, closedAt } of DEMO_DEFINITIONS) {
      const { guid } = idsOf(definition);
      this.add({ portalId: DEMO_PORTAL_ID, guid, published: JSON.stringify(definition), draft: JSON.stringify(draftOf(definition)), source: 'demo', ...(closedAt !== undefined && { closedAt }) });
    }
    for (const { file, portalId } of FIXTURE_DEFINITIONS) {
      const text = readFileSync(join(fixturesDir, file), 'utf8');
      const ids = idsOf(JSON.parse(text));
      this.add({ portalId: portalId ?? ids.portalId, guid: ids.guid, published: text, draft: text, source: file });
    }
  }

  private add(entry: Omit<RegisteredForm, 'form'>): void {
    const guid = canonicalGuid(entry.guid);
    if (!guid || !isPortalId(entry.portalId)) throw new Error(`Form ${entry.source} has no usable portal id or guid`);
    const { form } = normalizeDefinition(JSON.parse(entry.published));
    this.forms.set(`${entry.portalId}/${guid}`, { ...entry, guid, form });
  }

  /** The form of a portal, by any spelling of its guid. */
  find(portalId: string, formId: string): RegisteredForm | undefined {
    const guid = canonicalGuid(formId);
    return guid ? this.forms.get(`${portalId}/${guid}`) : undefined;
  }

  /** Every form, demo forms first. */
  all(): RegisteredForm[] {
    return [...this.forms.values()];
  }
}
