import type { NormalizedEmbedOptions } from './definition/index';
import type { EngineState, FormEnvironment } from './engine';
import { serverErrorKey } from './rules/server';
import type { Callbacks } from './submit/callbacks';
import type { SubmitState } from './submit/flags';
import { createCaptcha, multipartUrl, submit, type Captcha, type SubmitOutcome } from './submit/index';
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
  /** Kept by the engine between attempts: the captcha lives as long as the form. */
  session: { captcha?: Captcha };
}

/**
 * One submit attempt of the engine, wired to the submission module. Loaded on demand: with the
 * first focus in the form, or with the first submit.
 */
export function sendForm(i: SendInput): Promise<SubmitOutcome> {
  const { form, options, env } = i;
  if (form.captchaEnabled && env.captcha) {
    i.session.captcha ??= createCaptcha({
      enabled: true,
      siteKey: env.captchaSiteKey ?? '',
      isAutomation: env.isAutomation ?? false,
      provider: env.captcha,
      timers: env.timers,
      onChange: i.onChange,
    });
  }
  return submit({
    state: i.submission,
    isEditor: env.isEditor ?? false,
    isTestPage: options.isTestPage ?? false,
    ...destination(options, form),
    validate: i.validate,
    context: () => {
      const state = i.state();
      const legalConsent = i.legalConsent();
      return {
        definition: form,
        fields: state.fields,
        states: state.values,
        embed: i.raw as Record<string, unknown>,
        page: env.page,
        cookies: env.cookies,
        formInstanceId: env.formInstanceId,
        embedAtTimestamp: env.now(),
        timestamp: env.now(),
        version: env.version,
        locale: state.messages.locale,
        ...(legalConsent !== undefined && { legalConsent }),
      };
    },
    ...(i.session.captcha && { captcha: i.session.captcha }),
    url: multipartUrl(i.host, options.portalId, form.guid || options.formId),
    send: env.send,
    createBody: env.createBody,
    callbacks: i.callbacks,
    logger: env.logger,
    mapValidation: (result) => ({
      key: serverErrorKey(result.formSubmissionValidationType),
      ...(result.localizedVisitorErrorMessage && { message: result.localizedVisitorErrorMessage }),
    }),
    redirect: { navigator: env.navigator, timers: env.timers, pageUrl: env.page.url, cookies: env.cookies },
    onChange: i.onChange,
  });
}
