/**
 * Legal consent (GDPR) checkboxes, their validation and the `legalConsentOptions` payload of a
 * submission. Checkbox ids follow HubSpot's input names (`LEGAL_CONSENT.subscription_type_{id}`,
 * `LEGAL_CONSENT.processing`) so they can sit beside field ids in one errors record.
 */
import type { FieldError, LegalConsentOptions } from '../types';

export interface ConsentBox {
  id: string;
  label: string;
  required: boolean;
  /** Set on communication checkboxes; absent on the processing one. */
  communicationTypeId?: string;
}

/** Checkbox id → checked. */
export type ConsentValues = Record<string, boolean | undefined>;

export type LegalConsentPayload =
  | {
      consent: {
        consentToProcess: boolean;
        text: string;
        communications: { value: boolean; subscriptionTypeId: number | string; text: string }[];
      };
    }
  | { legitimateInterest: { value: true; subscriptionTypeId: number | string; legalBasis: string; text: string } };

const PROCESSING = 'LEGAL_CONSENT.processing';
const TYPE = 'LEGAL_CONSENT.subscription_type_';
const checkbox = (o: LegalConsentOptions) => o.processingConsentType === 'REQUIRED_CHECKBOX';
// HubSpot's subscription type ids are numbers; anything else is kept as sent.
const typeId = (id = '') => Number(id) || id;

/**
 * The checkboxes to render: one per communication type, each with its own `required`, plus a
 * required processing checkbox for `REQUIRED_CHECKBOX`. Legitimate interest adds none.
 * @example consentCheckboxes(options).map((b) => b.id) // ['LEGAL_CONSENT.subscription_type_42']
 */
export function consentCheckboxes(o?: LegalConsentOptions): ConsentBox[] {
  if (!o || o.isLegitimateInterest) return [];
  const boxes: ConsentBox[] = o.communicationConsentCheckboxes.map((c) => ({
    id: TYPE + c.communicationTypeId,
    label: c.label,
    required: c.required,
    communicationTypeId: c.communicationTypeId,
  }));
  if (checkbox(o)) boxes.push({ id: PROCESSING, label: o.processingConsentCheckboxLabel ?? '', required: true });
  return boxes;
}

/**
 * Errors by checkbox id: `required` for each required box left unchecked; boxes without errors are
 * left out (as `validateFields` leaves out valid fields).
 * @example validateConsent(options, {}) // { 'LEGAL_CONSENT.processing': [{ key: 'required' }] }
 */
export const validateConsent = (o: LegalConsentOptions | undefined, values: ConsentValues): Record<string, FieldError[]> =>
  Object.fromEntries(consentCheckboxes(o).filter((b) => b.required && !values[b.id]).map((b) => [b.id, [{ key: 'required' }]]));

/**
 * The `legalConsentOptions` object HubSpot's submission expects, or undefined without consent.
 * Implicit processing consent (no checkbox) is given by submitting.
 * @example consentPayload(options, { 'LEGAL_CONSENT.subscription_type_42': true })
 * // { consent: { consentToProcess: true, text: '…', communications: [{ value: true, subscriptionTypeId: 42, text: '…' }] } }
 */
export function consentPayload(o: LegalConsentOptions | undefined, values: ConsentValues): LegalConsentPayload | undefined {
  if (!o) return undefined;
  if (o.isLegitimateInterest)
    return {
      legitimateInterest: {
        value: true,
        subscriptionTypeId: typeId(o.legitimateInterestSubscriptionTypes?.[0]),
        legalBasis: o.legitimateInterestLegalBasis ?? '',
        text: o.privacyPolicyText ?? o.processingConsentText ?? '',
      },
    };
  return {
    consent: {
      consentToProcess: checkbox(o) ? !!values[PROCESSING] : true,
      text: (checkbox(o) && o.processingConsentCheckboxLabel) || o.processingConsentText || '',
      communications: o.communicationConsentCheckboxes.map((c) => ({
        value: !!values[TYPE + c.communicationTypeId],
        subscriptionTypeId: typeId(c.communicationTypeId),
        text: c.label,
      })),
    },
  };
}
