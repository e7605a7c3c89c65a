/**
 * The stylesheets islands bring with them (`IslandDefinition.styles`): an island that takes over
 * another theme's classic markup (a drop-in) cannot count on that theme's CSS for its layout.
 * The loader asks for an island's stylesheets as soon as it finds the island's element, long
 * before the island's own trigger, and mounts the island only once they apply: the enhanced
 * markup never shows unstyled.
 *
 * A page whose own stylesheet already has an island's rules (the theme's bundles them) sets the
 * island's marker, the custom property `--shop-islands-styles-<name>` on the root element, which
 * the island's stylesheet sets too: then nothing is fetched.
 */

/** The custom property an island's stylesheet sets on `:root` to say that it applies. */
export const stylesMarker = (name: string): string => `--shop-islands-styles-${name}`;

/** Each stylesheet once per page: what its `<link>` is waiting for, by absolute URL. */
const loading = new Map<string, Promise<void>>();

/** Adds a `<link rel="stylesheet">` for `href`, and resolves once it applies (rejects if it fails). */
function link(href: string, doc: Document): Promise<void> {
  const known = loading.get(href);
  if (known) return known;
  const element = doc.createElement('link');
  element.rel = 'stylesheet';
  element.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    element.onload = () => resolve();
    element.onerror = () => {
      element.remove();
      // Another island, or the next page view of this one, may try again.
      loading.delete(href);
      reject(new Error(`the stylesheet ${href} did not load`));
    };
  });
  loading.set(href, loaded);
  // Appended once the promise is kept: the events may come at once.
  doc.head.append(element);
  return loaded;
}

/**
 * The island's stylesheets (URLs relative to the loader's modules, from `?url` imports), loading
 * or loaded; resolves at once when there are none or the page already has them.
 *
 * @example await islandStyles('gallery', [galleryStyles])
 */
export function islandStyles(name: string, styles: readonly string[] | undefined, base: string, doc: Document = document): Promise<void> {
  if (!styles?.length) return Promise.resolve();
  const marker = doc.defaultView?.getComputedStyle(doc.documentElement).getPropertyValue(stylesMarker(name)).trim();
  if (marker) return Promise.resolve();
  return Promise.all(styles.map((href) => link(new URL(href, base).href, doc))).then(() => undefined);
}
