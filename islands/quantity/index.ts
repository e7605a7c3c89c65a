import { createDisposer } from '../../src/events/index';
import type { I18n } from '../../src/i18n/index';
import { quantity as strings } from '../../src/i18n/catalogs/quantity';
import type { IslandModule } from '../../src/runtime/types';
import { $i18n, i18nReady } from '../../stores/i18n';
import { onApproach } from '../on-approach';
import { controlLabels, findControl, KINDS, ownControl, type Kind } from './controls';
import { describe, raise, step } from './field';
import type { StepperProps } from './Quantity';

/**
 * Quantity minus and plus for `.quantity input.qty`, on any WooCommerce or Flatsome page: steps
 * within min (default 0), max and step (default 1, decimals allowed), never below zero; a value
 * under its min is raised to it on load, and when a typed one is committed (`change`: the shopper
 * leaves the field, or presses Enter), so "0" on a product page becomes 1 rather than a refused
 * form; every change fires `input` and `change`.
 *
 * What the shopper must have when the page loads is done here, without the framework: the
 * controls (Flatsome's where its markup has them, otherwise buttons added beside the field), named
 * for the field, and the value raised. The component (./Quantity) hydrates the stepper on the
 * shopper's first pointer, touch, focus or key in it. A press meanwhile is not held: it steps at
 * once, here, with the component's own step, so that a form sent right after (add to cart, loaded
 * by the same touch) sends the stepped value. The presses are this part's until the component has
 * mounted, and stay so if it fails to load.
 */
const quantity: IslandModule = {
  async mount(element, _props, context) {
    const input = element as HTMLInputElement;
    const stepper = input.parentElement;
    if (!stepper) return undefined;
    await i18nReady(strings);
    const disposer = createDisposer();
    raise(input);
    // On the field itself, so page scripts listening higher up (WooCommerce's cart script) hear
    // the corrected value's change too.
    disposer.listen(input, 'change', () => raise(input));
    // Flatsome's class for a stepper with controls; ours comes off again with our buttons.
    if (!stepper.classList.contains('buttons_added')) {
      stepper.classList.add('buttons_added');
      disposer.add(() => stepper.classList.remove('buttons_added'));
    }
    const name = describe(input);
    const labels = (kind: Kind, t: I18n['t']) => controlLabels(kind, input, name, t);
    const press = (kind: Kind, event: Event) => step(input, kind === 'minus' ? -1 : 1, event);
    const presses = createDisposer();
    const controls = {} as Record<Kind, HTMLElement>;
    for (const kind of KINDS) {
      let control = findControl(stepper, kind);
      if (!control) {
        const made = ownControl(kind);
        if (kind === 'minus') input.before(made);
        else input.after(made);
        disposer.add(() => made.remove());
        control = made;
      }
      for (const [attribute, value] of Object.entries(labels(kind, $i18n.get().t))) control.setAttribute(attribute, value);
      presses.listen(control, 'click', (event) => press(kind, event));
      controls[kind] = control;
    }
    disposer.add(presses.dispose);

    const approach = onApproach(
      [stepper],
      () => import('./Quantity'),
      async ({ default: view }) => {
        const unmount = await view.mount(stepper, { input, controls, press, labels } satisfies StepperProps, context);
        // The component's handlers are on the controls now: one step a press.
        if (unmount) presses.dispose();
        return unmount;
      },
      (error) => console.warn('[shop-islands] the quantity component did not load; the stepper steps as it is', error),
    );
    disposer.add(approach.dispose);
    return disposer.dispose;
  },
};

export default quantity;
