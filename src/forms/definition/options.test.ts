import { describe, expect, it, vi } from 'vitest';
import { isEmbedError } from './errors';
import { normalizeFormId, validateEmbedOptions } from './options';

const GUID = 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf';
const valid = { portalId: '62515', formId: GUID };

/** The error `run` throws (it must throw). */
const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('normalizeFormId', () => {
  it.each([
    [GUID, GUID],
    ['{F7198C7B-8ECD-43BD-AB42-4D2F35F3C9CF}', GUID],
    ['f7198c7b8ecd43bdab424d2f35f3c9cf', GUID],
    ['{F7198C7B8ECD43BDAB424D2F35F3C9CF}', GUID],
    [` ${GUID} `, GUID],
  ])('accepts %s with optional braces and hyphens', (input, expected) => {
    expect(normalizeFormId(input)).toBe(expected);
  });

  it.each(['', 'not-a-guid', `{${GUID}`, `${GUID}0`, 'g7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf', 42, undefined])('rejects %j', (input) => {
    expect(normalizeFormId(input)).toBeUndefined();
  });
});

describe('validateEmbedOptions', () => {
  it('fills the spec defaults and normalises the ids', () => {
    const { options, warnings, errors } = validateEmbedOptions({ portalId: 62515, formId: '{F7198C7B8ECD43BDAB424D2F35F3C9CF}' });
    expect(options).toEqual({ portalId: '62515', formId: GUID, region: 'na1', env: 'prod', isMobileResponsive: true });
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the values given over the defaults', () => {
    const onFormReady = () => {};
    const { options } = validateEmbedOptions({ ...valid, region: 'eu1', env: 'qa', isMobileResponsive: false, target: '#f', onFormReady });
    expect(options).toMatchObject({ region: 'eu1', env: 'qa', isMobileResponsive: false, target: '#f', onFormReady });
  });

  it.each([{ portalId: '62a515' }, { portalId: '' }, { portalId: undefined }, { portalId: -1 }])(
    'throws INVALID_PORTAL_ID for a missing or non-digit portalId (%j)',
    (bad) => {
      const error = thrown(() => validateEmbedOptions({ ...valid, ...bad }));
      expect(isEmbedError(error) && error.code).toBe('INVALID_PORTAL_ID');
    },
  );

  it.each([{ formId: 'abc' }, { formId: undefined }])('throws INVALID_FORM_GUID for a missing or bad formId (%j)', (bad) => {
    const error = thrown(() => validateEmbedOptions({ ...valid, ...bad }));
    expect(isEmbedError(error) && error.code).toBe('INVALID_FORM_GUID');
  });

  it.each([{ isPreview: true }, { isBuilder: true }, { previewMode: true }])('records bad ids as errors instead of throwing in %j', (mode) => {
    const { errors, options } = validateEmbedOptions({ portalId: 'x', formId: 'y', ...mode });
    expect(errors).toHaveLength(2);
    expect(options.formId).toBe('y');
  });

  it('records an error, not a throw, when both inlineMessage and redirectUrl are set', () => {
    const { errors } = validateEmbedOptions({ ...valid, inlineMessage: 'Thanks', redirectUrl: 'https://x.test' });
    expect(errors).toEqual(['Set inlineMessage or redirectUrl, not both: the form will not submit']);
    expect(validateEmbedOptions({ ...valid, inlineMessage: 'Thanks' }).errors).toEqual([]);
  });

  it('warns about and drops unsupported keys, through the logger too', () => {
    const logger = { warn: vi.fn() };
    const { warnings, options } = validateEmbedOptions({ ...valid, color: 'red', css: '' }, logger);
    expect(warnings).toEqual(["Unsupported embed option 'color' is ignored", "Unsupported embed option 'css' is ignored"]);
    expect(logger.warn.mock.calls).toEqual(warnings.map((w) => [w]));
    expect(options).not.toHaveProperty('color');
  });

  it('only warns about getField and getFields', () => {
    const { warnings, errors } = validateEmbedOptions({ ...valid, getField: () => {}, getFields: () => {} });
    expect(warnings).toEqual(['getField is not supported and is ignored', 'getFields is not supported and is ignored']);
    expect(errors).toEqual([]);
  });

  it('accepts every spec option and callback without a warning', () => {
    const cb = () => {};
    const all = {
      ...valid,
      ...Object.fromEntries(
        'region env pageId target locale translations submitText inlineMessage cssClass errorClass errorMessageClass submitButtonClass style blockedDomains manuallyBlockedEmailDomain ignoreCurrentValues isEnterSubmitDisabled previewMode properties validationOptions isMobileResponsive useDraft embedDefinitionUrl formsBaseUrl deactivateSmartForm isBuilder isPreview isTestPage renderFrame isInsideFrame shellId'
          .split(' ')
          .map((k) => [k, k === 'env' ? 'qa' : k === 'region' ? 'eu1' : 'x']),
      ),
      ...Object.fromEntries(
        'onBeforeFormInit onBeforeValidationInit onReady onFormReady onFormFailedValidation onFormDefinitionFetchSuccess onFormDefinitionFetchError onBeforeFormSubmit onFormSubmit onFormSubmitted onAnalyticEvent onFormError onRenderError onPageChange getExtraMetaDataBeforeSubmit'
          .split(' ')
          .map((k) => [k, cb]),
      ),
    };
    expect(validateEmbedOptions(all).warnings).toEqual([]);
  });

  it('warns about a callback that is not a function and drops it', () => {
    const { warnings, options } = validateEmbedOptions({ ...valid, onFormSubmit: 'submitted()' });
    expect(warnings).toEqual(["Embed option 'onFormSubmit' should be a function"]);
    expect(options).not.toHaveProperty('onFormSubmit');
  });

  it('warns about an unknown env or region and uses the defaults', () => {
    const { warnings, options } = validateEmbedOptions({ ...valid, env: 'staging', region: { eu: 1 } });
    expect(warnings).toHaveLength(2);
    expect(options).toMatchObject({ env: 'prod', region: 'na1' });
  });
});
