import type { Dispose } from '../../src/runtime/types';

const SVG = 'http://www.w3.org/2000/svg';

/** An eye drawn inline (an image file would be one more request; CSS draws the slash when shown). */
function eye(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zm11 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z');
  svg.append(path);
  return svg;
}

/**
 * WooCommerce's show/hide button on a password field (`span.password-input` around it, the
 * button after it): a real button whose label says what it will do ('Hiện mật khẩu' / 'Ẩn mật
 * khẩu'), pointing at the field with `aria-controls`. Clicking it leaves focus where it was (in
 * the field for a pointer, on the button for a key) and the caret where it was in the field. The
 * field is a password again before its form is sent, so no browser keeps it as plain text.
 */
export function addToggle(input: HTMLInputElement, labels: { show: string; hide: string }): Dispose {
  // Where WooCommerce's woocommerce.js ran (the checkout and cart keep it as a dependency), the
  // field already sits in its `span.password-input` with its own toggle, an unlabelled span: this
  // button takes its place, in its wrapper.
  const existing = input.parentElement?.matches('span.password-input') ? input.parentElement : null;
  const wrapper = existing ?? document.createElement('span');
  const theirs = existing ? [...existing.querySelectorAll(':scope > .show-password-input')] : [];
  theirs.forEach((toggle) => toggle.remove());
  if (!existing) {
    wrapper.className = 'password-input';
    // Moving a focused field blurs it: the first focus (which hydrated this island) stays, caret and all.
    const focused = document.activeElement === input;
    const { selectionStart, selectionEnd } = input;
    input.replaceWith(wrapper);
    wrapper.append(input);
    if (focused) {
      input.focus({ preventScroll: true });
      if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    }
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'show-password-input';
  if (input.id) button.setAttribute('aria-controls', input.id);
  button.append(eye());
  wrapper.append(button);

  const render = (shown: boolean): void => {
    input.type = shown ? 'text' : 'password';
    button.classList.toggle('display-password', shown);
    button.setAttribute('aria-label', shown ? labels.hide : labels.show);
    button.title = shown ? labels.hide : labels.show;
  };
  render(false);

  // A pointer press would move focus to the button: the caret stays in the field instead.
  const keepFocus = (event: Event): void => event.preventDefault();
  const toggle = (): void => {
    const { selectionStart, selectionEnd, selectionDirection } = input;
    render(input.type === 'password');
    // Some browsers reset the selection when the type changes.
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  };
  const hideOnSubmit = (): void => render(false);
  const form = input.form;
  button.addEventListener('mousedown', keepFocus);
  button.addEventListener('click', toggle);
  form?.addEventListener('submit', hideOnSubmit);
  return () => {
    form?.removeEventListener('submit', hideOnSubmit);
    input.type = 'password';
    if (existing) {
      button.remove();
      existing.append(...theirs);
    } else wrapper.replaceWith(input);
  };
}
