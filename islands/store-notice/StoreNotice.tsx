import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { storeNotice as strings } from '../../src/i18n/catalogs/store-notice';
import { setSessionCookie } from '../../src/dom/cookies';
import { DISMISSED, storeNoticeCookie } from '../../src/store-notice/store-notice';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { attributesOf, KeptContent, readKept, reactIsland, type Kept } from '../react-island';
import { focusMain } from './focus';
import type { StoreNoticeProps } from './types';

type Attributes = Record<string, string>;

interface NoticeProps {
  noticeId: string;
  /** The mount point's content around the notice (its props script), kept as printed. */
  before: Kept[];
  after: Kept[];
  /** The notice's `p` and its dismiss link, with their attributes (`attributesOf`), and its text. */
  notice: Attributes;
  text: string;
  link: Attributes;
}

/**
 * The mount point's notice as the server printed it (`p.woocommerce-store-notice`: the text, then
 * its no-JavaScript dismiss link), or undefined when it is not in that shape (nothing to adopt).
 */
function readNotice(element: HTMLElement, { noticeId }: StoreNoticeProps): NoticeProps | undefined {
  const notice = element.querySelector<HTMLElement>(':scope > p.woocommerce-store-notice');
  const link = notice?.querySelector<HTMLAnchorElement>(':scope > a.woocommerce-store-notice__dismiss-link');
  if (!notice || !link || notice.childNodes.length !== 2 || notice.firstChild?.nodeType !== Node.TEXT_NODE) return undefined;
  const nodes = Array.from(element.childNodes);
  const at = nodes.indexOf(notice);
  return { noticeId, before: readKept(nodes.slice(0, at)), after: readKept(nodes.slice(at + 1)), notice: attributesOf(notice), text: notice.firstChild.textContent ?? '', link: attributesOf(link) };
}

/**
 * The store notice of the theme's mount point, hydrated as the server printed it: its text, and
 * its link that dismisses it without JavaScript, which becomes a button (named so, Space works as
 * on one): dismissing sets WooCommerce's session cookie (`store_notice<id>`), so the notice stays
 * hidden on the next page, removes it and takes focus to the content. The link keeps its node,
 * its place and its focus: nothing moves when the notice comes to life.
 */
export function StoreNotice({ noticeId, before, after, notice, text, link }: NoticeProps) {
  const { t } = useStore($i18n);
  const [shown, setShown] = useState(true);
  // The first render is the server's markup, for hydration to adopt; the roles come with the next.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const close = (event: MouseEvent | KeyboardEvent): void => {
    event.preventDefault();
    setSessionCookie(storeNoticeCookie(noticeId), DISMISSED);
    setShown(false);
    focusMain();
  };
  const roles = live && { role: notice['role'] ?? 'region', 'aria-label': notice['aria-label'] ?? t('storeNotice.label') };
  return (
    <>
      <KeptContent kept={before} />
      {shown && (
        <p {...notice} {...roles}>
          {text}
          <a {...link} {...(live && { role: 'button' })} onClick={close} onKeyDown={(event: KeyboardEvent) => event.key === ' ' && close(event)}>
            {t('storeNotice.dismiss')}
          </a>
        </p>
      )}
      <KeptContent kept={after} />
    </>
  );
}

export default reactIsland(StoreNotice, [strings], readNotice);
