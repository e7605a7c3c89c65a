import { createElement } from 'react';
import type { I18n } from '../../src/i18n/index';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { attributesOf, KeptContent, readKept, reactIsland, type Kept } from '../react-island';
import type { Kind } from './controls';

/**
 * What the start-up part (./index) hands the component: the field, its two controls as they are
 * in the page, and its own step and labels (./field, ./controls), so that they are written once
 * and load once, with the page.
 */
export interface StepperProps {
  input: HTMLInputElement;
  controls: Record<Kind, HTMLElement>;
  press(kind: Kind, event: Event): void;
  labels(kind: Kind, t: I18n['t']): Record<string, string>;
}

type Attributes = Record<string, string>;

/** What the stepper holds, in order: the field, its controls, and whatever else the page printed around them. */
type Part = { field: Attributes } | { control: Kind; tag: string; attributes: Attributes; content: Kept[] } | { kept: Kept[] };

interface QuantityProps extends Pick<StepperProps, 'press' | 'labels'> {
  parts: Part[];
}

/**
 * The quantity stepper: the field between its minus and plus controls (Flatsome's, or the buttons
 * the start-up part added), each named for the field in the page's language; a press steps the
 * field as a visitor would.
 *
 * It hydrates the stepper as the start-up part left it, and renders its content as it is: the
 * label, the spaces and whatever plugins print through WooCommerce's quantity hooks stay the
 * page's. The field is WooCommerce's and the shopper's: rendered without its value, which a
 * render would otherwise write back over what they typed.
 */
function Quantity({ press, labels, parts }: QuantityProps) {
  const { t } = useStore($i18n);
  return (
    <>
      {parts.map((part) => {
        if ('kept' in part) return <KeptContent kept={part.kept} />;
        if ('field' in part) return createElement('input', part.field);
        const { control, tag, attributes, content } = part;
        const props = { ...attributes, ...labels(control, t), onClick: (event: Event) => press(control, event) };
        return content.length ? createElement(tag, props, <KeptContent kept={content} />) : createElement(tag, props);
      })}
    </>
  );
}

/** The component's props from the stepper (the field's parent), or undefined when the field or a control has left it. */
function readQuantity(stepper: HTMLElement, { input, controls, press, labels }: StepperProps): QuantityProps | undefined {
  const kinds = new Map<Node, Kind>([
    [controls.minus, 'minus'],
    [controls.plus, 'plus'],
  ]);
  if ([input, ...kinds.keys()].some((node) => node.parentNode !== stepper)) return undefined;
  const parts = Array.from(stepper.childNodes, (node): Part => {
    const control = kinds.get(node);
    if (control) {
      const element = node as HTMLElement;
      return { control, tag: element.localName, attributes: attributesOf(element), content: readKept(element) };
    }
    if (node === input) return { field: attributesOf(input, 'value') };
    return { kept: readKept([node]) };
  });
  return { press, labels, parts };
}

/** Its strings are the start-up part's, which has loaded them. */
export default reactIsland(Quantity, [], readQuantity);
