import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with now, min and max', () => {
    renderWithTheme(<ProgressBar label="Words used" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Words used' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('supports a custom range and a human value text', () => {
    renderWithTheme(
      <ProgressBar label="Credits" value={1200} max={20000} valueText="1,200 of 20,000 words" showValue />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Credits' });
    expect(bar).toHaveAttribute('aria-valuemax', '20000');
    expect(bar).toHaveAttribute('aria-valuetext', '1,200 of 20,000 words');
    expect(screen.getByText('1,200 of 20,000 words')).toBeInTheDocument();
  });

  it('clamps the value into range and shows the percentage', () => {
    renderWithTheme(<ProgressBar label="Upload" value={150} showValue />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('is indeterminate without a value: no aria-valuenow, busy', () => {
    renderWithTheme(<ProgressBar label="Generating article" />);
    const bar = screen.getByRole('progressbar', { name: 'Generating article' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps its accessible name when the label is hidden', () => {
    renderWithTheme(<ProgressBar label="Workflows used" hideLabel showValue value={3} max={5} />);
    expect(screen.getByRole('progressbar', { name: 'Workflows used' })).toHaveAttribute('aria-valuenow', '3');
    expect(screen.queryByText('Workflows used')).not.toBeInTheDocument();
    expect(screen.getByText('60%')).toBeInTheDocument();
  });
});
