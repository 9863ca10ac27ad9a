import { renderWithTheme } from '../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a width and height in px or CSS lengths', () => {
    const { container } = renderWithTheme(<Skeleton shape="rect" width={200} height="3rem" />);
    expect(container.firstElementChild).toHaveStyle({ width: '200px', height: '3rem' });
  });

  it('makes circles as wide as they are tall', () => {
    const { container } = renderWithTheme(<Skeleton shape="circle" height={48} />);
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px', borderRadius: '50%' });
  });

  it('renders paragraph lines with a shorter last line', () => {
    const { container } = renderWithTheme(<Skeleton lines={3} />);
    const lines = container.firstElementChild!.children;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveStyle({ width: '100%' });
    expect(lines[2]).toHaveStyle({ width: '60%' });
  });
});
