import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render';
import { Input } from './Input';

function ControlledInput() {
  const [value, setValue] = useState('');
  return <Input label="Slug" showCount value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('Input', () => {
  it('is labelled by its visible label', () => {
    renderWithTheme(<Input label="Email" type="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('links the hint with aria-describedby and is valid without an error', () => {
    renderWithTheme(<Input label="Website" hint="Include https://" />);
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input).toHaveAccessibleDescription('Include https://');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error with aria-invalid and reads it before the hint', () => {
    renderWithTheme(<Input label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a valid email We never share it');
  });

  it('keeps a caller-provided aria-describedby', () => {
    renderWithTheme(
      <>
        <p id="policy">Policy</p>
        <Input label="Name" hint="Full name" aria-describedby="policy" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Full name Policy');
  });

  it('counts characters up to the max as the user types (uncontrolled)', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <Input label="Meta title" showCount maxLength={10} defaultValue="Hi" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Meta title' });
    expect(input).toHaveAccessibleDescription('2 of 10 characters');
    await user.type(input, ' there, world');
    expect(input).toHaveValue('Hi there, ');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalled();
  });

  it('counts a controlled value', async () => {
    const { user } = renderWithTheme(<ControlledInput />);
    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'abc');
    expect(screen.getByText('3 characters')).toBeInTheDocument();
  });

  it('marks required fields natively and hides the visual asterisk from screen readers', () => {
    renderWithTheme(<Input label="Title" required />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
  });

  it('is disabled natively', () => {
    renderWithTheme(<Input label="Locked" disabled />);
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });

  it('accepts keyboard focus and forwards refs', async () => {
    let node: HTMLInputElement | null = null;
    const { user } = renderWithTheme(
      <Input
        label="Focus me"
        ref={(element) => {
          node = element;
        }}
      />,
    );
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Focus me' })).toHaveFocus();
    expect(node).toBe(screen.getByRole('textbox'));
  });
});
