/** Submission-level messages of the forms API, in the form's language (the widget's catalogs, and what they lack). */
import { catalogFor } from './validate';

const OWN = {
  vi: {
    THANKS: 'Cảm ơn bạn đã gửi biểu mẫu.',
    SUBMISSION_PERIOD_ENDED: 'Biểu mẫu này đã hết thời gian nhận thông tin.',
  },
  en: {
    THANKS: 'Thanks for submitting the form.',
    SUBMISSION_PERIOD_ENDED: 'This form is no longer accepting submissions.',
  },
} as const;

export type FailureKey = 'THANKS' | 'SUBMISSION_PERIOD_ENDED' | 'TOO_MANY_REQUESTS' | 'RECAPTCHA_VALIDATION_ERROR';

/**
 * @example failureMessage('vi', 'TOO_MANY_REQUESTS') // 'Đã xảy ra sự cố khi gửi biểu mẫu. Vui lòng đợi vài giây rồi thử lại.'
 */
export function failureMessage(lang: string, key: FailureKey): string {
  if (key === 'THANKS' || key === 'SUBMISSION_PERIOD_ENDED') return OWN[lang.toLowerCase().startsWith('vi') ? 'vi' : 'en'][key];
  return catalogFor(lang)[key];
}
