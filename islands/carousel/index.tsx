import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { carousel as strings } from '../../src/i18n/catalogs/carousel';
import type { IslandModule } from '../../src/runtime/types';
import { parseCarouselOptions } from '../../src/carousel/carousel';
import { $config } from '../../stores/config';
import { i18nReady } from '../../stores/i18n';

/** Reports a render error, so the loader disposes the carousel (which puts the cells back). */
class Boundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }> {
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.props.children;
  }
}

/**
 * Flatsome's sliders (`.slider[data-flickity-options]`: banners, product rows), which scroll by
 * CSS scroll-snap without JavaScript, made carousels with embla once they come near the screen.
 * The component and embla (about 7.6 KB gzip) are their own chunk, loaded here and nowhere else.
 * The options are Flickity's, read from the markup (`src/carousel/carousel.ts`); see ./Carousel.
 *
 * Mounted here rather than with `reactIsland`: the carousel's cells stay the server's nodes but
 * move into embla's viewport, which hydration cannot do (a node rendered under another parent is
 * made anew). So the cells are taken out, the carousel renders in their place and puts them in
 * its container, all before the next paint; the island is mounted once embla has measured them.
 */
const carousel: IslandModule = {
  async mount(slider, _props, context) {
    const settings = parseCarouselOptions(slider.getAttribute('data-flickity-options'));
    settings.rtl ||= $config.get().rtl;
    if (slider.children.length < 2) return;
    const [{ Carousel }] = await Promise.all([import('./Carousel'), i18nReady(strings)]);
    const nodes = Array.from(slider.childNodes);
    const root = createRoot(slider);
    const dispose = (): void => root.unmount();
    const onError = (error: unknown): void => queueMicrotask(() => context.fail(error));
    let ready!: () => void;
    const measured = new Promise<void>((resolve) => (ready = resolve));
    const focused = document.activeElement;
    try {
      root.render(
        <Boundary onError={onError}>
          <Carousel slider={slider} nodes={nodes} settings={settings} onReady={ready} />
        </Boundary>,
      );
    } catch (error) {
      dispose();
      throw error;
    }
    // The cells left the page for a moment: the shopper's place among them is kept.
    if (focused instanceof HTMLElement && focused !== document.activeElement && slider.contains(focused)) focused.focus({ preventScroll: true });
    await measured;
    return dispose;
  },
};

export default carousel;
