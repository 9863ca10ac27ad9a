import { isObservable, toJS } from 'mobx';

/**
 * A deep copy of JSON-shaped data (objects, arrays, primitives), observable
 * or not. Not structuredClone: Jest's jsdom lacks it, and store data is
 * plain JSON anyway.
 */
export function clone<T>(value: T): T {
  const plain = isObservable(value) ? toJS(value) : value;
  if (Array.isArray(plain)) return plain.map((item) => clone(item)) as T;
  if (plain !== null && typeof plain === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(plain)) copy[key] = clone(item);
    return copy as T;
  }
  return plain;
}
