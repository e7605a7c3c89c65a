import type { ChangeEvent, ReactNode } from 'react';
import type { FieldError, FieldState, FieldValue, FileLike, FormEngine, FormField, FormMessages } from '../../../src/forms/index';
import { fieldErrorText } from '../../../src/forms/index';
import { isEmailField, isPhoneField } from '../../../src/forms/rules/validate';
import { fieldClass, fieldIds, isChoiceGroup } from '../../../src/forms/view';
import { LazyDate, LazyPhone } from './lazy';
import { RichText } from './RichText';

/** What every field of one form is rendered with, made once by the form view. */
export interface FormContext {
  engine: FormEngine;
  messages: FormMessages;
  instanceId: string;
  /** The document the form is in: the page's, or its iframe shell's (lazy controls add CSS there). */
  doc: Document;
  /** The embed's `errorClass` and `errorMessageClass`. */
  errorClass?: string | undefined;
  errorMessageClass?: string | undefined;
}

export interface FieldProps {
  field: FormField;
  state: FieldState;
  context: FormContext;
}

/**
 * A space-separated list (class names, ids), the empty and false ones left out.
 *
 * @example tokens('hs-button', extra) // 'hs-button' without `extra`, 'hs-button big' with 'big'
 */
export const tokens = (...names: Array<string | false | undefined>): string => names.filter(Boolean).join(' ');

/** The star after a required field's label, for sighted visitors (the control says `required`). */
export const RequiredMark = () => (
  <span className="hs-form-required" aria-hidden="true">
    *
  </span>
);

/**
 * The HTML input type of a text-like field: real definitions send e-mail and phone fields as
 * `fieldType: "text"`, so the engine's own tests decide (phone keyboards, e-mail autofill).
 */
const inputType = (field: FormField): string =>
  isEmailField(field) ? 'email' : isPhoneField(field) ? 'tel' : field.fieldType === 'number' ? 'number' : 'text';

/** Autofill hints for HubSpot's common contact properties, so phones fill the form in one tap. */
const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  firstname: 'given-name',
  lastname: 'family-name',
  phone: 'tel',
  mobilephone: 'tel',
  company: 'organization',
  address: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
  country: 'country-name',
  website: 'url',
};

/** The parts of a blur event (React's or the DOM's) that `reportBlur` reads. */
export interface BlurEvent {
  relatedTarget: EventTarget | null;
  currentTarget: EventTarget | null;
}

/**
 * Reports a blur to the engine, unless focus is going to one of the form's buttons: the error the
 * blur shows would move that button down between the mouse's press and release, and the click
 * (Next, Previous, Submit) would be lost. The blur is then reported once the button has its click,
 * or loses focus without one; Next and Submit check the page themselves.
 */
function reportBlur(event: BlurEvent, report: () => void): void {
  const to = event.relatedTarget;
  const form = (event.currentTarget as HTMLElement | null)?.closest('form');
  if (!(to instanceof HTMLElement) || !form || !to.matches('button, input[type="submit"]') || !form.contains(to)) return report();
  const done = (): void => {
    to.removeEventListener('click', done);
    to.removeEventListener('blur', done);
    report();
  };
  to.addEventListener('click', done);
  to.addEventListener('blur', done);
}

/**
 * One field, in HubSpot's markup (`div.hs_{name}.hs-form-field`, `label`, `legend.hs-field-desc`,
 * `div.input`, `ul.hs-error-msgs`), wired for assistive technology: a label for every control, a
 * fieldset and legend for a group of choices, `aria-invalid`, and `aria-describedby` pointing at
 * the description and the errors once they show.
 */
