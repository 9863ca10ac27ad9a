import { ApiError } from '@inkpress/shared-core';
import { templateView } from '@inkpress/shared-ui/testing';
import { screen } from '@testing-library/react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import { TemplatesLibraryPopup } from './TemplatesLibraryPopup';

describe('the templates library popup', () => {
  it('lists every template, each a link that starts it and closes the popup, after a retry', async () => {
    let fail = true;
    const fake = fakeShell({
      'GET /api/templates': () => {
        if (fail) throw new ApiError({ status: 500 });
        return {
          data: [
            templateView({ id: 'how-to', name: 'How-to guide' }),
            templateView({ id: 'listicle', name: 'Listicle' }),
          ],
        };
      },
    });
    const close = jest.fn();
    const { user } = renderScreen(<TemplatesLibraryPopup props={{}} close={close} />, {
      route: '/x',
      path: '/x',
      shell: fake.shell,
    });
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fail = false;
    await user.click(retry);
    const link = await screen.findByRole('link', { name: /How-to guide/ });
    expect(link).toHaveAttribute('href', '/dashboard/templates/how-to');
    expect(screen.getByRole('link', { name: /Listicle/ })).toBeInTheDocument();
    await user.click(link);
    expect(close).toHaveBeenCalled();
  });
});
