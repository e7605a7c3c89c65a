/**
 * The demo shop's own forms, in Vietnamese, as embed-v3 definitions of one made-up portal. The
 * contact form keeps the ids the contact page always had (demo/components/site.ts).
 */
import { CONTACT_FORM } from '../components/site';
import { dependent, embedV3, field, filter, group, option, options, type JsonObject } from './hubspot-shapes';

/** The demo portal (HubSpot's "hub id"): digits, as the embed requires. */
export const DEMO_PORTAL_ID = CONTACT_FORM.portalId;

/** Form ids (GUIDs) of the demo portal. */
export const DEMO_FORMS = {
  /** Contact / quote request: phone with dial codes, a dependent field, checkboxes. */
  contact: CONTACT_FORM.formId,
  /** Three pages of fields, legal consent, a file upload and the captcha. */
  shippingQuote: 'a3e5c7d9-1b2f-4a6c-8e0d-2f4b6d8a0c13',
  /** A feedback survey (object type 0-19), answered by a redirect. */
  feedback: 'c8d2e6f0-4a1b-4c3d-9e5f-7a9b1c3d5e71',
  /** A webinar sign-up whose submission period has ended. */
  closed: 'e1f3a5c7-9b0d-4e2f-8a4c-6e8a0c2e4f60',
  /**
   * A form of another embed version: no definition is served for it; the forms API refuses it
   * (OLDER_EMBED_REFUSAL) and the older embed script shows it (older-embed.js).
   */
  olderEmbed: 'b7d9f1a3-5c2e-4f6a-8b0d-3e5f7a9c1b24',
} as const;

/**
 * What HubSpot's forms API answers (HTTP 403) for a form its embed versions 2 and 3 cannot show, as
 * recorded publicly (tests/fixtures/hubspot/SOURCES.md); the embed then loads the older script.
 */
export const OLDER_EMBED_REFUSAL = 'You cannot fetch this type of form using this endpoint. Not an Embed version 2 or 3 form';

/** Where the feedback form sends the visitor (a page of the demo store). */
export const FEEDBACK_REDIRECT = '/forms/demo/thanks/';

const portalId = Number(DEMO_PORTAL_ID);
// Fixed, so the definitions (and their static copies) do not change from one start to the next.
const UPDATED_AT = Date.UTC(2025, 2, 14, 8, 30);

const email = (blocked: string[] = []) =>
  field({
    name: 'email',
    label: 'Email',
    fieldType: 'text',
    required: true,
    placeholder: 'ban@congty.vn',
    validation: { name: 'email', message: 'Please enter a valid email address', blockedEmailAddresses: blocked },
  });
const lastname = field({ name: 'lastname', label: 'Họ', fieldType: 'text', required: true, metaData: [['numColumns', '2']] });
const firstname = field({ name: 'firstname', label: 'Tên', fieldType: 'text', required: true, metaData: [['numColumns', '2']] });
const phone = (required: boolean) =>
  field({
    name: 'phone',
    label: 'Số điện thoại',
    fieldType: 'phonenumber',
    required,
    useCountryCodeSelect: true,
    // A Vietnamese shop's customers call from Vietnam: the dropdown starts there.
    extra: { countryCodeExtension: '+84' },
    validation: { data: '7:20:true' },
  });

