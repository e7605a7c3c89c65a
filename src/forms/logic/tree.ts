/**
 * The fields of a definition as one list: every field once, dependents (at any depth) right after
 * their parent, each with its group and parent. Dependent-field filters are evaluated elsewhere
 * (`filters.ts`), loaded only by forms that have dependents.
 */
import type { DependentFilter, FieldGroup, FormField } from '../types';

/** A field with its top-level group, and the parent and filters that show it (dependents). */
export interface Node {
  f: FormField;
  /** The top-level group; a dependent belongs to its parent's group (and page). */
  g: FieldGroup;
  parent?: FormField;
  filters?: DependentFilter[];
}

/**
 * Internal (the engine and pagination use it; not re-exported): every field once, with its group
 * and parent. Dependents arrive nested in their parent's dependentFieldFilters; a normaliser may also list
 * them in a group of their own, so fields are keyed by id and a parent link found anywhere sticks.
 * @example tree(groups).find((n) => n.f.id === 'state')?.parent?.id // 'country'
 */
export const tree = (groups: FieldGroup[]): Node[] => {
  const m = new Map<string, Node>();
  const add = (f: FormField, g: FieldGroup, parent?: FormField, filters?: DependentFilter[]) => {
    const seen = m.get(f.id);
    if (seen) {
      if (parent) Object.assign(seen, { parent, filters });
      return;
    }
    m.set(f.id, { f, g, parent, filters });
    for (const d of f.dependentFieldFilters ?? []) add(d.dependentField, g, f, d.filters);
  };
  for (const g of groups) for (const f of g.fields) add(f, g);
  return [...m.values()];
};

/**
 * Every field of the groups once, each dependent (at any depth) right after its parent.
 * @example allFields(definition.groups).map((f) => f.id) // ['country', 'state', 'email']
 */
export const allFields = (groups: FieldGroup[]): FormField[] => tree(groups).map((n) => n.f);
