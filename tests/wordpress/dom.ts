import { Window } from 'happy-dom';
import { CONFIG_ELEMENT_ID } from '../../src/runtime/config';
import { ISLAND_ATTR, PROPS_ATTR } from '../../src/runtime/contract';

/** A page's HTML as a document, scripts neither run nor fetched. */
export function parse(html: string): Document {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The raw config of a page: the one config element's JSON, parsed (throws on anything else). */
export function configOf(document: Document): unknown {
  const elements = document.querySelectorAll(`script#${CONFIG_ELEMENT_ID}`);
  if (elements.length !== 1) throw new Error(`${elements.length} config elements`);
  const element = elements[0]!;
  if (element.getAttribute('type') !== 'application/json') throw new Error(`the config element's type is ${element.getAttribute('type')}`);
  return JSON.parse(element.textContent ?? '');
}

/** A mount point: its island, hydration, props (parsed) and fallback markup. */
export interface MountPoint {
  island: string;
  hydrate: string | null;
  props: unknown;
  element: Element;
}

/** Every mount point of a page, each with the JSON of its child props script. */
export function mountPoints(document: Document): MountPoint[] {
  return [...document.querySelectorAll(`[${ISLAND_ATTR}]`)].map((element) => {
    const script = [...element.children].find((child) => child.matches(`script[${PROPS_ATTR}]`));
    if (script && script.getAttribute('type') !== 'application/json') throw new Error('a props script that is not application/json');
    return {
      island: element.getAttribute(ISLAND_ATTR)!,
      hydrate: element.getAttribute('data-hydrate'),
      props: script ? JSON.parse(script.textContent ?? '') : undefined,
      element,
    };
  });
}
