import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_SEPARATOR, formatDate, isCalendarDate, parseDisplayDate } from '../../../src/forms/rules/date';
import { addMonths, calendarNames, monthWeeks, moveByKey, today, weekStart, yearMonth, yearWindow } from './calendar';

/** The picker's words, from the caller's catalog (`datePickerLabels(t)`). */
export interface DatePickerLabels {
  /** The popup dialog's name. */
  chooseDate: string;
  previousMonth: string;
  nextMonth: string;
  /** The year selector's name. */
  year: string;
  clear: string;
}

export interface DatePickerProps {
  id: string;
  /**
   * 'YYYY-MM-DD', or '' for none. While the visitor types something that is not a date yet, the
   * picker reports that text as it is, so the engine can say invalidDate (spec §5).
   */
  value: string;
  /** The field's metaData format, such as 'DD/MM/YYYY' or 'MM-DD-YYYY'; default YYYY-MM-DD. */
  format?: string;
  /** The field's metaData separator; default '/'. */
  separator?: string;
  /** For month and weekday names and the first day of the week: 'vi', 'en-US', 'en_GB'… */
  locale: string;
  labels: DatePickerLabels;
  onChange(value: string): void;
  /** Focus entered the field (the input or its popup) from elsewhere. */
  onFocus(): void;
  /** Focus left the field altogether. */
  onBlur(): void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  /** The submitted name: a hidden input carries the YYYY-MM-DD value, whatever the display. */
  name?: string;
}

// Touch screens get the system's own picker, better than any grid under a finger (spec §4).
const coarsePointer = (): boolean => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * A date field: a text input showing the date in the field's format, and a calendar popup that
 * opens on focus and closes on selection, Escape or when focus leaves the field; Delete and
 * Backspace clear it. On a coarse pointer, a native `<input type="date">` instead.
 *
 * @example
 * <DatePicker id="date-1" value={value} format="DD/MM/YYYY" locale="vi" labels={datePickerLabels(t)}
 *   onChange={setValue} onFocus={focus} onBlur={blur} />
 */
export function DatePicker(props: DatePickerProps) {
  const [native] = useState(coarsePointer);
  return native ? <NativeDate {...props} /> : <CalendarDate {...props} />;
}

/** What both kinds of input carry: the field's id, and what assistive technology reads. */
const inputProps = ({ id, required, invalid, describedBy }: DatePickerProps) => ({ id, required, 'aria-invalid': !!invalid, 'aria-describedby': describedBy });

