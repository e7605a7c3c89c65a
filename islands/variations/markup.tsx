/**
 * The variations table as the server printed it, read so that the form's first render is that
 * table again. The form owns the attribute selects and the Clear link; everything else in the
 * table (labels, another plugin's swatches beside a select, the spaces between) is too varied to
 * write as components, so it is rendered as the element it is with its own inner HTML, which
 * hydration adopts and no later render touches.
 */
import { createElement, type ReactNode } from 'react';

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
/** An element holding none of the form's own: kept as it is. */
interface KeptPart {
  kind: 'kept';
  tag: string;
  attributes: Attributes;
  html: string;
}
/** An element around a select or the Clear link (the table's body, rows, cells). */
interface BoxPart {
  kind: 'box';
  tag: string;
  attributes: Attributes;
  children: Part[];
}
export type Part = string | SelectPart | ClearPart | KeptPart | BoxPart;

const OWNED = 'select, .reset_variations';

/**
 * An element's attributes as props. Not `style`: an element's inline style is its own (the Clear
 * link's is the form's state), and hydration keeps it.
 */
function attributesOf(element: Element): Attributes {
  const props: Attributes = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name !== 'style') props[name === 'class' ? 'className' : name === 'for' ? 'htmlFor' : name] = value;
  }
  return props;
}

/** A node of the table, or `undefined` for a comment (hydration drops it; it shows nothing). */
function readPart(node: Node): Part | undefined {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE) return undefined;
  const element = node as Element;
  const attributes = attributesOf(element);
  if (element.localName === 'select') {
    return {
      kind: 'select',
      name: element.getAttribute('data-attribute_name') || element.getAttribute('name') || '',
      attributes,
      options: Array.from((element as HTMLSelectElement).options, (option) => ({ value: option.value, text: option.textContent ?? '' })),
      showOptionNone: element.getAttribute('data-show_option_none') ?? '',
    };
  }
  if (element.matches('.reset_variations')) return { kind: 'clear', attributes, text: element.textContent ?? '' };
  if (element.querySelector(OWNED)) return { kind: 'box', tag: element.localName, attributes, children: readParts(element) };
  return { kind: 'kept', tag: element.localName, attributes, html: element.innerHTML };
}

/** An element's children, read. */
export const readParts = (element: Element): Part[] => Array.from(element.childNodes).flatMap((node) => readPart(node) ?? []);

/** The selects among the parts, in the table's order. */
export function selectParts(parts: readonly Part[]): SelectPart[] {
  return parts.flatMap((part) => (typeof part === 'string' ? [] : part.kind === 'select' ? [part] : part.kind === 'box' ? selectParts(part.children) : []));
}

/** How the form renders its own parts. */
export interface Owned {
  select(part: SelectPart, key: number): ReactNode;
  clear(part: ClearPart, key: number): ReactNode;
}

/** The parts again, the form's own rendered by `owned`, the rest as the server printed it. */
export function renderParts(parts: readonly Part[], owned: Owned): ReactNode[] {
  return parts.map((part, key) => {
    if (typeof part === 'string') return part;
    switch (part.kind) {
      case 'select':
        return owned.select(part, key);
      case 'clear':
        return owned.clear(part, key);
      case 'kept':
        return createElement(part.tag, { key, ...part.attributes, ...(part.html && { dangerouslySetInnerHTML: { __html: part.html } }) });
      case 'box':
        return createElement(part.tag, { key, ...part.attributes }, ...renderParts(part.children, owned));
    }
  });
}
