/**
 * The embed's decisions that need no DOM: signup links, whether to render in a shell and how tall
 * it may be, the window messages of the shell, branding and non-script submit paths, and the URLs
 * of what loads on demand. The browser glue lives in `islands/form-embed/embed/` and `shell/`.
 */
export { signupUrl, SIGNUP_FLOWS, SIGNUP_INTEGRATIONS, DEFAULT_SIGNUP_FLOW, DEFAULT_SIGNUP_BASE } from './signup';
export type { SignupFlow, SignupIntegration, SignupLinkInput, SignupLinkResult, RequiredSignupParam } from './signup';
export { clampHeight, isExcludedPage, shouldRenderInFrame, MIN_FRAME_HEIGHT, MAX_FRAME_HEIGHT, EXCLUDED_HOSTS, EXCLUDED_PARAMS } from './frame';
export type { FrameDecisionInput } from './frame';
export {
  heightMessage,
  readHeightMessage,
  readBrandingHeight,
  readFrameSubmitResult,
  isExpectedOrigin,
  HEIGHT_MESSAGE,
  BRANDING_HEIGHT_MESSAGE,
} from './messages';
export type { HeightMessage, FrameSubmitResult } from './messages';
export { webFontFamily } from './font';
export { captchaScriptUrl, recaptchaLanguage, webFontUrl, RECAPTCHA_URL, RECAPTCHA_CN_URL, WEB_FONT_WEIGHTS } from './scripts';
export type { CaptchaScriptInput } from './scripts';
