import { render } from '@testing-library/react';
import { useBodyScrollLock } from './useBodyScrollLock';

function Lock({ locked }: { locked: boolean }) {
  useBodyScrollLock(locked);
  return null;
}

describe('useBodyScrollLock', () => {
  it('hides body overflow while any lock is held and restores it after the last one', () => {
    document.body.style.overflow = 'auto';
    const first = render(<Lock locked />);
    const second = render(<Lock locked />);
    expect(document.body.style.overflow).toBe('hidden');
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.rerender(<Lock locked={false} />);
    expect(document.body.style.overflow).toBe('auto');
  });
});
