import type { IslandModule } from './types';

/**
 * An island that enhances classic markup, whose markup stays on the page when it is disposed
 * (its element moved by a script, or the runtime stopped): unmounting a hydrated root removes the
 * nodes it adopted from the element, and an enhancer has no server fallback for the loader to put
 * back. Those removals are skipped; everything else the island undoes (nodes of its own, its
 * effects' changes) is undone as usual.
 *
 * @example return read ? keepingMarkup(island) : island; // islands/react-island.tsx, for every island that hydrates classic markup
 */
export function keepingMarkup<P>(island: IslandModule<P>): IslandModule<P> {
  return {
    async mount(element, props, context) {
      const markup = new Set<Node>(element.childNodes);
      const dispose = await island.mount(element, props, context);
      if (!dispose) return undefined;
      return () => {
        // An own property shadows the element's removeChild while the root unmounts.
        const node = element as Partial<Pick<Node, 'removeChild'>>;
        node.removeChild = <T extends Node>(child: T): T => (markup.has(child) ? child : Node.prototype.removeChild.call(element, child) as T);
        try {
          dispose();
        } finally {
          delete node.removeChild;
        }
      };
    },
  };
}
