/** Cookie name WooCommerce uses for a dismissed store notice; its value is `DISMISSED`. */
export const storeNoticeCookie = (noticeId: string): string => `store_notice${noticeId}`;

/** The cookie's value once the visitor has dismissed the notice. */
export const DISMISSED = 'hidden';
