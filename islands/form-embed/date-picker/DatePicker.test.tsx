// @vitest-environment happy-dom
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react-dom/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormMessages, loadFormLocale } from '../../../src/forms/messages/index';
import { datePickerLabels } from './index';
import { DatePicker, type DatePickerProps } from './index';

await loadFormLocale('vi');
/** The Vietnamese labels, from the form's own messages. */
const labels = datePickerLabels(createFormMessages('vi').t);

let root: Root | undefined;
let props: DatePickerProps;

/** Renders the picker as the form would: controlled, its value following onChange. */
function render(overrides: Partial<DatePickerProps> = {}) {
  const onChange = vi.fn((value: string) => {
    props = { ...props, value };
    act(() => root!.render(<DatePicker {...props} />));
  });
  props = { id: 'date-1', value: '', locale: 'vi', labels, onChange, onFocus: vi.fn(), onBlur: vi.fn(), ...overrides };
  document.body.innerHTML = '<div id="host"></div><button id="outside">outside</button>';
  root = createRoot(document.getElementById('host')!);
  act(() => root!.render(<DatePicker {...props} />));
  return {
    onChange,
    input: document.getElementById('date-1') as HTMLInputElement,
    dialog: () => document.getElementById('date-1-dialog') as HTMLElement,
    grid: () => document.querySelector<HTMLTableElement>('[role="grid"]'),
    active: () => document.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]'),
  };
}

const key = (target: Element, name: string, init: KeyboardEventInit = {}) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
  });
const focus = (element: HTMLElement) => act(() => element.focus());
const type = (input: HTMLInputElement, text: string) =>
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 4, 15, 10, 0));
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

