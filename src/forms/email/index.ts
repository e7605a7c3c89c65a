export {
  EMAIL_CHECK_DEBOUNCE,
  checkInfos,
  createEmailChecker,
  withEmailCheck,
  type EmailCheckUpdate,
  type EmailChecker,
  type EmailCheckerOptions,
  type EmailTransport,
} from './check';
