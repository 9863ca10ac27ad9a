import { ApiError } from '@inkpress/shared-core';
import { FormModel } from './FormModel';
import { type LoginValues, validateLogin } from './validation';

const form = () =>
  new FormModel<LoginValues>({
    initial: { email: '', password: '' },
    validate: validateLogin,
    errorTexts: { AuthenticationRequired: 'Incorrect email or password.' },
  });

describe('FormModel', () => {
  it('shows a field error only after the field was left or a submit was tried', async () => {
    const model = form();
    model.set('email', 'nope');
    expect(model.error('email')).toBeUndefined();
    model.blur('email');
    expect(model.error('email')).toMatch(/valid email/);
    expect(model.error('password')).toBeUndefined();
    const action = jest.fn();
    await model.submit(action);
    expect(action).not.toHaveBeenCalled();
    expect(model.error('password')).toBe('Enter your password.');
  });

  it('sends the values once, with a busy state, and resolves to the answer', async () => {
    const model = form();
    model.set('email', 'ada@example.com');
    model.set('password', 'secret');
    let finish: (v: string) => void = () => undefined;
    const action = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = model.submit(action);
    expect(model.submitting).toBe(true);
    expect(await model.submit(action)).toBeUndefined();
    finish('ok');
    expect(await first).toBe('ok');
    expect(model.submitting).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' });
  });

  it('turns a failure into a form message and field messages that clear when edited', async () => {
    const model = form();
    model.set('email', 'ada@example.com');
    model.set('password', 'secret');
    await model.submit(() =>
      Promise.reject(new ApiError({ status: 401, code: 'AuthenticationRequired', message: 'raw' })),
    );
    expect(model.formError).toBe('Incorrect email or password.');
    expect(model.errorCode).toBe('AuthenticationRequired');

    await model.submit(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          code: 'ValidationError',
          data: { issues: [{ path: 'email', message: 'Email addresses are at most 254 characters.' }] },
        }),
      ),
    );
    expect(model.error('email')).toBe('Email addresses are at most 254 characters.');
    expect(model.formError).toBe('');
    model.set('email', 'ada@example.org');
    expect(model.error('email')).toBeUndefined();
  });

  it('reset goes back to the first values', () => {
    const model = form();
    model.set('email', 'x');
    model.blur('email');
    model.reset();
    expect(model.values).toEqual({ email: '', password: '' });
    expect(model.error('email')).toBeUndefined();
  });
});
