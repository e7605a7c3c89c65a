// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readResponse } from '../../src/forms/submit/index';
import { submitThroughFrame } from './frame-fallback';
import { postIntoFrame } from './shell/frame-submit';

vi.mock('./shell/frame-submit', () => ({ postIntoFrame: vi.fn() }));

const SUBMIT_URL = 'https://forms.example.vn/submissions/v3/public/submit/formsnext/multipart/48201937/6f1c2a4e-0000-4000-8000-000000000001';

afterEach(() => vi.mocked(postIntoFrame).mockReset());

describe('submitThroughFrame', () => {
  it('hands on the forms host’s verdict, since its message names no conversion for the body to prove it', async () => {
    vi.mocked(postIntoFrame).mockResolvedValue({ accepted: true, formInstanceId: 'i1', status: 200 });
    const result = await submitThroughFrame(SUBMIT_URL, new FormData(), document);
    expect(result).toEqual({ status: 200, text: '{"formInstanceId":"i1"}', accepted: true });
    // Its text alone would not pass for the API's success answer: the verdict is what decides.
    expect(readResponse(result.status, result.text).ok).toBe(false);
  });

  it('says a refusal with its status', async () => {
    vi.mocked(postIntoFrame).mockResolvedValue({ accepted: false, formSubmissionError: 'TOO_MANY_REQUESTS', status: 429 });
    await expect(submitThroughFrame(SUBMIT_URL, new FormData(), document)).resolves.toEqual({ status: 429, text: '{"formSubmissionError":"TOO_MANY_REQUESTS"}', accepted: false });
  });
});
