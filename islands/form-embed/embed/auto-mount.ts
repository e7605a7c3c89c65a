/**
 * Auto-mount (issue 8 "Embed API"): HubSpot's newer snippet is a script tag plus containers
 * `<div class="hs-form-frame" data-region="na1" data-portal-id="…" data-form-id="…">`, each of
 * which becomes a form by itself, also when a single-page app adds it later.
 */
import { normalizeFormId } from '../../../src/forms/definition/form-id';
import type { FormsEnv } from '../../../src/forms/definition/url';

export const EMBED_CONTAINER_SELECTOR = '.hs-form-frame[data-portal-id][data-form-id]';

export interface EmbedContainer {
  element: HTMLElement;
  /** All digits. */
  portalId: string;
  /** Canonical: hyphenated, lower case. */
  formId: string;
  /** The hublet (`data-region`, e.g. `eu1`), when the snippet names one. */
  region?: string;
  /** `data-env` (`qa` for HubSpot's QA hosts), when set. */
  env?: FormsEnv;
}

type Warn = { warn(...args: unknown[]): void };

/**
 * The container's ids and host, checked as `hbspt.forms.create` checks them (spec §5: portalId
 * all digits, formId a GUID with optional braces and hyphens); undefined, with a warning, for a
 * container that cannot mount. A malformed region or env is dropped with a warning.
 *
 * @example readEmbedContainer(div) // { element: div, portalId: '62515', formId: 'f7198c7b-…', region: 'na1' }
 */
export function readEmbedContainer(element: HTMLElement, logger: Warn = console): EmbedContainer | undefined {
  const portalId = (element.dataset.portalId ?? '').trim();
  const formId = normalizeFormId(element.dataset.formId);
  if (!/^\d+$/.test(portalId) || !formId) {
    logger.warn(`[forms] .hs-form-frame needs a numeric data-portal-id and a GUID data-form-id; not mounted`, element);
    return undefined;
  }
  const container: EmbedContainer = { element, portalId, formId };
  const region = element.dataset.region?.trim();
  if (region && /^[a-z]+\d*$/.test(region)) container.region = region;
  else if (region) logger.warn(`[forms] data-region must look like 'na1'; using the default`, element);
  const env = element.dataset.env?.trim();
  if (env === 'prod' || env === 'qa') container.env = env;
  else if (env) logger.warn(`[forms] data-env must be 'prod' or 'qa'; using 'prod'`, element);
  return container;
}

/** The containers in `root`, itself included, that can mount. */
export function findEmbedContainers(root: ParentNode, logger: Warn = console): EmbedContainer[] {
  const elements = [...root.querySelectorAll<HTMLElement>(EMBED_CONTAINER_SELECTOR)];
  if (root instanceof Element && root.matches(EMBED_CONTAINER_SELECTOR)) elements.unshift(root as HTMLElement);
  return elements.flatMap((element) => readEmbedContainer(element, logger) ?? []);
}

/** Mounts a form into its container; what it returns, if a function, unmounts it. */
export type MountContainer = (container: EmbedContainer) => void | (() => void);

/**
 * Mounts every container in `root` now and each one added later (MutationObserver), one mount per
 * container at a time: a container taken out of the page is unmounted, and mounts again if it
 * comes back (single-page navigation). A mount that throws is logged and not remembered, so the
 * container may mount when it is added again. Returns the disposer, which unmounts them all.
 *
 * @example const stop = watchEmbedContainers(document, (c) => mountForm(c.element, c));
 */
export function watchEmbedContainers(
  root: ParentNode & Node,
  mount: MountContainer,
  logger: Warn & { error(...args: unknown[]): void } = console,
): () => void {
  const mounted = new Map<HTMLElement, (() => void) | undefined>();
  const unmount = (element: HTMLElement) => {
    const dispose = mounted.get(element);
    mounted.delete(element);
    try {
      dispose?.();
    } catch (error) {
      logger.error('[forms] unmounting a form threw', error);
    }
  };
  const scan = (node: ParentNode) => {
    for (const container of findEmbedContainers(node, logger)) {
      if (mounted.has(container.element)) continue;
      // Claimed before mounting, so a mount that adds nodes (and so mutations) cannot mount it twice.
      mounted.set(container.element, undefined);
      try {
        const dispose = mount(container);
        if (typeof dispose === 'function') mounted.set(container.element, dispose);
      } catch (error) {
        mounted.delete(container.element);
        logger.error('[forms] mounting a form threw', error);
      }
    }
  };

  scan(root);
  const observer = new (root.ownerDocument ?? (root as Document)).defaultView!.MutationObserver((records) => {
    // Removals first: a container moved within one batch is still in the page and stays mounted.
    for (const element of [...mounted.keys()]) if (!element.isConnected || !root.contains(element)) unmount(element);
    // An element added and taken out again within the batch is not mounted.
    for (const record of records) for (const node of record.addedNodes) if (node.nodeType === 1 && node.isConnected) scan(node as Element);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    [...mounted.keys()].forEach(unmount);
  };
}
