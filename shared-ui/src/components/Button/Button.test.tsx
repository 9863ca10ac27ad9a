import '../../test/polyfills';
import { screen } from '@testing-library/react';
import { Route, Link as RouterLink, Routes } from 'react-router-dom';
import { renderWithTheme } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a button that never submits a form by accident', () => {
    renderWithTheme(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('can still be a submit button', () => {
    renderWithTheme(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('is activated by click, Enter and Space', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(<Button onClick={onClick}>Go</Button>);
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('renders every variant and size as a distinct style', () => {
    renderWithTheme(
      <>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger" size="lg">
          Danger
        </Button>
      </>,
    );
    const classes = ['Primary', 'Secondary', 'Ghost', 'Danger'].map(
      (name) => screen.getByRole('button', { name }).className,
    );
    expect(new Set(classes).size).toBe(4);
  });

  it('is natively disabled and ignores clicks when disabled', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a spinner, sets aria-busy and stays focusable while loading', async () => {
    const onClick = jest.fn();
    const { user, container } = renderWithTheme(
      <Button loading onClick={onClick}>
        Publish
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Publish' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as an anchor with `as="a"`', () => {
    renderWithTheme(
      <Button as="a" href="/pricing" variant="secondary">
        See plans
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'See plans' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).not.toHaveAttribute('type');
  });

  it('renders as a router link and navigates', async () => {
    const { user } = renderWithTheme(
      <Routes>
        <Route
          path="/"
          element={
            <Button as={RouterLink} to="/dashboard">
              Dashboard
            </Button>
          }
        />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      </Routes>,
      { route: '/' },
    );
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('marks a disabled link with aria-disabled and blocks navigation', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button as="a" href="#next" disabled onClick={onClick}>
        Next
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps icons out of the accessible name', () => {
    renderWithTheme(<Button iconStart={<svg aria-hidden="true" />}>Upgrade</Button>);
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });
});
