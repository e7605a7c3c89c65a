import { describe, expect, it } from 'vitest';
import { loadFreeMailDomains } from './freemail';

describe('loadFreeMailDomains', () => {
  it('loads the free-mail list once and recognises its domains case-insensitively', async () => {
    const first = loadFreeMailDomains();
    expect(loadFreeMailDomains()).toBe(first);
    const isFreeMail = await first;
    expect(isFreeMail('gmail.com')).toBe(true);
    expect(isFreeMail(' Yahoo.com ')).toBe(true);
    expect(isFreeMail('hubspot.com')).toBe(false);
  });
});
