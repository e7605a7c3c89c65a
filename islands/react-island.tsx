import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../stores/i18n';
import type { Catalog } from '../src/i18n/index';
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
 * Makes an island module from a React component: it renders into the mount point in place of the
 * server markup, and a render error anywhere below is reported so the loader puts that markup back.
 * `catalogs` are the strings the component reads; they are loaded in the page's language first.
 *
 * @example export default reactIsland(StoreNotice, [storeNotice]);
 */
export function reactIsland<P extends object>(
  View: ComponentType<P & { context: IslandContext }>,
  catalogs: readonly Catalog[] = [],
): IslandModule<P> {
  return {
    async mount(element, props, context) {
      await i18nReady(...catalogs);
      const root = createRoot(element);
      // Rendering after a failure would overwrite the markup the loader restored.
      const onError = (error: unknown): void => queueMicrotask(() => context.fail(error));
      root.render(
        <Boundary onError={onError}>
          <View {...props} context={context} />
        </Boundary>,
      );
      return () => root.unmount();
    },
  };
}
