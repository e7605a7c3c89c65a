/** Cookie name WooCommerce uses for a dismissed store notice; its value is `hidden`. */
export const storeNoticeCookie = (noticeId: string): string => `store_notice${noticeId}`;
