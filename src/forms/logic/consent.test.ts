import { describe, expect, it } from 'vitest';
import type { LegalConsentOptions } from '../types';
import { consentCheckboxes, consentPayload, validateConsent } from './consent';

const MARKETING = 'LEGAL_CONSENT.subscription_type_42';
const NEWS = 'LEGAL_CONSENT.subscription_type_77';
const PROCESSING = 'LEGAL_CONSENT.processing';

const base: LegalConsentOptions = {
  communicationConsentText: 'We would like to contact you.',
  processingConsentText: 'We store your data to answer you.',
  privacyPolicyText: 'See our privacy policy.',
  communicationConsentCheckboxes: [
    { communicationTypeId: '42', label: 'I want marketing e-mails', required: true },
    { communicationTypeId: '77', label: 'I want the newsletter', required: false },
  ],
  isLegitimateInterest: false,
};
const withCheckbox: LegalConsentOptions = {
  ...base,
  processingConsentType: 'REQUIRED_CHECKBOX',
  processingConsentCheckboxLabel: 'I agree to the storage of my data',
};
const legitimate: LegalConsentOptions = {
  ...base,
  isLegitimateInterest: true,
  legitimateInterestSubscriptionTypes: ['42'],
  legitimateInterestLegalBasis: 'LEGITIMATE_INTEREST_PQL',
};

describe('consent checkboxes', () => {
  it('gives one checkbox per communication type, each with its own required flag', () => {
    expect(consentCheckboxes(base)).toEqual([
      { id: MARKETING, label: 'I want marketing e-mails', required: true, communicationTypeId: '42' },
      { id: NEWS, label: 'I want the newsletter', required: false, communicationTypeId: '77' },
    ]);
  });

  it('adds a required processing checkbox for REQUIRED_CHECKBOX', () => {
    expect(consentCheckboxes(withCheckbox).at(-1)).toEqual({
      id: PROCESSING,
      label: 'I agree to the storage of my data',
      required: true,
    });
  });

  it('adds nothing under legitimate interest or without options', () => {
    expect(consentCheckboxes(legitimate)).toEqual([]);
    expect(consentCheckboxes(undefined)).toEqual([]);
  });
});

describe('consent validation', () => {
  it('flags a required communication checkbox left unchecked, and not an optional one', () => {
    expect(validateConsent(base, {})).toEqual({ [MARKETING]: [{ key: 'required' }] });
  });

  it('passes once the required checkbox is checked', () => {
    expect(validateConsent(base, { [MARKETING]: true })).toEqual({});
  });

  it('requires the processing checkbox under REQUIRED_CHECKBOX', () => {
    expect(validateConsent(withCheckbox, { [MARKETING]: true })[PROCESSING]).toEqual([{ key: 'required' }]);
    expect(validateConsent(withCheckbox, { [MARKETING]: true, [PROCESSING]: true })).toEqual({});
  });

  it('has nothing to validate under legitimate interest', () => {
    expect(validateConsent(legitimate, {})).toEqual({});
  });
});

describe('consent payload', () => {
  it('sends implicit processing consent and each communication choice', () => {
    expect(consentPayload(base, { [MARKETING]: true })).toEqual({
      consent: {
        consentToProcess: true,
        text: 'We store your data to answer you.',
        communications: [
          { value: true, subscriptionTypeId: 42, text: 'I want marketing e-mails' },
          { value: false, subscriptionTypeId: 77, text: 'I want the newsletter' },
        ],
      },
    });
  });

  it('sends the processing checkbox value and label under REQUIRED_CHECKBOX', () => {
    const p = consentPayload(withCheckbox, {});
    expect(p).toMatchObject({ consent: { consentToProcess: false, text: 'I agree to the storage of my data' } });
    expect(p && 'consent' in p && p.consent.communications).toHaveLength(2);
  });

  it('sends a legitimateInterest object instead of consent', () => {
    expect(consentPayload(legitimate, {})).toEqual({
      legitimateInterest: {
        value: true,
        subscriptionTypeId: 42,
        legalBasis: 'LEGITIMATE_INTEREST_PQL',
        text: 'See our privacy policy.',
      },
    });
  });

  it('sends nothing without consent options', () => {
    expect(consentPayload(undefined, {})).toBeUndefined();
  });

  it('survives a JSON round trip unchanged', () => {
    const p = consentPayload(withCheckbox, { [PROCESSING]: true, [NEWS]: true });
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});
