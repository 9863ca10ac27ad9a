import { screen } from '@testing-library/react';
import { renderWithTheme as renderThemed } from '../../test/render';
import { Markdown } from './Markdown';

describe('Markdown (chat answers)', () => {
  it('renders Markdown as elements and keeps raw HTML as text', () => {
    const { container } = renderThemed(
      <Markdown
        text={
          '## Plan\n\n**Bold** and *soft*\n\n- one\n- two\n\n<script>alert(1)</script><img src=x onerror=alert(1)>'
        }
      />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Plan');
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('keeps only http(s) and mailto links', () => {
    const { container } = renderThemed(
      <Markdown text={'[site](https://example.com) [bad](javascript:alert(1)) [data](data:text/html,x)'} />,
    );
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://example.com']);
    expect(container.querySelector('a')?.getAttribute('rel')).toContain('noopener');
  });

  it('turns the answer’s citations into buttons, and leaves unknown numbers as text', async () => {
    const cited: number[] = [];
    const { user, container } = renderThemed(
      <Markdown
        text="Descale every 60 days. [1] See also [7]."
        citations={[{ n: 1 }]}
        onCite={(n) => cited.push(n)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Source 1' }));
    expect(cited).toEqual([1]);
    expect(screen.queryByRole('button', { name: 'Source 7' })).toBeNull();
    expect(container.textContent).toContain('[7]');
  });
});