export function Field({ field, state, context }: FieldProps) {
  const ids = fieldIds(field, context.instanceId);
  if (field.hidden) {
    return <input type="hidden" name={field.name} value={Array.isArray(state.value) ? state.value.join(';') : String(state.value)} />;
  }
  const invalid = state.isErrorVisible && state.errors.length > 0;
  const infos = state.infos.length > 0;
  const describedBy = tokens(field.description && ids.description, invalid && ids.errors, infos && ids.infos) || undefined;
  const a11y = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const label = (
    <>
      <span>{field.label}</span>
      {field.required && <RequiredMark />}
    </>
  );
  const choice = isChoiceGroup(field);
  // A group of choices is a fieldset named by its legend; a single checkbox's label is beside it.
  const Heading = choice ? 'legend' : 'label';
  const content = (
    <>
      {field.fieldType !== 'booleancheckbox' && (
        <Heading className={tokens('hs-form-field-label', field.labelHidden && 'hs-form__visually-hidden')} id={ids.label} htmlFor={choice ? undefined : ids.input}>
          {label}
        </Heading>
      )}
      {field.description && (
        <div className="hs-field-desc" id={ids.description}>
          {field.description}
        </div>
      )}
      <div className="input">
        <Control field={field} state={state} context={context} id={ids.input} a11y={a11y} label={label} />
      </div>
      {infos && <Infos field={field} state={state} context={context} id={ids.infos} />}
      {invalid && <ErrorList {...context} id={ids.errors} errors={state.errors} input={ids.input} />}
      {field.footer && <RichText html={field.footer} className="hs-richtext hs-field-footer" />}
    </>
  );
  return (
    <div className={tokens(fieldClass(field), invalid && 'hs-field-invalid')}>
      {choice ? (
        <fieldset className="hs-form-fieldset" aria-describedby={describedBy}>
          {content}
        </fieldset>
      ) : (
        content
      )}
    </div>
  );
}

/**
 * A field's errors as HubSpot lists them (`ul.hs-error-msgs > li > label.hs-error-msg`), which the
 * field points at with `aria-describedby`; each label also names its input. The alert is a wrapper
 * around the list, not the list itself: a role on the `ul` would take away its list semantics and
 * leave its items orphaned.
 */
