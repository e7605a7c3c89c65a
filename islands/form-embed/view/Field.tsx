import type { ChangeEvent, ReactNode } from 'react';
import type { FieldError, FieldState, FieldValue, FileLike, FormEngine, FormField, FormMessages } from '../../../src/forms/index';
import { fieldErrorText } from '../../../src/forms/index';
import { isEmailField, isPhoneField } from '../../../src/forms/rules/validate';
import { fieldClass, fieldIds, isChoiceGroup } from '../../../src/forms/view';
import { LazyDate, LazyPhone } from './lazy';
import { RichText } from './RichText';

export interface FieldProps {
  field: FormField;
  state: FieldState;
  engine: FormEngine;
  messages: FormMessages;
  instanceId: string;
  /** The document the form is in: the page's, or its iframe shell's (lazy controls add CSS there). */
  doc: Document;
  /** The embed's `errorClass` and `errorMessageClass`. */
  errorClass?: string | undefined;
  errorMessageClass?: string | undefined;
}

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

/** What a control reports: the engine takes focus, change (with the value) and blur. */
function handlers(engine: FormEngine, field: FormField) {
  return {
    onFocus: () => engine.input(field.id, 'focus'),
    onBlur: (event: BlurEvent) => reportBlur(event, () => engine.input(field.id, 'blur')),
    change: (value: FieldValue) => engine.input(field.id, 'change', value),
  };
}

/** The field's value as text, for the text-like controls. */
const text = (value: FieldValue): string => (typeof value === 'string' ? value : '');

/**
 * One field, in HubSpot's markup (`div.hs_{name}.hs-form-field`, `label`, `legend.hs-field-desc`,
 * `div.input`, `ul.hs-error-msgs`), wired for assistive technology: a label for every control, a
 * fieldset and legend for a group of choices, `aria-invalid`, and `aria-describedby` pointing at
 * the description and the errors once they show.
 */
