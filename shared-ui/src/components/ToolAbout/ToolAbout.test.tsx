import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { ToolAbout } from './ToolAbout';

describe('ToolAbout', () => {
  it('lists the steps in order and each question with its answer', () => {
    renderWithTheme(
      <ToolAbout
        howItWorks={['Paste your text.', 'Press Run.']}
        faq={[{ question: 'Is it free?', answer: 'Yes, for your first tries.' }]}
      />,
    );
    const steps = screen.getByRole('region', { name: 'How it works' }).querySelectorAll('li');
    expect([...steps].map((li) => li.textContent)).toEqual(['Paste your text.', 'Press Run.']);
    const questions = screen.getByRole('region', { name: 'Questions' });
    expect(questions.querySelector('dt')).toHaveTextContent('Is it free?');
    expect(questions.querySelector('dd')).toHaveTextContent('Yes, for your first tries.');
  });

  it('leaves out a section the tool has nothing for', () => {
    renderWithTheme(<ToolAbout howItWorks={[]} faq={[{ question: 'Q?', answer: 'A.' }]} />);
    expect(screen.queryByRole('region', { name: 'How it works' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Questions' })).toBeInTheDocument();
  });
});