export function ErrorList({ id, errors, messages, input, errorClass, errorMessageClass }: {
  id: string;
  errors: readonly FieldError[];
  messages: FormMessages;
  input: string;
  errorClass?: string | undefined;
  errorMessageClass?: string | undefined;
}) {
  return (
    <div role="alert">
      <ul className={tokens('no-list hs-error-msgs inputs-list', errorClass)} id={id}>
        {errors.map((error) => (
          <li key={error.key}>
            <label className={tokens('hs-error-msg hs-main-font-element', errorMessageClass)} htmlFor={input}>
              {fieldErrorText(messages, error)}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ControlProps extends FieldProps {
  id: string;
  a11y: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; 'aria-required': true | undefined };
  label: ReactNode;
}

/** The field's value as text, for the text-like controls. */
const text = (value: FieldValue): string => (typeof value === 'string' ? value : '');

/** A choice's list item (`li.hs-form-{kind} > label.hs-form-{kind}-display`): its input, then its words. */
const choiceItem = (kind: string, input: ReactNode, words: ReactNode, key?: string, htmlFor?: string) => (
  <li key={key} className={`hs-form-${kind}`}>
    <label className={`hs-form-${kind}-display`} htmlFor={htmlFor}>
      {input}
      <span>{words}</span>
    </label>
  </li>
);

/** The input itself, by field type; it reports focus, change (with the value) and blur to the engine. */
function Control({ field, state, context: { engine, messages, doc }, id, a11y, label }: ControlProps) {
  const onFocus = () => engine.input(field.id, 'focus');
  const blur = () => engine.input(field.id, 'blur');
  const onBlur = (event: BlurEvent) => reportBlur(event, blur);
  const change = (value: FieldValue) => engine.input(field.id, 'change', value);
  const value = text(state.value);
  const options = field.options.filter((option) => !option.hidden);
  // What every input of the field has; a single control is also the field's (its id, required and aria).
  const input = { name: field.name, className: 'hs-input', onFocus, onBlur };
  const common = { ...input, id, required: field.required, ...a11y };
  switch (field.fieldType) {
    case 'textarea':
      return <textarea {...common} value={value} placeholder={field.placeholder} onInput={(e: ChangeEvent<HTMLTextAreaElement>) => change(e.currentTarget.value)} />;
    case 'select':
      return (
        <select {...common} value={value} onChange={(e: ChangeEvent<HTMLSelectElement>) => change(e.currentTarget.value)}>
          <option value="" disabled={field.required}>
            {field.placeholder || messages.t('selectPlaceholder')}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'radio':
    case 'payment_link_radio':
    case 'checkbox': {
      const multi = field.fieldType === 'checkbox';
      const kind = multi ? 'checkbox' : 'radio';
      const chosen = Array.isArray(state.value) ? (state.value as string[]) : [value];
      return (
        <ul className={tokens('inputs-list', multi && 'multi-container')} role="presentation">
          {options.map((option, index) =>
            choiceItem(
              kind,
              <input
                {...input}
                type={kind}
                id={index ? undefined : id}
                value={option.value}
                checked={chosen.includes(option.value)}
                aria-invalid={a11y['aria-invalid']}
                onChange={(e: ChangeEvent<HTMLInputElement>) =>
                  change(multi ? (e.currentTarget.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value)) : option.value)
                }
              />,
              option.label,
              option.value,
            ),
          )}
        </ul>
      );
    }
    case 'booleancheckbox':
      return (
        <ul className="inputs-list" role="presentation">
          {choiceItem(
            'booleancheckbox',
            <input {...common} type="checkbox" checked={state.value === true} onChange={(e: ChangeEvent<HTMLInputElement>) => change(e.currentTarget.checked)} />,
            label,
            undefined,
            id,
          )}
        </ul>
      );
    case 'file':
      // Never prefilled (spec §5); the browser keeps what the visitor chose.
      return <input {...common} type="file" size={30} onChange={(e: ChangeEvent<HTMLInputElement>) => change(Array.from(e.currentTarget.files ?? []) as FileLike[])} />;
  }
  const type = inputType(field);
  const plain = (
    <input
      {...common}
      type={type}
      value={value}
      placeholder={field.placeholder}
      autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
      inputMode={type === 'number' ? 'decimal' : undefined}
      // Spec §5: a number input rejects the letter e; a phone input strips whitespace.
      onKeyDown={type === 'number' ? (e) => /^e$/i.test(e.key) && e.preventDefault() : undefined}
      onInput={(e: ChangeEvent<HTMLInputElement>) => {
        let next = e.currentTarget.value;
        if (type === 'number' && /e/i.test(next)) next = value;
        if (type === 'tel') next = next.replace(/\s+/g, '');
        if (next !== e.currentTarget.value) e.currentTarget.value = next;
        change(next);
      }}
    />
  );
  if (field.fieldType === 'date') {
    return (
      <LazyDate
        fallback={plain}
        document={doc}
        messages={messages}
        id={id}
        name={field.name}
        value={value}
        format={field.metaData['format'] || undefined}
        separator={field.metaData['separator'] || undefined}
        locale={messages.locale}
        onChange={change}
        onFocus={onFocus}
        // The picker reports a blur once all its parts have lost focus.
        onBlur={blur}
        describedBy={a11y['aria-describedby']}
        invalid={!!a11y['aria-invalid']}
        required={field.required}
      />
    );
  }
  return type === 'tel' && field.useCountryCodeSelect ? (
    <LazyPhone fallback={plain} id={id} name={field.name} value={value} extension={field.countryCodeExtension} messages={messages} onChange={change} onFocus={onFocus} onBlur={onBlur} a11y={a11y} />
  ) : (
    plain
  );
}

/** Hints under an e-mail field: a suggested address (one click takes it) and the resubscribe prompt. */
function Infos({ field, state, context: { engine, messages }, id }: FieldProps & { id: string }) {
  return (
    <div className="hs-field-infos" id={id} aria-live="polite">
      {state.infos.map(({ key, vars }) => {
        const email = vars?.['email'];
        const act =
          key === 'resubscribeMessage'
            ? () => void engine.resubscribe(field.id)
            : key === 'emailSuggestion' && typeof email === 'string'
              ? () => engine.input(field.id, 'change', email)
              : undefined;
        const words = messages.t(key, vars);
        return act ? (
          <button key={key} type="button" className={`hs-field-info hs-${key === 'resubscribeMessage' ? 'resubscribe' : 'email-suggestion'}`} onClick={act}>
            {words}
          </button>
        ) : (
          <p key={key} className="hs-field-info">
            {words}
          </p>
        );
      })}
    </div>
  );
}
