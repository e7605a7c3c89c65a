/**
 * The CSS of a form's placeholder (src/forms/embed/placeholder.ts), for the servers that print it:
 * the form's own CSS (./styles.ts) as it applies in the iframe shell, in the placeholder's shadow
 * root. What the shell does is done here too: the host starts from initial values as the shell's
 * document does (nothing of the page's text styles comes in), the shape has the shell body's 6 px
 * around the form and the frame's 200 to 1000 px, and the queries on the shell's viewport width
 * become queries on the host's width (the frame's). It shows only where scripts run: without
 * them the server's fallback (the host's light content) shows instead. Not part of the widget's
 * download.
 */
import { PLACEHOLDER_CLASS } from '../../src/forms/embed/placeholder';
import { MAX_FRAME_HEIGHT, MIN_FRAME_HEIGHT } from '../../src/forms/embed/frame';
import { FORM_CSS } from './styles';

/** The shell's own rule (its body's padding), which the shape's box does instead. */
const SHELL_RULE = /html\[data-shell-id\][^}]*\}/g;

/**
 * The placeholder's stylesheet.
 *
 * @example `<style>${placeholderCss()}</style>` // inside the placeholder's shadow root
 */
export function placeholderCss(formCss = FORM_CSS): string {
  const shape = `.${PLACEHOLDER_CLASS}`;
  return [
    ':host{all:initial;display:block;container-type:inline-size}',
    `${shape}{display:none}`,
    `@media (scripting:enabled){${shape}{display:block;box-sizing:border-box;padding:6px;min-height:${MIN_FRAME_HEIGHT}px;max-height:${MAX_FRAME_HEIGHT}px;overflow:hidden}slot{display:none}}`,
    // The date picker as the widget picks it: the system's on a touch screen, its own elsewhere.
    `@media (pointer:coarse){${shape} .si-dp{display:none}}@media not (pointer:coarse){${shape} .si-dp-native{display:none}}`,
    formCss.replace(SHELL_RULE, '').replace(/@media\s*\((min|max)-width:/g, '@container ($1-width:').replace(/\n/g, ''),
  ].join('');
}
