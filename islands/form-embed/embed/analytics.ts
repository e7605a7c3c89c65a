/**
 * Form analytics for the page's HubSpot tracking code (spec §7): `trackFormView`,
 * `trackFormVisible` and `trackFormInteraction` pushed to the page tracking queue `window._hsq`,
 * each at most once per form instance.
 *
 * Shape, as the tracking code's methods take them: `_hsq.push([name, formGuid, formInstanceId,
 * { formType }])`.
 */

export type FormActivity = 'trackFormView' | 'trackFormVisible' | 'trackFormInteraction';

export interface TrackedForm {
  formGuid: string;
  formInstanceId: string;
  /** The definition's formTypeNumber (11 by default, 9 for a video form). */
  formType: number;
}

export interface FormTracker {
  /** The form has rendered. */
  view(): void;
  /** The form has entered the viewport. */
  visible(): void;
  /** The visitor has first interacted with the form. */
  interaction(): void;
}

interface TrackingQueue {
  push(command: unknown[]): unknown;
}

// By form instance, across trackers: a view re-rendered with a new tracker still reports once.
const sent = new Map<string, Set<FormActivity>>();

/**
 * A tracker for one form instance. Each activity is pushed the first time it happens while the
 * page has a tracking queue (`_hsq` is an array before HubSpot's script runs, an object with
 * `push` after; both work); a page without one gets nothing, and nothing is remembered, so an
 * activity after the queue appears is still reported once.
 *
 * @example const tracker = createFormTracker({ formGuid, formInstanceId, formType: 11 }); tracker.view();
 */
export function createFormTracker(form: TrackedForm, win: Window = window): FormTracker {
  const done = sent.get(form.formInstanceId) ?? new Set<FormActivity>();
  sent.set(form.formInstanceId, done);
  const track = (activity: FormActivity) => () => {
    const queue = (win as { _hsq?: Partial<TrackingQueue> })._hsq;
    if (done.has(activity) || typeof queue?.push !== 'function') return;
    queue.push([activity, form.formGuid, form.formInstanceId, { formType: form.formType }]);
    done.add(activity);
  };
  return { view: track('trackFormView'), visible: track('trackFormVisible'), interaction: track('trackFormInteraction') };
}

// What counts as a first interaction: focus into a field, typing, choosing, pressing.
const INTERACTIONS = ['focusin', 'input', 'change', 'pointerdown'] as const;

/**
 * Reports `visible` when `element` first enters the viewport (at once where IntersectionObserver
 * is missing) and `interaction` on the first focus, input, change or press inside it. Returns the
 * disposer.
 *
 * @example const stop = watchFormActivity(formElement, tracker);
 */
export function watchFormActivity(element: Element, tracker: FormTracker): () => void {
  const win = element.ownerDocument.defaultView;
  let observer: IntersectionObserver | undefined;
  if (win && typeof win.IntersectionObserver === 'function') {
    observer = new win.IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      tracker.visible();
      observer?.disconnect();
    });
    observer.observe(element);
  } else {
    tracker.visible();
  }
  const onInteraction = () => {
    tracker.interaction();
    stopInteraction();
  };
  const stopInteraction = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, onInteraction, true);
  };
  for (const type of INTERACTIONS) element.addEventListener(type, onInteraction, true);
  return () => {
    observer?.disconnect();
    stopInteraction();
  };
}
