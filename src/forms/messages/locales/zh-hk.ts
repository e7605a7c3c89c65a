import type { Catalog } from '../en';
import zhTw from './zh-tw';

/** Chinese (Traditional, Hong Kong): Taiwan's strings where they read the same, Hong Kong usage where it differs (電郵, 按此, 擁有人). */
const zhHk: Catalog = {
  ...zhTw,
  invalidEmailFormat: '電郵地址格式不正確。',
  invalidEmail: '請輸入有效的電郵地址。',
  manuallyBlockedEmailDomain: '請輸入其他電郵地址。此表單不接受來自 {domain} 的地址。',
  forbiddenEmailDomain: '請輸入其他電郵地址。此表單不接受來自 {domain} 的地址。',
  resubscribeMessage: '您似乎已取消訂閱我們的電郵。按此，我們會向您發送一封電郵，讓您重新訂閱。',
  emailOptIn: '請查看您的電郵以重新訂閱。',
  BLOCKED_EMAIL: '請更改您的電郵地址以繼續。',
  MISSING_SCOPE: '無法從此頁面提交此表單。請聯絡網站擁有人。',
  FORM_TYPE_MISMATCH: '無法在此提交這類表單。請聯絡網站擁有人。',
  FORM_MISCONFIGURED: '此表單設定不正確，無法提交。請聯絡網站擁有人。',
  CAPTCHA_UNAVAILABLE: '垃圾訊息防護檢查無法使用，因此無法提交此表單。請稍後再試或聯絡網站擁有人。',
  cookieReset: '不是您？按此重設',
  phoneCountry: '國家/地區代碼',
};
export default zhHk;
