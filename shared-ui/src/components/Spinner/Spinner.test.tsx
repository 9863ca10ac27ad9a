import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Spinner, SpinnerIcon } from './Spinner';

describe('Spinner', () => {
  it('is a status with the default accessible label', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces a custom label', () => {
    renderWithTheme(<Spinner label="Loading articles" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles');
  });

  it('offers a decorative icon that assistive technology skips', () => {
    const { container } = renderWithTheme(<SpinnerIcon size="sm" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
