import { createRoot } from 'react-dom/client';
import { createFormEngine, type EmbedOptions, type FormEngine } from '../../src/forms/index';
import { browserEnvironment } from './environment';
import { FormView } from './view/Form';

export interface RenderOptions {
  /** The form element is on screen. */
  onRendered?(form: HTMLFormElement, engine: FormEngine): void;
  /** The definition could not be loaded or prepared (a render error code of spec §8). */
  onError?(code: string): void;
}

export interface FormHandle {
  engine: FormEngine;
  instanceId: string;
  dispose(): void;
}

/** A unique id per rendered form: the same form twice on one page gets two. */
const newInstanceId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Renders one form into `target`: its engine (with the browser's world) and the view.
 * The definition loads at once; the target keeps its height meanwhile. Throws, before any
 * request, when portalId or formId is missing or malformed (spec §5).
 *
 * @example const handle = renderForm(container, { portalId: '7700001', formId: '…' }); handle.dispose();
 */
export function renderForm(target: HTMLElement, options: EmbedOptions, { onRendered, onError }: RenderOptions = {}): FormHandle {
  const instanceId = newInstanceId();
  const engine = createFormEngine(options, browserEnvironment({ formInstanceId: instanceId, window: target.ownerDocument.defaultView ?? window }));
  const root = createRoot(target);
  root.render(<FormView engine={engine} instanceId={instanceId} doc={target.ownerDocument} onRendered={(form) => onRendered?.(form, engine)} />);
  const stop = engine.subscribe((state) => {
    if (state.status === 'error') onError?.(state.error ?? 'UNKNOWN_RENDER_ERROR');
  });
  void engine.load();
  return {
    engine,
    instanceId,
    dispose() {
      stop();
      engine.dispose();
      root.unmount();
    },
  };
}
