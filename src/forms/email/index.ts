export {
  EMAIL_CHECK_DEBOUNCE,
  checkInfos,
  createEmailChecker,
  type EmailCheckUpdate,
  type EmailChecker,
  type EmailCheckerOptions,
  type EmailTransport,
} from './check';
