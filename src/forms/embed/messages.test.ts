import { describe, expect, it } from 'vitest';
import { isExpectedOrigin, readBrandingHeight, readFrameSubmitResult } from './messages';

describe('readBrandingHeight', () => {
  it('reads SET_IFRAME_HEIGHT, clamped, as an object or JSON text', () => {
    expect(readBrandingHeight({ type: 'SET_IFRAME_HEIGHT', height: 480 })).toBe(480);
    expect(readBrandingHeight({ type: 'SET_IFRAME_HEIGHT', height: 40 })).toBe(200);
    expect(readBrandingHeight('{"type":"SET_IFRAME_HEIGHT","height":5000}')).toBe(1000);
    expect(readBrandingHeight({ type: 'SET_IFRAME_HEIGHT', height: Infinity })).toBe(200);
  });

  it('ignores other messages', () => {
    expect(readBrandingHeight({ type: 'RESIZE', height: 480 })).toBeUndefined();
    expect(readBrandingHeight({ type: 'SET_IFRAME_HEIGHT' })).toBeUndefined();
    expect(readBrandingHeight('SET_IFRAME_HEIGHT')).toBeUndefined();
    expect(readBrandingHeight({ type: 'SET_IFRAME_HEIGHT', height: '350px' })).toBeUndefined();
    for (const junk of [null, undefined, 42, 'nope', '{', []]) expect(readBrandingHeight(junk)).toBeUndefined();
  });
});

describe('readFrameSubmitResult', () => {
  it('keeps the result fields of spec §7 and drops the rest (their types are the answer reader\'s to check)', () => {
    const data = {
      accepted: false,
      formGuid: 'g',
      formInstanceId: '7',
      formSubmissionError: 'BLOCKED_EMAIL',
      localizedVisitorErrorMessage: 'Đổi e-mail',
      localizedVisitorWarningMessage: 42,
      status: 400,
      script: '<x>',
    };
    expect(readFrameSubmitResult(data)).toEqual({
      accepted: false,
      formGuid: 'g',
      formInstanceId: '7',
      formSubmissionError: 'BLOCKED_EMAIL',
      localizedVisitorErrorMessage: 'Đổi e-mail',
      localizedVisitorWarningMessage: 42,
      status: 400,
    });
    expect(readFrameSubmitResult('{"accepted":true,"status":"OK"}')).toEqual({ accepted: true, status: 'OK' });
  });

  it('is no result without a boolean accepted', () => {
    expect(readFrameSubmitResult({ accepted: 'true' })).toBeUndefined();
    expect(readFrameSubmitResult({ formGuid: 'g' })).toBeUndefined();
    expect(readFrameSubmitResult('not json')).toBeUndefined();
  });
});

describe('isExpectedOrigin', () => {
  it('accepts the expected origin only, and never the opaque one', () => {
    expect(isExpectedOrigin('https://shop.vn', 'https://shop.vn')).toBe(true);
    expect(isExpectedOrigin('https://evil.example', 'https://shop.vn')).toBe(false);
    expect(isExpectedOrigin('http://shop.vn', 'https://shop.vn')).toBe(false);
    expect(isExpectedOrigin('null', 'null')).toBe(false);
    expect(isExpectedOrigin('null', 'https://shop.vn')).toBe(false);
  });
});
