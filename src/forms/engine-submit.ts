import type { NormalizedEmbedOptions } from './definition/index';
import type { EngineState, FormEnvironment } from './engine';
import { own } from './keys';
import { serverFieldErrors } from './rules/server';
import type { Callbacks } from './submit/callbacks';
import type { SubmitState } from './submit/flags';
// From the modules themselves, not the submit/ index: that one re-exports the captcha's logic,
// which would then come with every form instead of with the forms that ask for a captcha.
import type { Captcha } from './submit/captcha';
import { multipartUrl } from './submit/response';
import { submit, type SubmitOutcome } from './submit/submit';
import type { EmbedOptions } from './definition/index';
import type { FieldError, FormDefinition } from './types';

/**
 * Where a success leads (spec §4): the embed options win over the definition; both options at once
 * are a configuration error, passed on so that submit refuses.
 */
function destination(options: NormalizedEmbedOptions, form: FormDefinition): { inlineMessage?: string; redirectUrl?: string } {
  if (options.inlineMessage || options.redirectUrl) {
    return { ...(options.inlineMessage && { inlineMessage: options.inlineMessage }), ...(options.redirectUrl && { redirectUrl: options.redirectUrl }) };
  }
  return form.redirectUrl ? { redirectUrl: form.redirectUrl } : { inlineMessage: form.inlineMessage };
}

/** What the engine hands over for one submit attempt. */
export interface SendInput {
  form: FormDefinition;
  options: NormalizedEmbedOptions;
  raw: EmbedOptions;
  env: FormEnvironment;
  host: string;
  submission: SubmitState;
  callbacks: Callbacks;
  state(): EngineState;
  validate(): Record<string, FieldError[]>;
  legalConsent(): unknown;
  onChange(): void;
  /** Kept by the engine: the captcha (made with the form) and when the form was embedded. */
  session: { captcha?: Captcha; embedAt: number };
}

/**
 * One submit attempt of the engine, wired to the submission module. Loaded on demand: with the
 * first focus in the form, or with the first submit.
 */
export function sendForm(i: SendInput): Promise<SubmitOutcome> {
  const { form, options, env } = i;
  return submit({
    state: i.submission,
    // Preview and builder mode show the form without submitting it (spec §1), as the editor does.
    isEditor: !!(env.isEditor || options.isPreview || options.isBuilder || options.previewMode),
    isTestPage: options.isTestPage ?? false,
    ...destination(options, form),
    validate: i.validate,
    context: () => {
      const state = i.state();
      const legalConsent = i.legalConsent();
      return {
        definition: form,
        fields: state.fields,
        states: Object.fromEntries(state.values),
        embed: i.raw as Record<string, unknown>,
        page: env.page,
        cookies: env.cookies,
        formInstanceId: env.formInstanceId,
        embedAtTimestamp: i.session.embedAt,
        timestamp: env.now(),
        version: env.version,
        locale: state.messages.locale,
        ...(legalConsent !== undefined && { legalConsent }),
      };
    },
    ...(i.session.captcha && { captcha: i.session.captcha }),
    captchaRequired: form.captchaEnabled,
    url: multipartUrl(i.host, options.portalId, form.guid || options.formId),
    send: env.send,
    createBody: env.createBody,
    callbacks: i.callbacks,
    logger: env.logger,
    // The rules module's mapping fills what a message needs (the blocked domain, a bound).
    mapValidation: (result) => {
      const values = Object.fromEntries([...i.state().values].map(([id, value]) => [id, value.value]));
      return own(serverFieldErrors([result], values), result.fieldName)?.[0];
    },
    redirect: {
      navigator: env.navigator,
      timers: env.timers,
      pageUrl: env.page.url,
      cookies: env.cookies,
      ...(env.disableRedirect && { disableRedirect: true }),
    },
    onChange: i.onChange,
  });
}
