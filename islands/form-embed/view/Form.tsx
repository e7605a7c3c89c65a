import { useEffect, useRef, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type { EngineState, FieldGroup, FormEngine, FormField, LegalConsentOptions, NormalizedEmbedOptions } from '../../../src/forms/index';
import { columns, fieldIds, formClass, showsBranding, styleVars } from '../../../src/forms/view';
import { listenBrandingHeight } from '../shell/branding';
import { ErrorList, Field, RequiredMark, tokens, type FormContext } from './Field';
import { RichText } from './RichText';

export interface FormViewProps {
  engine: FormEngine;
  instanceId: string;
  /** The document the form renders in (the page's, or its iframe shell's). */
  doc: Document;
  /** Called once the form is on screen (the embed's ready callbacks, the shell's first height). */
  onRendered(form: HTMLFormElement): void;
}

const useEngine = (engine: FormEngine): EngineState => useSyncExternalStore(engine.subscribe, () => engine.state);

/** A message in the error rollup's place (`div.hs_error_rollup`, HubSpot's list of one). */
const Rollup = ({ role, text, errorClass }: { role: string; text: string; errorClass?: string | undefined }) => (
  <div className="hs_error_rollup" role={role}>
    <ul className={tokens('no-list hs-error-msgs inputs-list', errorClass)}>
      <li>
        <label className="hs-main-font-element">{text}</label>
      </li>
    </ul>
  </div>
);

/**
 * A HubSpot form, rendered from the engine's state: its groups (1 to 3 columns, rich text), the
 * current page of a multi-page form with Previous/Next, the step indicator and a summary of the
 * page's errors, the legal consent block, the captcha badge, the error rollup, the submit button,
 * a live region while it submits, and the thank-you message after (or, while a redirect waits,
 * the server's visitor warning). Focus goes to the first error of an attempt, and to the first
 * field of a new page.
 */
export function FormView({ engine, instanceId, doc, onRendered }: FormViewProps) {
  const state = useEngine(engine);
  const options: NormalizedEmbedOptions = engine.options;
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const { form, messages: m, submission } = state;

  useEffect(() => {
    if (state.status !== 'ready' || !formRef.current) return;
    onRendered(formRef.current);
    // Once: the form element stays for the life of the view.
  }, [state.status === 'ready']);

  useEffect(() => {
    if (submission.submitted) thanksRef.current?.focus();
  }, [submission.submitted]);

  // Rendered once the definition has loaded (render.tsx keeps the space until then).
  if (!form) return null;

  if (submission.submitted) {
    // A redirect that carries a visitor warning waits a few seconds so the warning can be read
    // (spec §4): it stays on screen, in the rollup's place, until the page leaves.
    if (!submission.thankYou && submission.formSubmissionWarning) return <Rollup role="status" text={submission.formSubmissionWarning} />;
    // The definition's or the server's message (HTML); without one, HubSpot's own default words
    // in the form's language rather than an empty box (also while a redirect takes the page away).
    return (
      <div className="submitted-message hs-main-font-element hs-form-thanks" ref={thanksRef} tabIndex={-1} role="status">
        {submission.thankYou ? <RichText html={submission.thankYou} /> : <p>{m.t('thanks')}</p>}
      </div>
    );
  }

  /** Focuses the form's first element that `selector` matches; whether there was one. */
  const focus = (selector: string): boolean => {
    const element = formRef.current?.querySelector<HTMLElement>(selector);
    element?.focus();
    return !!element;
  };
  /** After an attempt, focus the first field whose error shows (spec: focus moves to the first error). */
  const focusFirstError = (): void => void focus('[aria-invalid="true"]');
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const outcome = await engine.submit();
    if (outcome === 'invalid' || outcome === 'failed') requestAnimationFrame(focusFirstError);
  };
  const paged = state.pageCount > 1;
  const last = state.currentPage === state.pageCount - 1;
  /** After a move, the new page's first field (its step indicator when it has none). */
  const focusPage = (): void => void (focus(PAGE_FOCUS) || focus('.hs-form__step'));
  const go = async (to: 'next' | 'previous'): Promise<void> => {
    const moved = to === 'next' ? await engine.next() : (await engine.previous(), true);
    requestAnimationFrame(moved ? focusPage : focusFirstError);
  };
  const summary = paged && last ? engine.summary() : [];
  /** Back to an earlier step (the summary's links), focus on its first error. */
  const back = async (page: number): Promise<void> => {
    while (engine.state.currentPage > page) await engine.previous();
    requestAnimationFrame(focusFirstError);
  };
  const notice = submission.notice;
  const { captcha } = state;
  const context: FormContext = { engine, messages: m, instanceId, doc, errorClass: options.errorClass, errorMessageClass: options.errorMessageClass };

  return (
    <form
      ref={formRef}
      id={`hsForm_${form.guid}_${instanceId}`}
      className={formClass(form, instanceId, `${options.cssClass ?? ''}${options.isMobileResponsive ? '' : ' hs-form--fixed-columns'}`)}
      data-instance-id={instanceId}
      data-form-id={form.guid}
      data-portal-id={form.portalId}
      noValidate
      acceptCharset="UTF-8"
      style={styleVars({ ...form.style, ...(options.style as Record<string, unknown> | undefined) }, form.scopes.customStyleAccess)}
      dir={m.rtl ? 'rtl' : undefined}
      lang={m.locale}
      onSubmit={(event) => void (options.isEnterSubmitDisabled && !last ? event.preventDefault() : submit(event))}
      aria-busy={submission.requested || undefined}
    >
      {paged && (
        <p className="hs-form__step" tabIndex={-1}>
          {m.t('pageOf', { currentPage: state.currentPage + 1, numberOfPages: state.pageCount })}
        </p>
      )}
      {state.pageGroups.map((group, index) => {
        const n = columns(group, state.values);
        const groupIndex = form.groups.indexOf(group);
        return (
          <fieldset key={index} className={`form-columns-${n}`}>
            {group.richText?.content && <RichText html={group.richText.content} className="hs-richtext hs-main-font-element" />}
            {/* The group's fields with their dependent fields right after their parents (the engine's
                order), and its richtext fields (v1) in their places among them. */}
            {withRichTextFields(group, state.fields.filter((field) => state.values.get(field.id)?.groupIndex === groupIndex), (field) => {
              const fieldState = state.values.get(field.id);
              if (!fieldState?.shown) return null;
              return <Field key={field.id} field={field} state={fieldState} context={context} />;
            })}
          </fieldset>
        );
      })}
      {/* With Submit, on the last page (the only one of a form without page breaks). */}
      {last && form.legalConsentOptions && <Consent consent={form.legalConsentOptions} state={state} context={context} />}
      {summary.length > 0 && (
        <div role="alert">
          <ul className="hs-form__summary no-list hs-error-msgs">
            {summary.map((entry) => {
              // The message with its {link} as a button that goes back to that step.
              const [before, after = ''] = m.t(entry.key === 'complete' ? 'summaryComplete' : 'summaryFix', { label: entry.label, link: '\u0000' }).split('\u0000');
              return (
                <li key={entry.label}>
                  {before}
                  <button type="button" className="hs-form__step-link" onClick={() => void back(entry.pageNumber - 1)}>
                    {m.t('step', { pageNumber: entry.pageNumber })}
                  </button>
                  {after}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {captcha.enabled && (
        <>
          <div className="hs_recaptcha hs-recaptcha field hs-form-field" data-captcha-state={captcha.state} />
          {/* What the spam check is doing, when the visitor waits on it or it could not load (a live region, there before it speaks). */}
          <p className="hs-form__captcha-status" role="status">
            {captcha.state === 'load-timeout' ? m.t('captchaLoadFailed') : captcha.state === 'loading' && captcha.waiting ? m.t('captchaLoading') : ''}
          </p>
        </>
      )}
      {form.allowCookieReset && form.hasKnownProperties && (
        <button type="button" className="hs-reset-link" onClick={() => engine.reset()}>
          {m.t('cookieReset')}
        </button>
      )}
      {notice && submission.attempted && <Rollup role="alert" text={'text' in notice ? notice.text : m.t(notice.key)} errorClass={options.errorClass} />}
      {state.optionErrors.length > 0 && (
        <p className="hs-form__misconfigured" role="alert">
          {m.t('FORM_MISCONFIGURED')}
        </p>
      )}
      <div className="hs_submit hs-submit">
        <div className="actions">
          {paged && state.currentPage > 0 && (
            <button type="button" className="hs-button hs-form__previous" onClick={() => void go('previous')}>
              {m.t('previous')}
            </button>
          )}
          {paged && !last ? (
            <button type="button" className={tokens('hs-button primary large hs-form__next', options.submitButtonClass)} onClick={() => void go('next')}>
              {m.t('next')}
            </button>
          ) : (
            <input
              type="submit"
              className={options.submitButtonClass || 'hs-button primary large'}
              value={options.submitText || form.submitText || m.t('submit')}
              aria-disabled={submission.requested || undefined}
            />
          )}
        </div>
      </div>
      <div className="hs-form__visually-hidden" aria-live="polite">
        {submission.requested ? m.t('submitting') : ''}
      </div>
      <input type="hidden" name="hs_context" value="" />
      {showsBranding(form, options) && <Branding locale={m.locale} portalId={form.portalId} />}
    </form>
  );
}

/** What takes focus on a new page: its first control that is not hidden. */
const PAGE_FOCUS = ['input', 'select', 'textarea'].map((tag) => `.hs-form-field ${tag}:not([type="hidden"]):not([disabled])`).join(', ');

/**
 * A group's fields, rendered by `render`, with its richtext fields (v1 definitions carry rich text
 * as a field) each before the field it preceded in the definition, the rest after the last one.
 * Its HTML is sanitised as the group's own rich text is.
 */
function withRichTextFields(group: FieldGroup, fields: FormField[], render: (field: FormField) => ReactNode): ReactNode[] {
  const texts = group.richTextFields ?? [];
  let shown = 0;
  const upTo = (index: number): ReactNode[] =>
    texts.slice(shown, (shown = Math.max(shown, texts.filter((t) => t.index <= index).length))).map((t) => (
      <RichText key={`richtext-${t.name}`} html={t.content} className={`hs-richtext hs-main-font-element hs_${t.name} hs-fieldtype-richtext`} />
    ));
  const nodes = fields.flatMap((field) => {
    // Dependent fields are not among the group's own: they follow their parent, as rendered.
    const at = group.fields.findIndex((own) => own.id === field.id);
    return [...(at >= 0 ? upTo(at) : []), render(field)];
  });
  return [...nodes, ...upTo(Infinity)];
}

/** The legal consent block: its texts (HTML from the definition) and checkboxes. */
function Consent({ consent, state, context: { engine, instanceId, messages } }: { consent: LegalConsentOptions; state: EngineState; context: FormContext }) {
  const text = (html: string | undefined) => html && <RichText html={html} className="hs-richtext" />;
  return (
    <div className="legal-consent-container">
      {text(consent.communicationConsentText)}
      {state.consent.boxes.map((box) => {
        const ids = fieldIds({ name: box.id }, instanceId);
        const errors = state.submission.attempted ? (state.consent.errors[box.id] ?? []) : [];
        return (
          <div key={box.id} className={`hs_${box.id} hs-form-field`}>
            <label className="hs-form-booleancheckbox-display" htmlFor={ids.input}>
              <input
                id={ids.input}
                className="hs-input"
                type="checkbox"
                name={box.id}
                checked={state.consent.values[box.id] === true}
                required={box.required}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={errors.length ? ids.errors : undefined}
                onChange={(e) => engine.setConsent(box.id, e.currentTarget.checked)}
              />
              <RichText html={box.label} className="hs-consent-label" />
              {box.required && <RequiredMark />}
            </label>
            {errors.length > 0 && <ErrorList id={ids.errors} errors={errors} messages={messages} input={ids.input} />}
          </div>
        );
      })}
      {text(consent.processingConsentText)}
      {text(consent.privacyPolicyText)}
    </div>
  );
}

/** The viral branding of free forms (spec §2): HubSpot's iframe, sized by its own messages. */
function Branding({ locale, portalId }: { locale: string; portalId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Sized by its SET_IFRAME_HEIGHT messages, taken only from that frame and its origin. In the
  // embed's chunk, not one of its own: most forms are free forms and show it.
  useEffect(() => listenBrandingHeight(frame.current!), []);
  return (
    <iframe
      ref={frame}
      className="hs-form__branding"
      title="HubSpot"
      src={`https://app.hubspot.com/embedded-viral-link/forms?${new URLSearchParams({ lang: locale, portalId })}`}
      loading="lazy"
      style={{ width: '100%', height: 0, border: 0 }}
    />
  );
}
