import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';

/**
 * WooCommerce's show/hide button on a password field (`span.password-input` around it, the
 * button after it): a real button whose label says what it will do ('Hiện mật khẩu' / 'Ẩn mật
 * khẩu'), pointing at the field with `aria-controls`. Clicking it leaves focus where it was (in
 * the field for a pointer, on the button for a key) and the caret where it was in the field. The
 * field is a password again before its form is sent, so no browser keeps it as plain text. The
 * wrapper is the page's: the field is moved into it (or found in it) and the button rendered there.
 */
export function PasswordToggle({ input }: { input: HTMLInputElement }): ReactNode {
  const { t } = useStore($i18n);
  const [wrapper, setWrapper] = useState<HTMLElement>();
  const [shown, setShown] = useState(false);

  useLayoutEffect(() => {
    // Where WooCommerce's woocommerce.js ran (the checkout and cart keep it as a dependency), the
    // field already sits in its `span.password-input` with its own toggle, an unlabelled span: this
    // button takes its place, in its wrapper.
    const existing = input.parentElement?.matches('span.password-input') ? input.parentElement : null;
    const span = existing ?? document.createElement('span');
    const theirs = existing ? [...existing.querySelectorAll(':scope > .show-password-input')] : [];
    theirs.forEach((toggle) => toggle.remove());
    if (!existing) {
      span.className = 'password-input';
      // Moving a focused field blurs it: the first focus (which hydrated this island) stays, caret and all.
      const focused = document.activeElement === input;
      const { selectionStart, selectionEnd } = input;
      input.replaceWith(span);
      span.append(input);
      if (focused) {
        input.focus({ preventScroll: true });
        if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
      }
    }
    setWrapper(span);
    const hideOnSubmit = (): void => {
      input.type = 'password';
      setShown(false);
    };
    const form = input.form;
    form?.addEventListener('submit', hideOnSubmit);
    return () => {
      form?.removeEventListener('submit', hideOnSubmit);
      input.type = 'password';
      if (existing) existing.append(...theirs);
      else span.replaceWith(input);
    };
  }, [input]);

  const toggle = (): void => {
    const { selectionStart, selectionEnd, selectionDirection } = input;
    const show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    setShown(show);
    // Some browsers reset the selection when the type changes.
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  };
  const label = t(shown ? 'password.hide' : 'password.show');
  return (
    wrapper &&
    createPortal(
      <button
        type="button"
        className={shown ? 'show-password-input display-password' : 'show-password-input'}
        aria-controls={input.id || undefined}
        aria-label={label}
        title={label}
        // A pointer press would move focus to the button: the caret stays in the field instead.
        onMouseDown={(event) => event.preventDefault()}
        onClick={toggle}
      >
        {/* An eye drawn inline (an image file would be one more request; CSS draws the slash when shown). */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zm11 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
        </svg>
      </button>,
      wrapper,
    )
  );
}
