import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { RetryView } from './RetryView';

describe('RetryView', () => {
  it('shows the SPEC §8 title and text by default, as an alert', () => {
    renderWithTheme(<RetryView />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'An unexpected error has occurred' })).toBeInTheDocument();
    expect(
      screen.getByText('Please double check your internet connection and try again.'),
    ).toBeInTheDocument();
  });

  it('has no Retry button without onRetry', () => {
    renderWithTheme(<RetryView />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has a Retry button that retries, by mouse and keyboard, when onRetry exists', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithTheme(<RetryView onRetry={onRetry} />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    await user.click(retry);
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('takes a custom title and text', () => {
    renderWithTheme(<RetryView title="Could not load documents" text="The server did not answer." />);
    expect(screen.getByRole('heading', { name: 'Could not load documents' })).toBeInTheDocument();
    expect(screen.getByText('The server did not answer.')).toBeInTheDocument();
  });
});
