import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is a labelled multi-line text box', () => {
    renderWithTheme(<Textarea label="Prompt" />);
    const textarea = screen.getByRole('textbox', { name: 'Prompt' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
  });

  it('wires hint and error with aria-describedby and aria-invalid', () => {
    renderWithTheme(<Textarea label="Bio" hint="Shown on your author page" error="Too short" />);
    const textarea = screen.getByRole('textbox', { name: 'Bio' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Too short Shown on your author page');
  });

  it('counts characters against the max and stops at it', async () => {
    const { user } = renderWithTheme(<Textarea label="Meta description" showCount maxLength={5} />);
    const textarea = screen.getByRole('textbox', { name: 'Meta description' });
    await user.type(textarea, 'abcdefgh');
    expect(textarea).toHaveValue('abcde');
    expect(textarea).toHaveAccessibleDescription('5 of 5 characters');
  });

  it('accepts new lines from the keyboard', async () => {
    const { user } = renderWithTheme(<Textarea label="Notes" />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(textarea, 'one{Enter}two');
    expect(textarea).toHaveValue('one\ntwo');
  });
});
