import { render } from '@testing-library/react';
import * as icons from './icons';

describe('icons', () => {
  it.each(Object.entries(icons))(
    '%s is decorative: hidden from assistive technology and not focusable',
    (_, Icon) => {
      const { container } = render(<Icon size={20} />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg).toHaveAttribute('width', '20');
    },
  );
});
