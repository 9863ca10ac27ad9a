import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Col, Container, Row } from './Grid';
import { colStyles, spanDeclarations } from './gridStyles';

const css = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

describe('grid styles', () => {
  it('turns a span into a share of 12 columns, clamped to 1–12', () => {
    expect(spanDeclarations(6)).toContain('width: 50%');
    expect(spanDeclarations(4)).toContain('width: 33.333333%');
    expect(spanDeclarations(12)).toContain('width: 100%');
    expect(spanDeclarations(20)).toContain('width: 100%');
    expect(spanDeclarations(0)).toContain('width: 8.333333%');
    expect(spanDeclarations('auto')).toContain('flex: 0 0 auto');
    expect(spanDeclarations('fill')).toContain('flex: 1 0 0%');
  });

  it('is mobile first: xs everywhere, larger breakpoints from their min-width', () => {
    const styles = colStyles({ xs: 12, md: 6, xl: 3 });
    expect(styles.split('\n')).toEqual([
      spanDeclarations(12),
      `@media (min-width: 768px) { ${spanDeclarations(6)} }`,
      `@media (min-width: 1200px) { ${spanDeclarations(3)} }`,
    ]);
  });

  it('fills the row when no xs span is given', () => {
    expect(colStyles({ lg: 4 }).split('\n')[0]).toBe(spanDeclarations('fill'));
  });
});

describe('Container, Row and Col', () => {
  it('lays out columns with spans per breakpoint', () => {
    renderWithTheme(
      <Container data-testid="container">
        <Row data-testid="row" gutter={4}>
          <Col xs={12} md={6} data-testid="half">
            Half
          </Col>
          <Col xs={12} md={6}>
            Other half
          </Col>
        </Row>
      </Container>,
    );
    expect(screen.getByTestId('half')).toHaveStyle({ width: '100%' });
    expect(screen.getByTestId('row')).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(screen.getByTestId('container')).toHaveStyle({ paddingInline: '12px' });
    expect(css()).toContain('@media (min-width: 768px){.');
    expect(css()).toContain('--ink-gutter-x:16px');
    expect(css()).toMatch(/@media \(min-width: 1400px\)\{\.[\w-]+\{max-width:1320px;\}\}/);
  });

  it('drops the max widths when fluid and passes native props through', () => {
    renderWithTheme(
      <Container fluid as="main" aria-label="Content">
        <Row>
          <Col>One</Col>
        </Row>
      </Container>,
    );
    expect(screen.getByRole('main', { name: 'Content' })).toHaveStyle({ width: '100%' });
  });
});
