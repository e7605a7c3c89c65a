// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findEmbedContainers, readEmbedContainer, watchEmbedContainers, type EmbedContainer } from './auto-mount';

const GUID = 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf';
const snippet = (attrs = `data-portal-id="62515" data-form-id="${GUID}"`) => {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = `<div class="hs-form-frame" ${attrs}></div>`;
  return wrapper.firstElementChild as HTMLElement;
};
const quiet = () => ({ warn: vi.fn(), error: vi.fn() });
/** MutationObserver callbacks run as a microtask. */
const mutationsDone = () => new Promise((r) => setTimeout(r, 0));

describe('readEmbedContainer', () => {
  it('reads HubSpot’s snippet container: portal, form (canonical), region', () => {
    const el = snippet(`data-region="eu1" data-portal-id=" 62515 " data-form-id="{F7198C7B8ECD43BDAB424D2F35F3C9CF}"`);
    expect(readEmbedContainer(el, quiet())).toEqual({ element: el, portalId: '62515', formId: GUID, region: 'eu1' });
    expect(readEmbedContainer(snippet(`data-env="qa" data-portal-id="1" data-form-id="${GUID}"`), quiet())).toMatchObject({ env: 'qa' });
  });

  it.each([
    ['a portal id that is not all digits', `data-portal-id="62515a" data-form-id="${GUID}"`],
    ['an empty portal id', `data-portal-id="" data-form-id="${GUID}"`],
    ['a form id that is no GUID', `data-portal-id="62515" data-form-id="contact-form"`],
    ['a lone brace', `data-portal-id="62515" data-form-id="{${GUID}"`],
  ])('refuses %s, with a warning', (_, attrs) => {
    const logger = quiet();
    expect(readEmbedContainer(snippet(attrs), logger)).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('drops a malformed region or env, with a warning', () => {
    const logger = quiet();
    const c = readEmbedContainer(snippet(`data-region="EU 1" data-env="staging" data-portal-id="1" data-form-id="${GUID}"`), logger);
    expect(c).toEqual({ element: expect.any(HTMLElement), portalId: '1', formId: GUID });
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});

describe('findEmbedContainers', () => {
  it('finds the valid containers in document order, the root included', () => {
    const root = document.createElement('main');
    const a = snippet();
    const bad = snippet(`data-portal-id="x" data-form-id="${GUID}"`);
    const b = snippet(`data-portal-id="7" data-form-id="${GUID}"`);
    const other = document.createElement('div');
    other.className = 'hs-form-frame';
    root.append(a, bad, other, b);
    expect(findEmbedContainers(root, quiet()).map((c) => c.element)).toEqual([a, b]);
    expect(findEmbedContainers(a, quiet()).map((c) => c.element)).toEqual([a]);
  });
});

describe('watchEmbedContainers', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  const watch = () => {
    const mounts: EmbedContainer[] = [];
    const unmounts: HTMLElement[] = [];
    const stop = watchEmbedContainers(
      document.body,
      (c) => {
        mounts.push(c);
        return () => unmounts.push(c.element);
      },
      quiet(),
    );
    stops.push(stop);
    return { mounts, unmounts, stop };
  };

  it('mounts the containers already there, and each one added later, once', async () => {
    const first = document.body.appendChild(snippet());
    const { mounts } = watch();
    expect(mounts.map((c) => c.element)).toEqual([first]);
    const section = document.createElement('section');
    const second = section.appendChild(snippet());
    document.body.append(section);
    await mutationsDone();
    second.append(document.createElement('form'));
    document.body.append(document.createElement('p'));
    await mutationsDone();
    expect(mounts.map((c) => c.element)).toEqual([first, second]);
  });

  it('unmounts a container taken out, and mounts it again when it comes back', async () => {
    const el = document.body.appendChild(snippet());
    const { mounts, unmounts } = watch();
    el.remove();
    await mutationsDone();
    expect(unmounts).toEqual([el]);
    document.body.append(el);
    await mutationsDone();
    expect(mounts.map((c) => c.element)).toEqual([el, el]);
    expect(unmounts).toEqual([el]);
  });

  it('keeps a container moved within one batch mounted, without mounting it twice', async () => {
    const el = document.body.appendChild(snippet());
    const { mounts, unmounts } = watch();
    const aside = document.body.appendChild(document.createElement('aside'));
    aside.append(el);
    await mutationsDone();
    expect(mounts).toHaveLength(1);
    expect(unmounts).toEqual([]);
  });

  it('does not mount a container added and removed within one batch', async () => {
    const { mounts } = watch();
    const el = document.body.appendChild(snippet());
    el.remove();
    await mutationsDone();
    expect(mounts).toEqual([]);
  });

  it('logs a mount that throws and lets the container try again when re-added', async () => {
    const el = document.body.appendChild(snippet());
    const logger = quiet();
    const mount = vi.fn().mockImplementationOnce(() => {
      throw new Error('boom');
    });
    stops.push(watchEmbedContainers(document.body, mount, logger));
    expect(logger.error).toHaveBeenCalledOnce();
    el.remove();
    await mutationsDone();
    document.body.append(el);
    await mutationsDone();
    expect(mount).toHaveBeenCalledTimes(2);
  });

  it('unmounts everything and stops watching when disposed', async () => {
    const el = document.body.appendChild(snippet());
    const { mounts, unmounts, stop } = watch();
    stop();
    expect(unmounts).toEqual([el]);
    document.body.append(snippet());
    await mutationsDone();
    expect(mounts).toHaveLength(1);
  });
});
