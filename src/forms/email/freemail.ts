/**
 * The free-mail domain list (~14k domains, ~77 KB gzip) loads on demand: only forms whose e-mail
 * field uses the default block list pay for it, and only once.
 */
let loading: Promise<(domain: string) => boolean> | undefined;

/**
 * A predicate over the `free-email-domains` list, loaded once (a failed load is retried next call).
 *
 * @example const isFreeMail = await loadFreeMailDomains(); isFreeMail('gmail.com') // true
 */
export function loadFreeMailDomains(): Promise<(domain: string) => boolean> {
  loading ??= import('free-email-domains/domains.json').then(
    ({ default: domains }) => {
      const set = new Set(domains);
      return (domain: string) => set.has(domain.trim().toLowerCase());
    },
    (reason: unknown) => {
      loading = undefined;
      throw reason;
    },
  );
  return loading;
}
