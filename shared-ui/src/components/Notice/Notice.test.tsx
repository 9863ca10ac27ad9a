import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { colors } from '../../theme/colors';
import { Notice } from './Notice';

describe('Notice', () => {
  it('announces an error at once and anything else politely', () => {
    renderWithTheme(
      <>
        <Notice tone="danger">The file is too large.</Notice>
        <Notice tone="success">Saved.</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('colours each tone from the theme and shows its title first', () => {
    renderWithTheme(
      <Notice tone="warning" title="Low on credits">
        Buy a pack to keep going.
      </Notice>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveStyle({ color: colors.tones.warning.fg });
    expect(notice.textContent).toBe('Low on creditsBuy a pack to keep going.');
  });
});
