/**
 * The embed's browser glue: auto-mounting HubSpot's snippet containers, signup links, what page
 * scripts receive (callbacks with `$form`, `hsFormCallback` messages, `_hsq` analytics), and what
 * loads on demand (reCAPTCHA, the web font). The decisions behind them are DOM-free, in
 * `src/forms/embed/`.
 */
export { findEmbedContainers, readEmbedContainer, watchEmbedContainers, EMBED_CONTAINER_SELECTOR } from './auto-mount';
export type { EmbedContainer, MountContainer } from './auto-mount';
export { rewriteSignupLinks, SIGNUP_LINK_SELECTOR, type SignupLinkOptions } from './signup-links';
export { formFields, postFormCallback, submissionValuesOf, wrapForCallback } from './callbacks';
export type { FieldPair, FormCallbackData, FormCallbackEvent, SubmittedData } from './callbacks';
export { createFormTracker, watchFormActivity, type FormActivity, type FormTracker, type TrackedForm } from './analytics';
export { createRecaptchaProvider, loadWebFont, type Grecaptcha, type RecaptchaOptions } from './captcha';
