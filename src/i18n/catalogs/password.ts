import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'password.strength': 'Độ mạnh mật khẩu',
  'password.strength.0': 'Rất yếu',
  'password.strength.1': 'Yếu',
  'password.strength.2': 'Yếu',
  'password.strength.3': 'Trung bình',
  'password.strength.4': 'Mạnh',
  'password.strength.5': 'Không khớp',
  'password.hint': 'Gợi ý: mật khẩu nên dài ít nhất 12 ký tự. Để mật khẩu mạnh hơn, hãy dùng chữ hoa và chữ thường, chữ số và ký tự đặc biệt như ! " ? $ % ^ & ).',
  'password.tooWeak': 'Vui lòng nhập mật khẩu mạnh hơn.',
  'password.show': 'Hiện mật khẩu',
  'password.hide': 'Ẩn mật khẩu',
};

/** The password strength meter and the show/hide toggle. */
export const password = {
  vi: strings,
  load: { en: () => import('./en/password') },
} satisfies Catalog;
