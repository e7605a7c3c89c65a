/**
 * The form engine: everything the marketing-form widget decides, computed from data, with no DOM.
 * The widget (a later island) renders `engine.state` and feeds it input events.
 *
 * The parts are importable on their own (`./definition`, `./rules`, `./logic`, …); this entry is
 * what the widget loads up front, and what the size budget measures.
 */
export { createFormEngine } from './engine';
export type { CaptchaView, EngineState, EngineStatus, FormEngine, FormEnvironment } from './engine';
export type { EmbedOptions, NormalizedEmbedOptions } from './definition/options';
export type { CaptchaProvider } from './submit/captcha';
// What the view needs to word errors and show dates as the field's metaData asks.
export { fieldErrorText } from './messages/index';
export type { FormMessages } from './messages/index';
export { DEFAULT_DATE_FORMAT, DEFAULT_DATE_SEPARATOR, formatDate, isCalendarDate, parseDisplayDate } from './rules/date';
export type * from './types';
