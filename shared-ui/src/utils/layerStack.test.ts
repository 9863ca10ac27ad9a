import { createLayerStack } from './layerStack';

describe('createLayerStack', () => {
  it('tracks the most recently pushed layer as the top one', () => {
    const stack = createLayerStack<string>();
    const removeA = stack.push('a');
    stack.push('b');
    expect(stack.top()).toBe('b');
    expect(stack.isTop('a')).toBe(false);
    removeA();
    expect(stack.size()).toBe(1);
    expect(stack.isTop('b')).toBe(true);
  });

  it('removes only its own entry, and only once', () => {
    const stack = createLayerStack<string>();
    const remove = stack.push('a');
    stack.push('b');
    remove();
    remove();
    expect(stack.top()).toBe('b');
    expect(stack.size()).toBe(1);
  });
});
