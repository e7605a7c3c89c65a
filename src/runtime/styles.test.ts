// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../tests/dom';
import { startIslands, type Islands } from './islands';
import type { IslandDefinition } from './types';

let islands: Islands | undefined;
afterEach(() => {
  islands?.stop();
  islands = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** An island that records its mounts, with a stylesheet of its own, hydrated on a click. */
function island(name: string, styles: string[]) {
  const mounted: HTMLElement[] = [];
  const definition: IslandDefinition = {
    name,
    hydrate: 'interaction',
    enhances: [`.${name}`],
    styles,
    load: async () => ({ default: { mount: (element: HTMLElement) => void mounted.push(element) } }),
  };
  return { definition, mounted };
}
/** The links the loader adds to the head, kept out of the document: the test answers for the network. */
let appended: HTMLLinkElement[] = [];
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation(((...nodes: HTMLLinkElement[]) => void appended.push(...nodes)) as typeof document.head.append);
});
const links = () => appended.filter((node) => node.localName === 'link' && node.rel === 'stylesheet');
const answer = (link: HTMLLinkElement, event: 'load' | 'error') => link.dispatchEvent(new Event(event));

describe('an island’s own stylesheet', () => {
  it('is asked for as soon as its markup is found, once for every element, and the island mounts only once it applies', async () => {
    const { definition, mounted } = island('gallery-test', ['./gallery-TEST.css']);
    document.body.innerHTML = '<div class="gallery-test" id="a"></div><div class="gallery-test" id="b"></div>';
    islands = startIslands({ registry: [definition] });
    // Resolved against the loader's module, beside which the build writes it.
    expect(links().map((link) => link.href)).toEqual([expect.stringMatching(/\/src\/runtime\/gallery-TEST\.css$/)]);
    document.getElementById('a')!.click();
    await settle();
    expect(mounted).toEqual([]);
    answer(links()[0]!, 'load');
    await settle();
    expect(mounted.map((element) => element.id)).toEqual(['a']);
    document.getElementById('b')!.click();
    await settle();
    expect(mounted.map((element) => element.id)).toEqual(['a', 'b']);
    expect(links()).toHaveLength(1);
  });

  it('is not fetched where the page’s own stylesheet has it (its marker is set)', async () => {
    document.documentElement.style.setProperty('--shop-islands-styles-marked-test', '1');
    const { definition, mounted } = island('marked-test', ['./marked-TEST.css']);
    document.body.innerHTML = '<div class="marked-test"></div>';
    islands = startIslands({ registry: [definition] });
    expect(links()).toEqual([]);
    document.querySelector<HTMLElement>('.marked-test')!.click();
    await settle();
    expect(mounted).toHaveLength(1);
    document.documentElement.style.removeProperty('--shop-islands-styles-marked-test');
  });

  it('that fails to load fails its island, whose markup stays as the server sent it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { definition, mounted } = island('broken-test', ['./broken-TEST.css']);
    document.body.innerHTML = '<div class="broken-test">server</div>';
    islands = startIslands({ registry: [definition] });
    answer(links()[0]!, 'error');
    const element = document.querySelector<HTMLElement>('.broken-test')!;
    element.click();
    await settle();
    expect(mounted).toEqual([]);
    expect(element.getAttribute('data-island-state')).toBe('error');
    expect(element.textContent).toBe('server');
    expect(error).toHaveBeenCalledTimes(1);
    // Forgotten: the island's next element asks again.
    const again = document.createElement('div');
    again.className = 'broken-test';
    document.body.append(again);
    await settle();
    expect(links()).toHaveLength(2);
  });
});
