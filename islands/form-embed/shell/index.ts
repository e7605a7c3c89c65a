/**
 * The iframe shell protocol, both sides, and the other frames a form talks to: the branding
 * iframe and the hidden target iframe of the non-script submit path. Generic over what renders
 * inside the shell.
 */
export { createShell, shellIdOf, type Shell, type ShellOptions } from './shell';
export { reportHeight } from './report-height';
export { listenBrandingHeight } from './branding';
export { postIntoFrame, frameTargetName, type FrameSubmitResult } from './frame-submit';
export { originOf, originOfUrl } from './origin';
