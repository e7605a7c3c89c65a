/** How long a message stays in the live region: long enough to be read, then out of the way. */
const KEEP = 7000;

let region: HTMLElement | undefined;

const makeRegion = (): HTMLElement => {
  const made = document.createElement('div');
  made.className = 'screen-reader-text si-live';
  // `status` is a polite live region by definition.
  made.setAttribute('role', 'status');
  return made;
};

/**
 * The page's one polite live region (`role="status"`), made on first use and kept at the end of
 * the body. Call it when an island mounts, so the region is in the page before its first message:
 * screen readers ignore a region that arrives together with its text.
 *
 * With `dialog`, that dialog's own region, made as a child of it: a modal dialog makes the rest of
 * the page inert, the body's region with it. Call it when the dialog opens; while it is open, the
 * messages go there (`announce`).
 */
export function liveRegion(dialog?: HTMLDialogElement): HTMLElement {
  if (dialog) {
    const own = dialog.querySelector<HTMLElement>(':scope > .si-live');
    if (own) return own;
    const made = makeRegion();
    dialog.append(made);
    return made;
  }
  if (!region?.isConnected) {
    region = makeRegion();
    document.body.append(region);
  }
  return region;
}

/** Where a message is heard: the region of the last open dialog that has one, else the page's. */
function currentRegion(): HTMLElement {
  const inDialogs = document.querySelectorAll<HTMLElement>('dialog[open] > .si-live');
  return inDialogs[inDialogs.length - 1] ?? liveRegion();
}

/**
 * Says a message to screen-reader users without moving their focus. Each message is added as its
 * own line, so two in a row (an item added, the new count) are both read; each leaves after 7 s.
 * While a dialog with its own region is open (the quick view, the off-canvas cart), it is said there.
 *
 * @example announce(t('cart.added', { name }));
 */
export function announce(message: string): void {
  if (!message) return;
  const line = document.createElement('p');
  line.textContent = message;
  currentRegion().append(line);
  setTimeout(() => line.remove(), KEEP);
}
