import type { FieldError, SubmissionState } from '../types';
import type { Notice, SubmitResponse } from './response';

/** The submission flags plus what the view needs after an attempt. */
export interface SubmitState extends SubmissionState {
  /** The last failed response (status 0 when the request never got an answer). */
  response?: SubmitResponse;
  /** Field errors of the last attempt: client-side ones, or the server's validationResults. */
  fieldErrors?: Record<string, FieldError[]>;
  /** What the error rollup shows (see `rollup`). */
  notice?: Notice;
  /** The thank-you message once submitted (empty when redirecting). */
  thankYou?: string;
}

/**
 * Fresh flags for a rendered form.
 * @example const state = createSubmitState(); state.attempted // false
 */
export const createSubmitState = (): SubmitState => ({ attempted: false, requested: false, submitted: false, error: false });

/** A submit is silently ignored while one is in flight or after one succeeded (double clicks). */
export const isBusy = (s: SubmissionState): boolean => s.requested || s.submitted;
