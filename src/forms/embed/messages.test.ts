import { describe, expect, it } from 'vitest';
import { heightMessage, isExpectedOrigin, readBrandingHeight, readFrameSubmitResult, readHeightMessage } from './messages';

describe('readHeightMessage', () => {
  it('reads the height of a message for this shell, clamped', () => {
    expect(readHeightMessage(heightMessage(412, 's1'), 's1')).toBe(412);
    expect(readHeightMessage(heightMessage(4000, 's1'), 's1')).toBe(1000);
    expect(readHeightMessage(heightMessage(10, 's1'), 's1')).toBe(200);
    expect(readHeightMessage(JSON.stringify(heightMessage(300, 's1')), 's1')).toBe(300);
    expect(readHeightMessage({ ...heightMessage(0, 's1'), height: '350' }, 's1')).toBe(350);
  });

  it('ignores another shell’s message, other types and unreadable heights', () => {
    expect(readHeightMessage(heightMessage(412, 's2'), 's1')).toBeUndefined();
    expect(readHeightMessage({ type: 'other', height: 412, shellId: 's1' }, 's1')).toBeUndefined();
    expect(readHeightMessage({ ...heightMessage(0, 's1'), height: '350px' }, 's1')).toBeUndefined();
    expect(readHeightMessage({ ...heightMessage(0, 's1'), height: null }, 's1')).toBeUndefined();
    for (const junk of [null, undefined, 42, 'nope', '{', []]) expect(readHeightMessage(junk, 's1')).toBeUndefined();
  });
});

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
