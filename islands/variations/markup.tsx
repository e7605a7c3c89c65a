/**
 * The variations table as the server printed it, read so that the form's first render is that
 * table again. The form owns the attribute selects and the Clear link; everything else in the
 * table (labels, another plugin's swatches beside a select, the spaces between) is too varied to
 * write as components, so it is kept (`readKept`): rendered as the element it is with its own
 * inner HTML, which hydration adopts and no later render touches.
 */
import { createElement, type ReactNode } from 'react';
import { attributesOf, KeptContent, readKept, type Kept } from '../react-island';

type Attributes = Record<string, string>;
export interface OptionPart {
  value: string;
  text: string;
}
/** An attribute's select: `name` is its attribute (`data-attribute_name`, else `name`). */
export interface SelectPart {
  kind: 'select';
  name: string;
  attributes: Attributes;
  options: OptionPart[];
  showOptionNone: string;
}
export interface ClearPart {
  kind: 'clear';
  attributes: Attributes;
  text: string;
}
/** An element around a select or the Clear link (the table's body, rows, cells). */
interface BoxPart {
  kind: 'box';
  tag: string;
  attributes: Attributes;
  children: Part[];
}
/** Text, or an element holding none of the form's own (`Kept`), or one of the form's parts. */
export type Part = Kept | SelectPart | ClearPart | BoxPart;

const OWNED = 'select, .reset_variations';

/** A node of the table: the form's own, or kept (a comment, which shows nothing, left out). */
function readPart(node: Node): Part[] {
  const element = node as Element;
  if (node.nodeType !== Node.ELEMENT_NODE || (!element.matches(OWNED) && !element.querySelector(OWNED))) return readKept([node]);
  // Not `style` (`attributesOf`): the Clear link's inline style is the form's state, and hydration keeps it.
  const attributes = attributesOf(element);
  if (element.localName === 'select') {
    return [{
      kind: 'select',
      name: element.getAttribute('data-attribute_name') || element.getAttribute('name') || '',
      attributes,
      options: Array.from((element as HTMLSelectElement).options, (option) => ({ value: option.value, text: option.textContent ?? '' })),
      showOptionNone: element.getAttribute('data-show_option_none') ?? '',
    }];
  }
  if (element.matches('.reset_variations')) return [{ kind: 'clear', attributes, text: element.textContent ?? '' }];
  return [{ kind: 'box', tag: element.localName, attributes, children: readParts(element) }];
}

/** An element's children, read. */
export const readParts = (element: Element): Part[] => Array.from(element.childNodes).flatMap(readPart);

const isKept = (part: Part): part is Kept => typeof part === 'string' || !('kind' in part);

/** The selects among the parts, in the table's order. */
export function selectParts(parts: readonly Part[]): SelectPart[] {
  return parts.flatMap((part) => (isKept(part) ? [] : part.kind === 'select' ? [part] : part.kind === 'box' ? selectParts(part.children) : []));
}

/** How the form renders its own parts. */
export interface Owned {
  select(part: SelectPart, key: number): ReactNode;
  clear(part: ClearPart, key: number): ReactNode;
}

/** The parts again, the form's own rendered by `owned`, the rest as the server printed it. */
export function renderParts(parts: readonly Part[], owned: Owned): ReactNode[] {
  return parts.map((part, key) => {
    if (isKept(part)) return <KeptContent key={key} kept={[part]} />;
    switch (part.kind) {
      case 'select':
        return owned.select(part, key);
      case 'clear':
        return owned.clear(part, key);
      case 'box':
        return createElement(part.tag, { key, ...part.attributes }, ...renderParts(part.children, owned));
    }
  });
}
