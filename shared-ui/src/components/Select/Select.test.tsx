import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Select } from './Select';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German' },
  { value: 'fr', label: 'French', disabled: true },
];

describe('Select', () => {
  it('is a labelled native combobox with its options', () => {
    renderWithTheme(<Select label="Language" options={languages} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'German',
      'French',
    ]);
    expect(screen.getByRole('option', { name: 'French' })).toBeDisabled();
  });

  it('starts on a placeholder that cannot be picked again', () => {
    renderWithTheme(<Select label="Language" options={languages} placeholder="Choose a language" />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a language' })).toBeDisabled();
  });

  it('reports the chosen value', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Select label="Language" options={languages} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'de');
    expect(select).toHaveValue('de');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('wires hint and error with aria-describedby and aria-invalid', () => {
    renderWithTheme(<Select label="Plan" hint="Billed monthly" error="Pick a plan" options={languages} />);
    const select = screen.getByRole('combobox', { name: 'Plan' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a plan Billed monthly');
  });

  it('accepts option children and keyboard focus', async () => {
    const { user } = renderWithTheme(
      <Select label="Tone">
        <option value="formal">Formal</option>
        <option value="casual">Casual</option>
      </Select>,
    );
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