const contact = embedV3({
  portalId,
  guid: DEMO_FORMS.contact,
  name: 'Liên hệ / Yêu cầu báo giá',
  lang: 'vi',
  submitText: 'Gửi yêu cầu',
  updatedAt: UPDATED_AT,
  inlineMessage: 'Cảm ơn bạn! Chúng tôi đã nhận được yêu cầu và sẽ gọi lại trong 30 phút làm việc.',
  groups: [
    group([lastname, firstname]),
    group([email(['mailinator.com'])]),
    group([phone(true)]),
    group([field({ name: 'company', label: 'Công ty', fieldType: 'text' })]),
    group([
      field({
        name: 'service_type',
        label: 'Dịch vụ cần báo giá',
        fieldType: 'select',
        type: 'enumeration',
        required: true,
        options: options([
          ['Vật tư đóng gói', 'vat_tu_dong_goi'],
          ['Giao hàng nội thành', 'giao_hang_noi_thanh'],
          ['Thuê xe tải', 'thue_xe_tai'],
          ['Khác', 'khac'],
        ]),
        dependents: [
          dependent(
            [filter('SET_ANY', { strValues: ['thue_xe_tai'] })],
            field({
              name: 'truck_size',
              label: 'Tải trọng xe',
              fieldType: 'select',
              type: 'enumeration',
              required: true,
              options: options([
                ['Xe 1,25 tấn', '1.25'],
                ['Xe 2,5 tấn', '2.5'],
                ['Xe 5 tấn', '5'],
                ['Xe container 20 feet', 'container_20'],
              ]),
            }),
          ),
        ],
      }),
    ]),
    group([
      field({
        name: 'services_interest',
        label: 'Dịch vụ quan tâm',
        fieldType: 'checkbox',
        type: 'enumeration',
        options: options([
          ['Vật tư đóng gói', 'vat_tu_dong_goi'],
          ['Kho bãi', 'kho_bai'],
          ['Vận chuyển liên tỉnh', 'van_chuyen_lien_tinh'],
        ]),
      }),
    ]),
    group([field({ name: 'message', label: 'Nội dung', fieldType: 'textarea', required: true })]),
    group([
      field({
        name: 'newsletter_opt_in',
        label: 'Nhận bản tin khuyến mãi qua email',
        fieldType: 'booleancheckbox',
        type: 'enumeration',
        // As HubSpot sends a boolean checkbox: both values as options, unordered.
        options: [option('Có', 'true', -1), option('Không', 'false', -1)],
      }),
    ]),
  ],
});

const provinces = options([
  ['TP. Hồ Chí Minh', 'ho_chi_minh'],
  ['Hà Nội', 'ha_noi'],
  ['Đà Nẵng', 'da_nang'],
  ['Hải Phòng', 'hai_phong'],
  ['Cần Thơ', 'can_tho'],
  ['Bình Dương', 'binh_duong'],
  ['Đồng Nai', 'dong_nai'],
]);

const shippingQuote = embedV3({
  portalId,
  guid: DEMO_FORMS.shippingQuote,
  name: 'Báo giá vận chuyển',
  lang: 'vi',
  submitText: 'Nhận báo giá',
  updatedAt: UPDATED_AT,
  captchaEnabled: true,
  inlineMessage: 'Đã nhận yêu cầu báo giá. Bảng giá chi tiết sẽ được gửi tới email của bạn trong ngày làm việc.',
  groups: [
    group([lastname, firstname], { pageNumber: 1, isPageBreak: false }),
    group([email()], { pageNumber: 1, isPageBreak: false }),
    group(
      [
        field({ name: 'origin_province', label: 'Nơi lấy hàng', fieldType: 'select', type: 'enumeration', required: true, options: provinces, metaData: [['numColumns', '2']] }),
        field({ name: 'destination_province', label: 'Nơi giao hàng', fieldType: 'select', type: 'enumeration', required: true, options: provinces, metaData: [['numColumns', '2']] }),
      ],
      { pageNumber: 1, isPageBreak: false },
    ),
    group(
      [
        field({
          name: 'cargo_weight',
          label: 'Khối lượng hàng (kg)',
          fieldType: 'number',
          type: 'number',
          required: true,
          description: 'Từ 1 đến 5000 kg; trên 5 tấn xin gọi hotline.',
          validation: { data: '1:5000:true' },
        }),
      ],
      { pageNumber: 2, isPageBreak: true },
      '<p>Thông tin lô hàng</p>',
    ),
    group(
      [
        field({
          name: 'pickup_date',
          label: 'Ngày lấy hàng',
          fieldType: 'date',
          type: 'date',
          required: true,
          metaData: [
            ['format', 'DD/MM/YYYY'],
            ['separator', '/'],
          ],
        }),
      ],
      { pageNumber: 2, isPageBreak: false },
    ),
    group(
      [
        field({
          name: 'packing_list',
          label: 'Danh sách hàng hoá (packing list)',
          fieldType: 'file',
          description: 'Tệp PDF, Excel hoặc ảnh, tối đa 100MB.',
        }),
      ],
      { pageNumber: 3, isPageBreak: true },
    ),
    group([field({ name: 'shipping_notes', label: 'Ghi chú cho tài xế', fieldType: 'textarea' })], { pageNumber: 3, isPageBreak: false }),
  ],
  legalConsentOptions: {
    communicationConsentText: 'Giao Vận Sài Gòn muốn gửi cho bạn bảng giá và ưu đãi vận chuyển.',
    communicationConsentCheckboxes: [{ communicationTypeId: 4521011, label: 'Tôi đồng ý nhận email về bảng giá và ưu đãi.', required: false }],
    privacyPolicyText: 'Bạn có thể hủy nhận email bất cứ lúc nào. Xem chính sách bảo mật của chúng tôi.',
    processingConsentText: 'Để báo giá, chúng tôi cần lưu và xử lý thông tin bạn gửi.',
    processingConsentType: 'REQUIRED_CHECKBOX',
    processingConsentCheckboxLabel: 'Tôi đồng ý để Giao Vận Sài Gòn lưu và xử lý thông tin của tôi.',
    isLegitimateInterest: false,
    legitimateInterestSubscriptionTypes: [],
  },
});

