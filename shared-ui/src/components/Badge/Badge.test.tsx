import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { colors } from '../../theme/colors';
import { Badge } from './Badge';

describe('Badge', () => {
  it('carries its meaning in text', () => {
    renderWithTheme(<Badge tone="success">Published</Badge>);
    expect(screen.getByText('Published')).toBeInTheDocument();
  });

  it('colours each tone from the theme', () => {
    renderWithTheme(
      <>
        <Badge tone="danger">Failed</Badge>
        <Badge tone="brand" variant="solid">
          Pro
        </Badge>
        <Badge tone="warning" variant="outline">
          Trial
        </Badge>
      </>,
    );
    expect(screen.getByText('Failed')).toHaveStyle({ color: colors.tones.danger.fg });
    expect(screen.getByText('Pro')).toHaveStyle({ color: colors.tones.brand.onSolid });
    expect(screen.getByText('Trial')).toHaveStyle({ borderColor: colors.tones.warning.border });
  });

  it('hides its decorative dot and passes native props and an accessible label through', () => {
    renderWithTheme(
      <Badge dot aria-label="Status: draft" title="Draft">
        Draft
      </Badge>,
    );
    const badge = screen.getByLabelText('Status: draft');
    expect(badge.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    expect(badge).toHaveAttribute('title', 'Draft');
  });
});
