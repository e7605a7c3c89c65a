import type { Catalog } from '../en';

/**
 * Vietnamese, the shop's home market: complete, same keys as `en` (checked by type). Loaded on
 * demand like every language but English, which keeps the engine within its budget.
 */
export const vi: Catalog = {
  required: 'Vui lòng điền trường bắt buộc này.',
  missingSelect: 'Vui lòng chọn một mục trong danh sách.',
  missingOptionSelection: 'Vui lòng chọn ít nhất một mục.',
  invalidEmailFormat: 'Email phải đúng định dạng.',
  invalidEmail: 'Vui lòng nhập địa chỉ email hợp lệ.',
  manuallyBlockedEmailDomain: 'Vui lòng nhập địa chỉ email khác. Biểu mẫu này không nhận địa chỉ thuộc {domain}.',
  forbiddenEmailDomain: 'Vui lòng nhập địa chỉ email khác. Biểu mẫu này không nhận địa chỉ thuộc {domain}.',
  invalidNumber: 'Vui lòng nhập số hợp lệ.',
  invalidNumberRangeTooLarge: 'Vui lòng nhập số nhỏ hơn hoặc bằng {max}.',
  invalidNumberRangeTooSmall: 'Vui lòng nhập số lớn hơn hoặc bằng {min}.',
  phoneInvalidCharacters: 'Số điện thoại hợp lệ chỉ gồm chữ số, +()-. hoặc x',
  numberOutOfRange: 'Số bạn nhập nằm ngoài khoảng cho phép.',
  minNumber: 'lớn hơn hoặc bằng {min}',
  maxNumber: 'nhỏ hơn hoặc bằng {max}',
  invalidDate: 'Vui lòng nhập ngày hợp lệ.',
  fileTooLarge: 'Tệp đã chọn quá lớn. Dung lượng tối đa là 100MB.',
  inputTooLarge: 'Vui lòng nhập ít hơn {length} ký tự.',
  serverError: 'Trường này có lỗi. Vui lòng kiểm tra và thử lại.',
  emailSuggestion: 'Có phải ý bạn là {email}?',
  resubscribeMessage: 'Có vẻ bạn đã hủy nhận email. Bấm vào đây để nhận email và đăng ký lại.',
  emailOptIn: 'Vui lòng kiểm tra email để đăng ký nhận lại.',
  MISSING_REQUIRED_FIELDS: 'Vui lòng điền tất cả các trường bắt buộc.',
  BLOCKED_EMAIL: 'Vui lòng đổi địa chỉ email để tiếp tục.',
  TOO_MANY_REQUESTS: 'Đã xảy ra sự cố khi gửi biểu mẫu. Vui lòng đợi vài giây rồi thử lại.',
  SERVER_ERROR: 'Rất tiếc, đã có lỗi và biểu mẫu chưa được gửi. Vui lòng thử lại sau.',
  RECAPTCHA_VALIDATION_ERROR: 'Xác minh captcha không thành công. Vui lòng thử lại.',
  OUT_OF_DATE: 'Biểu mẫu đã thay đổi từ khi trang được tải. Vui lòng tải lại trang rồi thử lại.',
  SUBMISSION_NOT_ALLOWED: 'Biểu mẫu này hiện không nhận thông tin gửi.',
  FORM_NOT_PUBLISHED: 'Biểu mẫu này chưa được xuất bản.',
  FORM_NEVER_EXISTED: 'Biểu mẫu này không tồn tại.',
  MISSING_SCOPE: 'Không thể gửi biểu mẫu này từ trang này. Vui lòng liên hệ chủ trang.',
  FORM_TYPE_MISMATCH: 'Không thể gửi loại biểu mẫu này tại đây. Vui lòng liên hệ chủ trang.',
  FILE_TOO_LARGE: 'Có tệp quá lớn. Dung lượng tối đa là 100MB.',
  summaryComplete: "Vui lòng điền '{label}' ở {link}",
  summaryFix: "Vui lòng sửa '{label}' ở {link}",
  step: 'Bước {pageNumber}',
  next: 'Tiếp',
  previous: 'Quay lại',
  pageOf: '{{currentPage}} / {{numberOfPages}}',
  submit: 'Gửi',
  selectPlaceholder: 'Vui lòng chọn',
  submitting: 'Đang gửi biểu mẫu',
  cookieReset: 'Không phải bạn? Bấm vào đây để đặt lại',
};

export default vi;