function NativeDate(props: DatePickerProps) {
  const { value, onChange, onFocus, onBlur, name } = props;
  return (
    <input
      {...inputProps(props)}
      type="date"
      className="si-dp-native"
      name={name}
      value={isCalendarDate(value) ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}

function CalendarDate(props: DatePickerProps) {
  const { id, value, locale, labels, name } = props;
  const { format = DEFAULT_DATE_FORMAT, separator = DEFAULT_DATE_SEPARATOR } = props;
  const now = today();
  const selected = isCalendarDate(value) ? value : undefined;
  const [open, setOpen] = useState(false);
  // The day that has the grid's focus (tabindex 0); its month is the month shown.
  const [active, setActive] = useState(selected ?? now);
  // The input's text is written by the picker only when it changes it (a choice, a clear, a value
  // from outside, the reformat on blur): a controlled input re-rendered between two fast keystrokes
  // would write back an older text and lose what was typed. Each write is a new object, so writing
  // the same text again still reaches the input.
  const [text, setTextState] = useState(() => ({ value: formatDate(value, format, separator) }));
  const setText = (next: string): void => setTextState({ value: next });
  const emitted = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const focusDay = useRef(false);
  const quiet = useRef(false);
  const firstDay = useMemo(() => weekStart(locale), [locale]);
  const names = useMemo(() => calendarNames(locale, firstDay), [locale, firstDay]);
  const [year, month] = yearMonth(active);
  const dialog = `${id}-dialog`;

  useEffect(() => {
    if (input.current && input.current.value !== text.value) input.current.value = text.value;
  }, [text]);

  // A value from outside (prefill, reset) replaces the text; the visitor's own typing stays as typed.
  useEffect(() => {
    if (value === emitted.current) return;
    // While the visitor types, a render can arrive with a value from a keystroke or two ago (effects
    // run after paint): the text they are typing wins; what the engine holds catches up.
    if (input.current && input.current.ownerDocument.activeElement === input.current) return;
    emitted.current = value;
    setText(formatDate(value, format, separator));
    if (selected) setActive(selected);
  }, [value, format, separator]);

  const focusActive = (): void => {
    focusDay.current = false;
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };
  // After a render that moved the active day (or opened the grid) from the keyboard.
  useEffect(() => {
    if (focusDay.current) focusActive();
  });

  const emit = (next: string): void => {
    emitted.current = next;
    props.onChange(next);
  };
  // Back to the input without opening the popup again (it opens on focus).
  const focusInput = (): void => {
    quiet.current = true;
    input.current?.focus();
    quiet.current = false;
  };
  const close = (): void => {
    setOpen(false);
    focusInput();
  };
  const choose = (day: string): void => {
    emit(day);
    setText(formatDate(day, format, separator));
    setActive(day);
    close();
  };
  const clear = (): void => {
    emit('');
    setText('');
  };
  const show = (day: string, focus = false): void => {
    focusDay.current = focus;
    setActive(day);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) props.onFocus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    setText(formatDate(emitted.current, format, separator));
    props.onBlur();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || !open) return;
    // The picker's Escape, not a dialog's around the form.
    event.preventDefault();
    event.stopPropagation();
    close();
  };
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      clear();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        focusActive();
      } else {
        focusDay.current = true;
        setOpen(true);
      }
    }
  };
  const onGridKey = (event: KeyboardEvent<HTMLTableElement>): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
      return;
    }
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = moveByKey(active, event.key, firstDay, event.shiftKey, rtl);
    if (!next) return;
    event.preventDefault();
    show(next, true);
  };

  const monthButton = (kind: string, label: string, months: number, arrow: string) => (
    <button type="button" className={`si-dp-${kind}`} aria-label={label} onClick={() => show(addMonths(active, months))}>
      {arrow}
    </button>
  );

  return (
    <div className="si-dp" onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
      <input
        {...inputProps(props)}
        ref={input}
        type="text"
        className="si-dp-input"
        defaultValue={text.value}
        autoComplete="off"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialog}
        onFocus={() => {
          if (!quiet.current) setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onInputKey}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          const day = parseDisplayDate(typed, format);
          if (day) setActive(day);
          emit(day ?? typed.trim());
        }}
      />
      {name && <input type="hidden" name={name} value={value} />}
      <div role="dialog" id={dialog} className="si-dp-popup" aria-label={labels.chooseDate} tabIndex={-1} hidden={!open}>
        {open && (
          <>
            <div className="si-dp-head">
              {monthButton('prev', labels.previousMonth, -1, '‹')}
              <span className="si-dp-month" aria-live="polite">{names.months[month]}</span>
              <select
                className="si-dp-year"
                aria-label={labels.year}
                value={String(year)}
                onChange={(event) => show(addMonths(active, (+event.currentTarget.value - year) * 12))}
              >
                {yearWindow(+now.slice(0, 4), year).map((y) => (
                  <option key={y} value={String(y)}>{y}</option>
                ))}
              </select>
              {monthButton('next', labels.nextMonth, 1, '›')}
            </div>
            <table ref={grid} role="grid" className="si-dp-grid" aria-label={names.monthYear(active)} onKeyDown={onGridKey}>
              <thead>
                <tr>
                  {names.weekdays.map(([short, long]) => (
                    <th key={long} scope="col" abbr={long}>{short}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(active, firstDay).map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) =>
                      yearMonth(day)[1] === month ? (
                        <td
                          key={day}
                          role="gridcell"
                          data-date={day}
                          tabIndex={day === active ? 0 : -1}
                          aria-selected={day === selected}
                          aria-current={day === now ? 'date' : undefined}
                          onClick={() => choose(day)}
                        >
                          {+day.slice(8)}
                        </td>
                      ) : (
                        <td key={day} role="gridcell" />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            <button
              type="button"
              className="si-dp-clear"
              onClick={() => {
                clear();
                close();
              }}
            >
              {labels.clear}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
