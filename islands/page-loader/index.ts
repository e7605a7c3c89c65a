import type { IslandModule } from '../../src/runtime/types';

/** How long the loader fades before it is removed (spec §9: 1000 ms). */
export const PAGE_LOADER_REMOVAL = 1000;

/**
 * Flatsome's page loader (`.page-loader`): once the page has loaded, it fades out and is removed
 * 1000 ms later, so it never blocks the page it covered.
 */
const pageLoader: IslandModule = {
  mount(loader) {
    const win = loader.ownerDocument.defaultView;
    if (!win) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fade = () => {
      loader.classList.add('page-loader--hidden');
      loader.setAttribute('aria-hidden', 'true');
      timer = setTimeout(() => loader.remove(), PAGE_LOADER_REMOVAL);
    };
    if (loader.ownerDocument.readyState === 'complete') fade();
    else win.addEventListener('load', fade, { once: true });
    return () => {
      win.removeEventListener('load', fade);
      clearTimeout(timer);
    };
  },
};

export default pageLoader;