export function Field({ field, state, engine, messages, instanceId, doc, errorClass, errorMessageClass }: FieldProps) {
  const ids = fieldIds(field, instanceId);
  if (field.hidden) {
    return <input type="hidden" name={field.name} value={Array.isArray(state.value) ? state.value.join(';') : String(state.value)} />;
  }
  const invalid = state.isErrorVisible && state.errors.length > 0;
  const describedBy = [field.description && ids.description, invalid && ids.errors, state.infos.length > 0 && ids.infos].filter(Boolean).join(' ') || undefined;
  const a11y = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const label = (
    <>
      <span>{field.label}</span>
      {field.required && (
        <span className="hs-form-required" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  const labelClass = `hs-form-field-label${field.labelHidden ? ' hs-form__visually-hidden' : ''}`;
  const choice = isChoiceGroup(field);
  const control = <Control field={field} state={state} engine={engine} messages={messages} id={ids.input} a11y={a11y} label={label} doc={doc} />;
  const body: ReactNode = (
    <>
      {field.description && (
        <div className="hs-field-desc" id={ids.description}>
          {field.description}
        </div>
      )}
      <div className="input">{control}</div>
      {state.infos.length > 0 && <Infos field={field} state={state} engine={engine} messages={messages} id={ids.infos} />}
      {invalid && <ErrorList id={ids.errors} errors={state.errors} messages={messages} input={ids.input} errorClass={errorClass} errorMessageClass={errorMessageClass} />}
      {field.footer && <RichText html={field.footer} className="hs-richtext hs-field-footer" />}
    </>
  );
  return (
    <div className={`${fieldClass(field)}${invalid ? ' hs-field-invalid' : ''}`}>
      {choice ? (
        <fieldset className="hs-form-fieldset" aria-describedby={describedBy}>
          <legend className={labelClass} id={ids.label}>
            {label}
          </legend>
          {body}
        </fieldset>
      ) : (
        <>
          {field.fieldType !== 'booleancheckbox' && (
            <label className={labelClass} id={ids.label} htmlFor={ids.input}>
              {label}
            </label>
          )}
          {body}
        </>
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
      <ul className={`no-list hs-error-msgs inputs-list${errorClass ? ` ${errorClass}` : ''}`} id={id}>
        {errors.map((error) => (
          <li key={error.key}>
            <label className={`hs-error-msg hs-main-font-element${errorMessageClass ? ` ${errorMessageClass}` : ''}`} htmlFor={input}>
              {fieldErrorText(messages, error)}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ControlProps {
  field: FormField;
  state: FieldState;
  engine: FormEngine;
  messages: FormMessages;
  id: string;
  a11y: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; 'aria-required': true | undefined };
  label: ReactNode;
  doc: Document;
}

/** The input itself, by field type. */
function Control({ field, state, engine, messages, id, a11y, label, doc }: ControlProps) {
  const { onFocus, onBlur, change } = handlers(engine, field);
  const common = { id, name: field.name, onFocus, onBlur, required: field.required, ...a11y };
  switch (field.fieldType) {
    case 'textarea':
      return (
        <textarea {...common} className="hs-input" value={text(state.value)} placeholder={field.placeholder} onInput={(e: ChangeEvent<HTMLTextAreaElement>) => change(e.currentTarget.value)} />
      );
    case 'select':
      return (
        <select {...common} className="hs-input" value={text(state.value)} onChange={(e: ChangeEvent<HTMLSelectElement>) => change(e.currentTarget.value)}>
          <option value="" disabled={field.required}>
            {field.placeholder || messages.t('selectPlaceholder')}
          </option>
          {field.options.filter((o) => !o.hidden).map((option) => (
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
      const chosen = Array.isArray(state.value) ? (state.value as string[]) : [text(state.value)];
      return (
        <ul className={`inputs-list${multi ? ' multi-container' : ''}`} role="presentation">
          {field.options.filter((o) => !o.hidden).map((option, index) => (
            <li key={option.value} className={`hs-form-${multi ? 'checkbox' : 'radio'}`}>
              <label className={`hs-form-${multi ? 'checkbox' : 'radio'}-display`}>
                <input
                  className="hs-input"
                  type={multi ? 'checkbox' : 'radio'}
                  name={field.name}
                  id={index ? undefined : id}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  onFocus={onFocus}
                  onBlur={onBlur}
                  aria-invalid={a11y['aria-invalid']}
                  onChange={(e: ChangeEvent<HTMLInputElement>) =>
                    change(multi ? (e.currentTarget.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value)) : option.value)
                  }
                />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      );
    }
    case 'booleancheckbox':
      return (
        <ul className="inputs-list" role="presentation">
          <li className="hs-form-booleancheckbox">
            <label className="hs-form-booleancheckbox-display" htmlFor={id}>
              <input {...common} className="hs-input" type="checkbox" checked={state.value === true} onChange={(e: ChangeEvent<HTMLInputElement>) => change(e.currentTarget.checked)} />
              <span>{label}</span>
            </label>
          </li>
        </ul>
      );
    case 'file':
      return (
        <input
          {...common}
          className="hs-input"
          type="file"
          size={30}
          // Never prefilled (spec §5); the browser keeps what the visitor chose.
          onChange={(e: ChangeEvent<HTMLInputElement>) => change(Array.from(e.currentTarget.files ?? []) as FileLike[])}
        />
      );
    default: {
      const type = inputType(field);
      const value = text(state.value);
      const plain = (
        <input
          {...common}
          className="hs-input"
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
            onBlur={() => engine.input(field.id, 'blur')}
            describedBy={a11y['aria-describedby']}
            invalid={a11y['aria-invalid'] === true}
            required={field.required}
          />
        );
      }
      if (type === 'tel' && field.useCountryCodeSelect) {
        return (
          <LazyPhone
            fallback={plain}
            id={id}
            name={field.name}
            value={value}
            extension={field.countryCodeExtension}
            messages={messages}
            onChange={change}
            onFocus={onFocus}
            onBlur={onBlur}
            a11y={a11y}
          />
        );
      }
      return plain;
    }
  }
}

/** Hints under an e-mail field: a suggested address (one click takes it) and the resubscribe prompt. */
function Infos({ field, state, engine, messages, id }: Pick<FieldProps, 'field' | 'state' | 'engine' | 'messages'> & { id: string }) {
  return (
    <div className="hs-field-infos" id={id} aria-live="polite">
      {state.infos.map((info) => {
        const words = messages.t(info.key, info.vars);
        if (info.key === 'emailSuggestion' && typeof info.vars?.['email'] === 'string') {
          const email = info.vars['email'];
          return (
            <button key={info.key} type="button" className="hs-field-info hs-email-suggestion" onClick={() => engine.input(field.id, 'change', email)}>
              {words}
            </button>
          );
        }
        if (info.key === 'resubscribeMessage') {
          return (
            <button key={info.key} type="button" className="hs-field-info hs-resubscribe" onClick={() => void engine.resubscribe(field.id)}>
              {words}
            </button>
          );
        }
        return (
          <p key={info.key} className="hs-field-info">
            {words}
          </p>
        );
      })}
    </div>
  );
}
