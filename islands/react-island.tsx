import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18nReady } from '../stores/i18n';
import type { Catalog } from '../src/i18n/index';
import { keepingMarkup } from '../src/runtime/keep-markup';
import type { IslandContext, IslandModule } from '../src/runtime/types';

class Boundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  // State is set in the constructor, not as a class field: at es2020 a field costs a helper chunk.
  constructor(props: { onError: (error: unknown) => void; children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Makes an island module from a React component, the one way islands that render are mounted.
 *
 * - A mount point (`data-island`): the component renders in place of the server's fallback markup,
 *   with the props the loader read from the mount point.
 * - Classic WooCommerce or Flatsome markup the island enhances: `read` takes the component's
 *   initial props from that markup, and the component's first render is that markup again (same
 *   elements, class names, ids, data attributes, and the spaces between inline elements), so it
 *   is hydrated: the server's nodes are adopted, not made anew. No flash, no shift, focus and
 *   scroll stay where they were, and other scripts' listeners on those nodes keep working.
 *
 * A render error anywhere below is reported so the loader puts the server markup back: a mount
 * point's, which the loader keeps, or the classic markup an enhancer hydrated, which is kept here
 * (the failed render took the adopted nodes with it). When an enhancer goes for another reason
 * (its element moved, the runtime stopped), the markup it adopted stays (`keepingMarkup`).
 * `catalogs` are the strings the component reads; they are loaded in the page's language first.
 *
 * @example export default reactIsland(StoreNotice, [storeNotice]);
 * @example export default reactIsland(Quantity, [quantity], (element) => readQuantity(element));
 */
export function reactIsland<P extends object, R extends object = P>(
  View: ComponentType<R & { context: IslandContext }>,
  catalogs: readonly Catalog[] = [],
  read?: (element: HTMLElement, props: P) => R | undefined,
): IslandModule<P> {
  const island: IslandModule<P> = {
    async mount(element, props, context) {
      const initial = read ? read(element, props) : (props as unknown as R);
      // Nothing to enhance (markup another island owns, or not in the shape this island reads).
      if (!initial) return undefined;
      await i18nReady(...catalogs);
      // The classic markup as the server wrote it, for a failure to put back.
      const server = read ? Array.from(element.childNodes, (node) => node.cloneNode(true)) : [];
      let failed = false;
      // Rendering after a failure would overwrite the markup the loader restored.
      const onError = (error: unknown): void => {
        failed = true;
        queueMicrotask(() => context.fail(error));
      };
      const view = (
        <Boundary onError={onError}>
          <View {...initial} context={context} />
        </Boundary>
      );
      const root = read ? hydrateRoot(element, view) : createRoot(element);
      if (!read) root.render(view);
      return () => {
        root.unmount();
        if (failed && read) element.replaceChildren(...server);
      };
    },
  };
  return read ? keepingMarkup(island) : island;
}

/**
 * An element's attributes, for a render that hydrates it: by their HTML names (Preact takes them
 * as they are), but `style`, which hydration keeps as it is (another script's, or the page's
 * state), and any named in `leave` (a field's `value`, the shopper's).
 *
 * @example createElement('input', attributesOf(input, 'value'))
 */
export const attributesOf = (element: Element, ...leave: string[]): Record<string, string> =>
  Object.fromEntries(
    Array.from(element.attributes)
      .filter(({ name }) => name !== 'style' && !leave.includes(name))
      .map(({ name, value }) => [name, value]),
  );

/**
 * Content of an element that an island hydrates but does not render: text, and elements with
 * their attributes (`attributesOf`) and inner markup. Rendered again as it was (`KeptContent`),
 * hydration adopts it and no later render touches it.
 */
export type Kept = string | { tag: string; attributes: Record<string, string>; html: string };

/**
 * An element's children, or a list of the page's nodes, as `Kept` content (comments, which show
 * nothing, left out).
 *
 * @example readKept(link); readKept(Array.from(item.childNodes).slice(0, at))
 */
export const readKept = (from: Element | Iterable<Node>): Kept[] =>
  Array.from(from instanceof Element ? from.childNodes : from).flatMap((node): Kept[] => {
    if (node.nodeType === Node.TEXT_NODE) return [(node as Text).data];
    if (node.nodeType !== Node.ELEMENT_NODE) return [];
    const element = node as Element;
    return [{ tag: element.localName, attributes: attributesOf(element), html: element.innerHTML }];
  });

/** `Kept` content rendered again as it was read. */
export const KeptContent = ({ kept }: { kept: readonly Kept[] }): ReactNode =>
  kept.map((part, key) => (typeof part === 'string' ? part : createElement(part.tag, { key, ...part.attributes, ...(part.html && { dangerouslySetInnerHTML: { __html: part.html } }) })));
