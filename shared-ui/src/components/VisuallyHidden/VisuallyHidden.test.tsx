import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree while clipping it visually', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });
});
