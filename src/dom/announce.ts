/** How long a message stays in the live region: long enough to be read, then out of the way. */
const KEEP = 7000;

let region: HTMLElement | undefined;

/**
 * The page's one polite live region (`role="status"`), made on first use and kept at the end of
 * the body. Call it when an island mounts, so the region is in the page before its first message:
 * screen readers ignore a region that arrives together with its text.
 */
export function liveRegion(): HTMLElement {
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.className = 'screen-reader-text si-live';
    // `status` is a polite live region by definition.
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  return region;
}

/**
 * Says a message to screen-reader users without moving their focus. Each message is added as its
 * own line, so two in a row (an item added, the new count) are both read; each leaves after 7 s.
 *
 * @example announce(t('cart.added', { name }));
 */
export function announce(message: string): void {
  if (!message) return;
  const line = document.createElement('p');
  line.textContent = message;
  liveRegion().append(line);
  setTimeout(() => line.remove(), KEEP);
}
