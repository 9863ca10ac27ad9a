import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { FormModel } from './FormModel';
import { useAccountForm } from './useAccountForm';

const event = { preventDefault: jest.fn() } as unknown as FormEvent;
const create = () =>
  new FormModel<{ name: string }>({
    initial: { name: '' },
    validate: (v) => (v.name ? {} : { name: 'Enter a name.' }),
  });

describe('useAccountForm', () => {
  it('sends valid values and hands the answer to onSuccess, even an empty one', async () => {
    const send = jest.fn(async () => undefined);
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useAccountForm(create, send, onSuccess));
    act(() => result.current.form.set('name', 'Zapier'));
    await act(() => result.current.onSubmit(event));
    expect(send).toHaveBeenCalledWith({ name: 'Zapier' });
    expect(onSuccess).toHaveBeenCalledWith(undefined, result.current.form);
  });

  it('sends nothing while a field is wrong, and calls no onSuccess when the API refuses', async () => {
    const send = jest.fn(async () => {
      throw new Error('refused');
    });
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useAccountForm(create, send, onSuccess));
    await act(() => result.current.onSubmit(event));
    expect(send).not.toHaveBeenCalled();
    act(() => result.current.form.set('name', 'Zapier'));
    await act(() => result.current.onSubmit(event));
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current.form.formError).not.toBe('');
  });
});