describe('DatePicker', () => {
  it('is a text input announcing its dialog popup, closed, with aria-invalid and aria-describedby passed through', () => {
    const { input, dialog } = render({ invalid: true, describedBy: 'date-1-error', required: true, name: 'birthday', value: '2024-01-31' });
    expect(input.type).toBe('text');
    expect(input.getAttribute('aria-haspopup')).toBe('dialog');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe('date-1-dialog');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('date-1-error');
    expect(input.required).toBe(true);
    expect(dialog().hidden).toBe(true);
    expect(dialog().getAttribute('role')).toBe('dialog');
    expect(dialog().getAttribute('aria-label')).toBe('Chọn ngày');
    // The form submits the stored date, whatever the display.
    expect(document.querySelector<HTMLInputElement>('input[type="hidden"][name="birthday"]')?.value).toBe('2024-01-31');
  });

  it('opens on focus, on the month of the value, with month and weekday names from Intl', () => {
    const { input, dialog, grid, active } = render({ value: '2024-03-08' });
    focus(input);
    expect(props.onFocus).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(dialog().hidden).toBe(false);
    expect(grid()?.getAttribute('aria-label')).toBe('tháng 3 năm 2024');
    expect(dialog().querySelector('.si-dp-month')?.textContent).toBe('Tháng 3');
    const selected = dialog().querySelectorAll('[aria-selected="true"]');
    expect([...selected].map((cell) => cell.getAttribute('data-date'))).toEqual(['2024-03-08']);
    expect(active()?.getAttribute('data-date')).toBe('2024-03-08');
    expect(dialog().querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
    // Focus stays in the input, so the visitor can type.
    expect(document.activeElement).toBe(input);
  });

  it('opens on today’s month when empty, today marked', () => {
    const { input, grid, active } = render();
    focus(input);
    expect(grid()?.getAttribute('aria-label')).toBe('tháng 5 năm 2024');
    expect(active()?.getAttribute('data-date')).toBe('2024-05-15');
    expect(document.querySelector('[aria-current="date"]')?.getAttribute('data-date')).toBe('2024-05-15');
  });

  it('starts weeks on Monday in Vietnamese and on Sunday in American English', () => {
    const { input } = render();
    focus(input);
    const first = () => document.querySelector('[role="grid"] th')!;
    expect(first().getAttribute('abbr')).toBe('Thứ Hai');
    expect(first().textContent).toBe('Thứ 2');
    act(() => root!.unmount());
    focus(render({ locale: 'en_US' }).input);
    expect(first().getAttribute('abbr')).toBe('Sunday');
    expect(document.querySelector('[role="grid"]')?.getAttribute('aria-label')).toBe('May 2024');
  });

  it('selecting a day reports YYYY-MM-DD, shows it in the field’s format and closes, focus back in the input', () => {
    const { input, dialog, onChange } = render({ format: 'DD/MM/YYYY', separator: '/' });
    focus(input);
    act(() => dialog().querySelector<HTMLElement>('[data-date="2024-05-20"]')!.click());
    expect(onChange).toHaveBeenLastCalledWith('2024-05-20');
    expect(input.value).toBe('20/05/2024');
    expect(dialog().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    expect(props.onBlur).not.toHaveBeenCalled();
  });

  it('shows the date in the field’s format and separator', () => {
    expect(render({ value: '2024-01-31', format: 'DD/MM/YYYY', separator: '/' }).input.value).toBe('31/01/2024');
    expect(render({ value: '2024-01-31', format: 'MM-DD-YYYY', separator: '-' }).input.value).toBe('01-31-2024');
    expect(render({ value: '2024-01-31', format: 'DD/MM/YYYY', separator: '.' }).input.value).toBe('31.01.2024');
    // Spec §5: YYYY-MM-DD with '/' unless the field says otherwise.
    expect(render({ value: '2024-01-31' }).input.value).toBe('2024/01/31');
  });

  it('follows a value set from outside (prefill, reset)', () => {
    const { input } = render({ value: '2024-01-31', format: 'DD/MM/YYYY' });
    props = { ...props, value: '2023-12-25' };
    act(() => root!.render(<DatePicker {...props} />));
    expect(input.value).toBe('25/12/2023');
  });

  it('reads a date typed in the display format, and reports other text as it is', () => {
    const { input, grid, onChange } = render({ format: 'DD/MM/YYYY', separator: '/' });
    focus(input);
    type(input, '15/0');
    expect(onChange).toHaveBeenLastCalledWith('15/0');
    type(input, '15/06/2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-06-15');
    expect(input.value).toBe('15/06/2024');
    expect(grid()?.getAttribute('aria-label')).toBe('tháng 6 năm 2024');
    expect(document.querySelector('[aria-selected="true"]')?.getAttribute('data-date')).toBe('2024-06-15');
    // Written another way, it is tidied when the visitor leaves.
    type(input, '1-7-2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-07-01');
    focus(document.getElementById('outside')!);
    expect(input.value).toBe('01/07/2024');
  });

  it('clears on Backspace and on Delete', () => {
    const { input, onChange } = render({ value: '2024-01-31' });
    focus(input);
    key(input, 'Backspace');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
    type(input, '2024/02/01');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-01');
    key(input, 'Delete');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
  });

  it('moves through the grid from the keyboard: days, weeks, months, years, week start and end; Enter selects', () => {
    const { input, grid, active, onChange } = render({ value: '2024-05-15' });
    focus(input);
    key(input, 'ArrowDown');
    expect(document.activeElement).toBe(active());
    expect(active()?.getAttribute('data-date')).toBe('2024-05-15');
    const moves: Array<[string, string, KeyboardEventInit?]> = [
      ['ArrowRight', '2024-05-16'],
      ['ArrowLeft', '2024-05-15'],
      ['ArrowDown', '2024-05-22'],
      ['ArrowUp', '2024-05-15'],
      // 2024-05-15 is a Wednesday; Vietnamese weeks run Monday to Sunday.
      ['Home', '2024-05-13'],
      ['End', '2024-05-19'],
      ['PageDown', '2024-06-19'],
      ['PageUp', '2024-05-19'],
      ['PageDown', '2025-05-19', { shiftKey: true }],
      ['PageUp', '2024-05-19', { shiftKey: true }],
      ['ArrowUp', '2024-05-12'],
      ['ArrowUp', '2024-05-05'],
      ['ArrowUp', '2024-04-28'],
    ];
    for (const [name, date, init] of moves) {
      key(document.activeElement!, name, init);
      expect(active()?.getAttribute('data-date'), name).toBe(date);
      expect(document.activeElement, name).toBe(active());
      expect(grid()!.querySelectorAll('[tabindex="0"]'), name).toHaveLength(1);
    }
    expect(grid()?.getAttribute('aria-label')).toBe('tháng 4 năm 2024');
    key(document.activeElement!, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith('2024-04-28');
    expect(grid()).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('closes on Escape, from the grid or the input, and keeps focus in the input', () => {
    const { input, dialog, onChange } = render({ value: '2024-05-15' });
    const outer = vi.fn();
    document.body.addEventListener('keydown', (event) => event.key === 'Escape' && outer());
    focus(input);
    key(input, 'ArrowDown');
    key(document.activeElement!, 'Escape');
    expect(dialog().hidden).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(outer).not.toHaveBeenCalled();
    act(() => input.click());
    expect(dialog().hidden).toBe(false);
    key(input, 'Escape');
    expect(dialog().hidden).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(props.onBlur).not.toHaveBeenCalled();
    // Closed, Escape is no longer the picker's.
    key(input, 'Escape');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('offers 100 years, centred on this one, and shows the year chosen', () => {
    const { input, grid } = render({ value: '2024-05-15' });
    focus(input);
    const select = document.querySelector<HTMLSelectElement>('select.si-dp-year')!;
    expect(select.getAttribute('aria-label')).toBe('Năm');
    const years = [...select.options].map((option) => Number(option.value));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(1974);
    expect(years.at(-1)).toBe(2073);
    expect(select.value).toBe('2024');
    act(() => {
      select.value = '1990';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(grid()?.getAttribute('aria-label')).toBe('tháng 5 năm 1990');
  });

  it('lists the year of a date older than the range', () => {
    const { input } = render({ value: '1950-02-01' });
    focus(input);
    const years = [...document.querySelectorAll<HTMLOptionElement>('select.si-dp-year option')].map((o) => Number(o.value));
    expect(years).toHaveLength(100);
    expect(years).toContain(1950);
  });

  it('moves a month back and forward with its labelled buttons', () => {
    const { input, grid } = render({ value: '2024-01-31' });
    focus(input);
    const previous = document.querySelector<HTMLButtonElement>('button[aria-label="Tháng trước"]')!;
    const next = document.querySelector<HTMLButtonElement>('button[aria-label="Tháng sau"]')!;
    act(() => previous.click());
    expect(grid()?.getAttribute('aria-label')).toBe('tháng 12 năm 2023');
    act(() => next.click());
    act(() => next.click());
    expect(grid()?.getAttribute('aria-label')).toBe('tháng 2 năm 2024');
  });

  it('clears from its button and closes', () => {
    const { input, dialog, onChange } = render({ value: '2024-01-31' });
    focus(input);
    act(() => document.querySelector<HTMLButtonElement>('.si-dp-clear')!.click());
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
    expect(dialog().hidden).toBe(true);
  });

  it('closes when focus leaves the input and its popup, not when it moves between them', () => {
    const { input, dialog } = render();
    focus(input);
    focus(document.querySelector<HTMLButtonElement>('.si-dp-next')!);
    expect(dialog().hidden).toBe(false);
    expect(props.onBlur).not.toHaveBeenCalled();
    focus(input);
    expect(props.onFocus).toHaveBeenCalledTimes(1);
    focus(document.getElementById('outside')!);
    expect(dialog().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(props.onBlur).toHaveBeenCalledTimes(1);
  });

  it('is a native date input on a touch screen, with the same props', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }));
    const { input, onChange } = render({ value: '2024-01-31', name: 'birthday', invalid: true, describedBy: 'err', required: true });
    expect(input.type).toBe('date');
    expect(input.value).toBe('2024-01-31');
    expect(input.name).toBe('birthday');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('err');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    focus(input);
    expect(props.onFocus).toHaveBeenCalledTimes(1);
    act(() => {
      input.value = '2024-02-29';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    focus(document.getElementById('outside')!);
    expect(props.onBlur).toHaveBeenCalledTimes(1);
  });
});
