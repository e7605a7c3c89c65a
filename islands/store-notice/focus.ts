/** Moves focus somewhere sensible once the focused dismiss control is gone: the main content. */
export function focusMain(): void {
  const main = document.querySelector<HTMLElement>('main, [role="main"], #main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
