import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCaptcha } from './captcha';
import { submit } from './submit';
import { fakeProvider, flush, submitOptions } from './test-helpers';

const timers = { setTimeout: () => 0, clearTimeout: () => {} };

describe('submit properties', () => {
  it('never throws and never clears a value, whatever the server answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 599 }),
        fc.oneof(fc.anything().map((v) => JSON.stringify(v) ?? ''), fc.string(), fc.json()),
        fc.boolean(),
        async (status, text, rejects) => {
          const { options, calls, input } = submitOptions();
          const before = structuredClone(input.states);
          const done = submit(options);
          await flush();
          if (rejects) calls[0]!.reject(new Error(text));
          else calls[0]!.resolve({ status, text });
          expect(['submitted', 'failed']).toContain(await done);
          expect(input.states).toEqual(before);
          expect(options.state.requested).toBe(false);
        },
      ),
    );
  });

  it('never has two submissions in flight, nor sends after a success, whatever the clicks', async () => {
    type Step = { kind: 'click' } | { kind: 'answer'; status: number } | { kind: 'reject' } | { kind: 'captcha' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.constant({ kind: 'click' as const }),
      fc.constantFrom(200, 204, 400, 429, 500).map((status) => ({ kind: 'answer' as const, status })),
      fc.constant({ kind: 'reject' as const }),
      fc.constant({ kind: 'captcha' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), fc.boolean(), async (steps, withCaptcha) => {
        const f = fakeProvider();
        const captcha = withCaptcha ? createCaptcha({ enabled: true, siteKey: 'k', provider: f.provider, timers }) : undefined;
        const { options, calls } = submitOptions({ captcha });
        f.loaded();
        await flush();
        let answered = 0;
        let succeeded = false;
        for (const s of steps) {
          if (s.kind === 'click') void submit(options);
          else if (s.kind === 'captcha' && captcha?.state === 'executing') f.pass('tok');
          else if (calls.length > answered && s.kind !== 'captcha') {
            const call = calls[answered++]!;
            if (s.kind === 'reject') call.reject(new Error('offline'));
            else {
              // A 2xx answers as the forms API does; only that is a success.
              call.resolve({ status: s.status, text: s.status < 300 ? '{"conversionId":"c0"}' : '' });
              succeeded ||= s.status < 300;
            }
          }
          const sentBefore = calls.length;
          await flush();
          expect(calls.length - answered).toBeLessThanOrEqual(1);
          if (succeeded) expect(calls.length).toBe(sentBefore);
        }
      }),
    );
  });
});
