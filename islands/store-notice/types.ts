export type { StoreNoticeProps } from '../../src/runtime/contract';
