import { renderHook, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { CharacterCount, Field } from './Field';
import { useFieldIds } from './useFieldIds';

describe('useFieldIds', () => {
  it('lists the error before the hint, then the counter and the caller ids', () => {
    const { result } = renderHook(() =>
      useFieldIds({ id: 'email', hasHint: true, hasError: true, hasCounter: true, describedBy: 'extra' }),
    );
    expect(result.current.describedBy).toBe('email-error email-hint email-counter extra');
  });

  it('describes nothing when there is nothing to describe, and generates an id', () => {
    const { result } = renderHook(() => useFieldIds({ hasHint: false, hasError: false }));
    expect(result.current.describedBy).toBeUndefined();
    expect(result.current.controlId).toBeTruthy();
  });
});

describe('Field', () => {
  it('labels a custom control and shows hint, error and counter with the referenced ids', () => {
    const ids = {
      controlId: 'c',
      labelId: 'c-label',
      hintId: 'c-hint',
      errorId: 'c-error',
      counterId: 'c-counter',
      describedBy: 'c-error c-hint',
    };
    renderWithTheme(
      <Field
        ids={ids}
        label="Slug"
        hint="Lowercase only"
        error="Taken"
        required
        counter={<CharacterCount count={3} />}
      >
        <input id="c" aria-describedby={ids.describedBy} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Slug' });
    expect(input).toHaveAccessibleDescription('Taken Lowercase only');
    expect(screen.getByText('3 characters')).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can keep the label for screen readers only', () => {
    const ids = {
      controlId: 'q',
      labelId: 'q-l',
      hintId: 'q-h',
      errorId: 'q-e',
      counterId: 'q-c',
      describedBy: undefined,
    };
    renderWithTheme(
      <Field ids={ids} label="Search" hideLabel>
        <input id="q" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
