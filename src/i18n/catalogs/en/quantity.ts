import type { Translation } from '../../catalog';
import type { strings } from '../quantity';

export default {
  'quantity.label': 'Quantity',
  'quantity.labelOf': '{name} quantity',
  'quantity.decrease': 'Decrease quantity',
  'quantity.decreaseOf': 'Decrease quantity of {name}',
  'quantity.increase': 'Increase quantity',
  'quantity.increaseOf': 'Increase quantity of {name}',
} satisfies Translation<typeof strings>;
