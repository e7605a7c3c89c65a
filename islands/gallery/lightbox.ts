/**
 * The gallery's lightbox: PhotoSwipe 5 and its stylesheet, loaded on the first open only. Its texts
 * are the catalog's, in the page's language; focus goes back to what opened it. Plain DOM, not a
 * component: PhotoSwipe makes and owns its dialog, and this only sets it up.
 */
import PhotoSwipe, { type UIElementData } from 'photoswipe';
import styles from 'photoswipe/style.css?url';
import type { MessageKey, Vars } from '../../src/i18n/index';
import { LIGHTBOX_PRELOAD, lightboxItem, type LightboxItem } from '../../src/gallery/lightbox';

/** Its strings, which the gallery loads with it: a product page does not need them before. */
export { lightbox as strings } from '../../src/i18n/catalogs/lightbox';

export interface LightboxOptions {
  /** The gallery's slides (`.woocommerce-product-gallery__image`), and the one to open on. */
  slides: readonly Element[];
  index: number;
  /** What opened it: focus returns there on close. */
  trigger: HTMLElement;
  t(key: MessageKey, vars?: Vars): string;
  reducedMotion: boolean;
}

let stylesheet: Promise<void> | undefined;

/** PhotoSwipe's stylesheet, once per page, before the first open (a failed load may be tried again). */
function loadStyles(): Promise<void> {
  if (stylesheet) return stylesheet;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(styles, import.meta.url).href;
  stylesheet = new Promise<void>((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      stylesheet = undefined;
      reject(new Error(`could not load ${link.href}`));
    };
  });
  // Added once the promise is kept above: a load or error event may come at once.
  const loading = stylesheet;
  document.head.append(link);
  return loading;
}

const visuallyHidden = (element: HTMLElement): void => {
  Object.assign(element.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
};

/** The lightbox's picture of a slide, read when it opens: a variation may have swapped it since. */
function itemOf(slide: Element): LightboxItem | undefined {
  const image = slide.querySelector('img');
  return lightboxItem({
    largeImage: image?.getAttribute('data-large_image'),
    largeWidth: image?.getAttribute('data-large_image_width'),
    largeHeight: image?.getAttribute('data-large_image_height'),
    href: slide.querySelector('a')?.getAttribute('href'),
    alt: image?.getAttribute('alt'),
    shown: image?.currentSrc || image?.getAttribute('src'),
    ...(image && { naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight }),
  });
}

/**
 * Opens the lightbox on the slides' pictures (those that have one) at slide `index`'s, and
 * resolves once it shows. Rejects when PhotoSwipe's stylesheet cannot load (the caller then lets
 * the link show the image).
 */
export async function openLightbox({ slides, index, trigger, t, reducedMotion }: LightboxOptions): Promise<PhotoSwipe> {
  const shown = slides.flatMap((slide, i) => {
    const item = itemOf(slide);
    return item ? [[i, item] as const] : [];
  });
  await loadStyles();
  const pswp = new PhotoSwipe({
    dataSource: shown.map(([, item]) => item),
    index: Math.max(0, shown.findIndex(([i]) => i === index)),
    preload: LIGHTBOX_PRELOAD,
    closeTitle: t('lightbox.close'),
    zoomTitle: t('lightbox.zoom'),
    arrowPrevTitle: t('lightbox.prev'),
    arrowNextTitle: t('lightbox.next'),
    errorMsg: t('lightbox.imageFailedGeneric'),
    showHideAnimationType: reducedMotion ? 'none' : 'fade',
    // Done below, to the element that opened it, whether a click or a key did.
    returnFocus: false,
  });

  // The counter in the catalog's words ("1 / 5", "1 of 5").
  const counter: UIElementData = {
    name: 'counter',
    order: 5,
    onInit: (element, instance) => {
      instance.on('change', () => {
        element.textContent = t('lightbox.counter', { index: instance.currIndex + 1, total: instance.getNumItems() });
      });
    },
  };
  pswp.on('uiRegister', () => {
    if (pswp.ui) pswp.ui.uiElementsData = pswp.ui.uiElementsData.map((data) => (data.name === 'counter' ? counter : data));
  });
  // The spinner says "Loading..." to screen readers while it shows.
  pswp.addFilter('uiElement', (element, data) => {
    if (data.name !== 'preloader') return element;
    const text = document.createElement('span');
    visuallyHidden(text);
    text.setAttribute('role', 'status');
    element.append(text);
    new MutationObserver(() => {
      text.textContent = element.classList.contains('pswp__preloader--active') ? t('lightbox.loading') : '';
    }).observe(element, { attributes: true, attributeFilter: ['class'] });
    return element;
  });
  // A failed image says which one, with its link (Magnific Popup's "The image #N could not be loaded.").
  pswp.addFilter('contentErrorElement', (element, content) => {
    const link = document.createElement('a');
    link.href = content.data.src ?? '';
    link.textContent = t('lightbox.imageFailed', { index: content.index + 1 });
    element.replaceChildren(link);
    return element;
  });
  pswp.on('afterInit', () => {
    pswp.element?.setAttribute('aria-modal', 'true');
    pswp.element?.setAttribute('aria-label', t('lightbox.label'));
    pswp.scrollWrap?.setAttribute('aria-roledescription', t('gallery.carousel'));
    for (const holder of pswp.mainScroll.itemHolders) holder.el.setAttribute('aria-roledescription', t('gallery.slide'));
  });
  pswp.on('destroy', () => trigger.focus({ preventScroll: true }));
  pswp.init();
  return pswp;
}
