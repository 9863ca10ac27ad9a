import { revealResult } from './revealResult';

/** An element whose top is at `top` px of a window `height` px tall. */
function setup(top: number, height = 700, reduce = false) {
  const el = document.createElement('section');
  el.getBoundingClientRect = () => ({ top }) as DOMRect;
  const scrollIntoView = jest.fn();
  el.scrollIntoView = scrollIntoView;
  const win = {
    innerHeight: height,
    matchMedia: (query: string) => ({ matches: reduce && query.includes('reduce') }),
  } as unknown as Window;
  return { el, win, scrollIntoView };
}

describe('revealResult', () => {
  it('scrolls a result that starts below what the reader sees to the top', () => {
    const { el, win, scrollIntoView } = setup(900);
    expect(revealResult(el, win)).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps without animation when the reader asked for reduced motion', () => {
    const { el, win, scrollIntoView } = setup(650, 700, true);
    revealResult(el, win);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('leaves a result already on screen, or one the reader is working in (top above the screen), alone', () => {
    for (const top of [120, 400, -300]) {
      const { el, win, scrollIntoView } = setup(top);
      expect(revealResult(el, win)).toBe(false);
      expect(scrollIntoView).not.toHaveBeenCalled();
    }
  });
});
