/**
 * How a loaded form is put on the page: its CSS, the iframe shell and the decision to use it, the
 * frame's height (held at the page's room until the form settles, then remembered), the web font.
 * One chunk, fetched while the definition loads (render.tsx starts both at once), so none of it
 * weighs on the widget's up-front script and none of it adds a wait.
 */
export { clampHeight, shouldRenderInFrame } from '../../src/forms/embed/frame';
export { webFontFamily } from '../../src/forms/embed/font';
export { holdHeight, rememberHeight } from './hold';
export { createShell } from './shell/shell';
export { injectFormCss } from './styles';
