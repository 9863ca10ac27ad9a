import { getRovingIndex } from './rovingIndex';

const items = [{}, { disabled: true }, {}, {}];

describe('getRovingIndex', () => {
  it('moves with the arrows of its orientation and skips disabled items', () => {
    expect(getRovingIndex('ArrowRight', 0, items, 'horizontal')).toBe(2);
    expect(getRovingIndex('ArrowLeft', 2, items, 'horizontal')).toBe(0);
    expect(getRovingIndex('ArrowDown', 0, items, 'vertical')).toBe(2);
    expect(getRovingIndex('ArrowUp', 2, items, 'vertical')).toBe(0);
  });

  it('ignores the arrows of the other orientation and unrelated keys', () => {
    expect(getRovingIndex('ArrowDown', 0, items, 'horizontal')).toBeNull();
    expect(getRovingIndex('ArrowRight', 0, items, 'vertical')).toBeNull();
    expect(getRovingIndex('a', 0, items, 'vertical')).toBeNull();
  });

  it('wraps around at both ends', () => {
    expect(getRovingIndex('ArrowDown', 3, items, 'vertical')).toBe(0);
    expect(getRovingIndex('ArrowUp', 0, items, 'vertical')).toBe(3);
  });

  it('jumps to the first and last enabled item with Home and End', () => {
    const edges = [{ disabled: true }, {}, {}, { disabled: true }];
    expect(getRovingIndex('Home', 2, edges, 'vertical')).toBe(1);
    expect(getRovingIndex('End', 1, edges, 'vertical')).toBe(2);
  });

  it('starts from the edges when nothing is active yet', () => {
    expect(getRovingIndex('ArrowDown', -1, items, 'vertical')).toBe(0);
    expect(getRovingIndex('ArrowUp', -1, items, 'vertical')).toBe(3);
  });

  it('returns null when there is nothing to move to', () => {
    expect(getRovingIndex('ArrowDown', 0, [], 'vertical')).toBeNull();
    expect(getRovingIndex('ArrowDown', 0, [{ disabled: true }], 'vertical')).toBeNull();
  });
});