const rating = ['1', '2', '3', '4', '5'] as const;
const followUp = (name: string, label: string, when: string[]) =>
  dependent(
    [filter('SET_ANY', { strValues: when })],
    field({ name, label, fieldType: 'textarea', objectTypeId: '0-19' }),
  );

const feedback = embedV3({
  portalId,
  guid: DEMO_FORMS.feedback,
  name: 'Khảo sát mức độ hài lòng',
  lang: 'vi',
  submitText: 'Gửi đánh giá',
  updatedAt: UPDATED_AT,
  redirectUrl: FEEDBACK_REDIRECT,
  groups: [
    group([
      field({
        name: 'hs_rating',
        label: 'Bạn hài lòng với lần giao hàng gần nhất ở mức nào?',
        fieldType: 'radio',
        type: 'enumeration',
        required: true,
        objectTypeId: '0-19',
        options: options(rating.map((n) => [`${n} sao`, n] as const)),
        dependents: [
          followUp('hs_feedback_negative_follow_up', 'Chúng tôi cần cải thiện điều gì?', ['1', '2']),
          followUp('hs_feedback_neutral_follow_up', 'Điều gì sẽ giúp bạn hài lòng hơn?', ['3']),
          followUp('hs_feedback_positive_follow_up', 'Bạn thích nhất điều gì?', ['4', '5']),
        ],
      }),
    ]),
    group([email()]),
  ],
});

const closed = embedV3({
  portalId,
  guid: DEMO_FORMS.closed,
  name: 'Đăng ký hội thảo Logistics mùa Tết 2025',
  lang: 'vi',
  submitText: 'Đăng ký',
  updatedAt: UPDATED_AT,
  inlineMessage: 'Cảm ơn bạn đã đăng ký.',
  groups: [group([lastname, firstname]), group([email()])],
});

/**
 * The demo forms' definitions by id. The closed form's submission period ended on
 * `closedAt`: its definition and submissions answer SUBMISSION_PERIOD_ENDED (its draft still
 * loads, as a form builder's preview would).
 */
export const DEMO_DEFINITIONS: ReadonlyArray<{ definition: JsonObject; closedAt?: number }> = [
  { definition: contact },
  { definition: shippingQuote },
  { definition: feedback },
  { definition: closed, closedAt: Date.UTC(2025, 0, 20) },
];
