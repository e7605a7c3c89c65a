// Test fixtures shared by the submit tests (not shipped: nothing in index.ts imports it).
import { vi, type Mock } from 'vitest';
import { blankField } from '../testing';
import type { FieldState, FieldValue } from '../types';
import { createCallbacks } from './callbacks';
import type { Captcha, CaptchaProvider } from './captcha';
import type { Logger } from './env';
import { createSubmitState } from './flags';
import type { ContextInput, FormDataLike } from './payload';
import type { SubmitOptions, SubmitTransport } from './submit';

export const field = blankField;

export const fieldState = (value: FieldValue, shown = true): FieldState => ({
  value,
  errors: [],
  infos: [],
  shown,
  groupIndex: 0,
  dependentFieldIds: [],
  inputState: {},
  validationRequestState: 'NOT_REQUESTED',
  isErrorVisible: false,
});

/** A FormData stand-in that records every append in order. */
export const recorder = () => {
  const entries: Array<[string, unknown]> = [];
  const body: FormDataLike & { entries: typeof entries; get(name: string): unknown[] } = {
    entries,
    append: (name, value) => void entries.push([name, value]),
    get: (name) => entries.filter(([n]) => n === name).map(([, v]) => v),
  };
  return body;
};

type LogFn = Mock<(...args: unknown[]) => void>;
export const logger = (): Logger & { info: LogFn; warn: LogFn; error: LogFn } => ({
  info: vi.fn<(...args: unknown[]) => void>(),
  warn: vi.fn<(...args: unknown[]) => void>(),
  error: vi.fn<(...args: unknown[]) => void>(),
});

export const contextInput = (overrides: Partial<ContextInput> = {}): ContextInput => ({
  definition: { lang: 'en', definitionS3WriteDate: '1597668979084' },
  fields: [field('email', 'email'), field('firstname')],
  states: { email: fieldState('ada@example.com'), firstname: fieldState('Ada') },
  embed: { portalId: '498900', formId: '809355fb-b59f-4608-a4bb-0e161053b198', region: 'na1', target: '#hbspt-form-x' },
  page: {
    url: 'https://www.example.com/invite.php?utm_source=mail',
    title: 'Invite a Friend',
    referrer: 'https://search.example.org/results',
    userAgent: 'Mozilla/5.0 Test',
  },
  cookies: { hutk: 'h1', __hstc: 'tc', __hssc: 'sc', __hsfp: 'fp' },
  formInstanceId: 'ebd722a8-150c-4efa-9442-79d610125448',
  embedAtTimestamp: 1670501056241,
  timestamp: 1670501076232,
  version: '1.2450',
  ...overrides,
});

/** A transport whose answers the test gives, one per call. */
export const manualTransport = () => {
  const calls: Array<{ url: string; body: FormDataLike; resolve(r: { status: number; text: string }): void; reject(e: unknown): void }> = [];
  const send: SubmitTransport = (url, body) => new Promise((resolve, reject) => calls.push({ url, body, resolve, reject }));
  return { calls, send };
};

export const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A captcha provider driven by hand: `pass('token')`, `expire()`, `loaded()`. */
export const fakeProvider = () => {
  let callbacks: { success(token: string): void; expired(): void } | undefined;
  let finishLoad: () => void = () => {};
  const provider = {
    load: () => new Promise<void>((r) => (finishLoad = r)),
    render: vi.fn((_key: string, cb: typeof callbacks) => ((callbacks = cb), 7)),
    execute: vi.fn<(widgetId: unknown) => void>(),
    reset: vi.fn<(widgetId: unknown) => void>(),
  } satisfies CaptchaProvider;
  return {
    provider,
    loaded: () => finishLoad(),
    pass: (token: string) => callbacks!.success(token),
    expire: () => callbacks!.expired(),
  };
};

/** Submit options with everything injected and recorded; override what a test is about. */
export const submitOptions = (overrides: Partial<SubmitOptions> = {}) => {
  const t = manualTransport();
  const navigator = { redirect: vi.fn(), reload: vi.fn() };
  const input = contextInput();
  const log = logger();
  const options: SubmitOptions = {
    state: createSubmitState(),
    validate: () => ({}),
    context: () => input,
    url: 'https://forms.example.com/submit/498900/guid/json',
    send: t.send,
    createBody: recorder,
    callbacks: createCallbacks(log),
    logger: log,
    mapValidation: (r) => ({ key: 'serverError', message: r.localizedVisitorErrorMessage ?? '' }),
    redirect: { navigator, timers: { setTimeout: (fn, ms) => setTimeout(fn, ms) }, pageUrl: input.page.url, cookies: input.cookies },
    ...overrides,
  };
  return { options, calls: t.calls, navigator, input, log };
};

export type { Captcha };
export { createSubmitState };
