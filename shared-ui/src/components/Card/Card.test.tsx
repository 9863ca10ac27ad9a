import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('is a region labelled by its title heading', () => {
    renderWithTheme(
      <Card title="Usage" actions={<button type="button">Details</button>} footer="Resets monthly">
        20,000 words
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Usage' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 3, name: 'Usage' })).toBeInTheDocument();
    expect(region).toHaveTextContent('20,000 words');
    expect(region).toHaveTextContent('Resets monthly');
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
  });

  it('is a plain container without a title', () => {
    const { container } = renderWithTheme(<Card>Body</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('takes a heading level and passes native props through', () => {
    renderWithTheme(
      <Card title="Plan" headingLevel={2} data-testid="plan-card" padding="lg" elevated interactive>
        Starter
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-card')).toHaveStyle({ padding: '32px' });
  });
});
