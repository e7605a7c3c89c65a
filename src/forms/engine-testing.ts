// For tests only (nothing shipped imports it): a fake world for the engine, and the definitions
// the engine tests share.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { EMAIL_CHECK_DEBOUNCE } from './email/check';
import type { FormEnvironment } from './engine';
import type { CaptchaProvider } from './submit/captcha';

/** A shared HubSpot fixture, parsed. */
export const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/hubspot', name), 'utf8'));

export const PORTAL = '2059467';
export const GUID = '2e1a1b5b-27bb-447d-aac4-0b87c1e88fec';

export interface Sent {
  url: string;
  parts: [string, unknown][];
}

/**
 * A fake world: answers by URL, records what is sent, runs timers by hand (`timers` lists the ones
 * still pending).
 */
export function environment(answers: Record<string, { status: number; text: string }>, overrides: Partial<FormEnvironment> = {}) {
  const requested: string[] = [];
  const sent: Sent[] = [];
  const posted: { url: string; body: string }[] = [];
  const timers: { run: () => void; at: number; id: number }[] = [];
  let clock = 1_700_000_000_000;
  let nextId = 1;
  const answer = (url: string) => {
    requested.push(url);
    const key = Object.keys(answers).find((prefix) => url.includes(prefix));
    return key ? answers[key]! : { status: 404, text: 'Not Found' };
  };
  const env: FormEnvironment = {
    transport: async ({ url }) => ({ ...answer(url), headers: {} }),
    send: async (url, body) => {
      sent.push({ url, parts: (body as unknown as { parts: [string, unknown][] }).parts });
      return answer(url);
    },
    post: async (url, body) => {
      posted.push({ url, body });
      return JSON.parse(answer(url).text) as unknown;
    },
    createBody: () => {
      const parts: [string, unknown][] = [];
      return { parts, append: (name: string, value: unknown) => void parts.push([name, value]) } as never;
    },
    page: { url: 'https://shop.example.vn/lien-he/?utm_source=zalo', title: 'Liên hệ', referrer: '', userAgent: 'test' },
    urlParams: {},
    cookies: { hutk: 'abc123' },
    now: () => clock,
    timers: {
      setTimeout: (run, ms) => {
        const id = nextId++;
        timers.push({ run, at: clock + ms, id });
        return id;
      },
      clearTimeout: (id) => {
        const index = timers.findIndex((timer) => timer.id === id);
        if (index >= 0) timers.splice(index, 1);
      },
    },
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    navigator: { redirect: vi.fn(), reload: vi.fn() },
    version: '1.0.0',
    formInstanceId: 'instance-1',
    ...overrides,
  };
  const advance = async (ms: number) => {
    clock += ms;
    for (const timer of timers.filter((t) => t.at <= clock).sort((a, b) => a.at - b.at)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** After an e-mail was typed: the check's code arrives, its debounce passes, its answer lands. */
  const emailChecked = async () => {
    await advance(0);
    await advance(EMAIL_CHECK_DEBOUNCE);
    await advance(0);
  };
  return { env, requested, sent, posted, advance, emailChecked, timers };
}

/** A definition answer: the object as the server would send it. */
export const answer = (body: unknown) => ({ status: 200, text: JSON.stringify(body) });

/** The forms API's answer to a stored submission (spec §7): its conversion id, nothing else. */
export const submitted = answer({ conversionId: '5c0d3e1a-7b2f-4f4e-9a51-0c2d8e6b9f10' });

/** sitepen-1: a real embed-v3 definition. */
export const definition = answer(fixture('sitepen-1.json'));
export const options = { portalId: PORTAL, formId: GUID, formsBaseUrl: 'https://forms.test' };

/** A small embed-v3 definition: a country select with a dependent province field, and an e-mail. */
export function dependentDefinition(extra: Record<string, unknown> = {}) {
  const field = (name: string, fieldType: string, more: Record<string, unknown> = {}) => ({
    name,
    label: name,
    fieldType,
    type: 'string',
    required: true,
    enabled: true,
    objectTypeId: '0-1',
    ...more,
  });
  return {
    status: 200,
    text: JSON.stringify({
      form: {
        portalId: PORTAL,
        guid: GUID,
        inlineMessage: '<p>Cảm ơn!</p>',
        formFieldGroups: [
          { fields: [field('email', 'email', { validation: { data: '', useDefaultBlockList: false, blockedEmailAddresses: ['blocked.vn'] } })] },
          {
            fields: [
              field('country', 'select', {
                options: [
                  { label: 'Việt Nam', value: 'vn' },
                  { label: 'Other', value: 'other' },
                ],
                dependentFieldFilters: [
                  { filters: [{ operator: 'EQ', strValue: 'vn' }], dependentFormField: field('province', 'text') },
                ],
              }),
            ],
          },
        ],
        ...extra,
      },
    }),
  };
}

/** A captcha provider that passes with `token-xyz`, answering later as reCAPTCHA does. */
export function passingCaptcha(): CaptchaProvider {
  let success: ((token: string) => void) | undefined;
  return {
    load: async () => undefined,
    render: (_key, callbacks) => ((success = callbacks.success), 'widget-1'),
    execute: () => void setTimeout(() => success?.('token-xyz'), 0),
    reset: vi.fn(),
  };
}

/** A captcha provider whose script never finishes loading. */
export const stuckCaptcha = (): CaptchaProvider => ({ load: () => new Promise<never>(() => {}), render: vi.fn(), execute: vi.fn(), reset: vi.fn() });
