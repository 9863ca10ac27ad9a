import { ApiError } from '@inkpress/shared-core';
import { templateView, userView } from '@inkpress/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fakeShell, type Handler, renderScreen } from '../features/test/fakeShell';
import TemplateScreen from './TemplateScreen';
import TemplatesScreen from './TemplatesScreen';

// Whole screens in jsdom, driven by user-event: slower than a unit test.
jest.setTimeout(30_000);

const templates = {
  data: [
    templateView({ id: 'how-to', name: 'How-to guide', category: 'Blog' }),
    templateView({ id: 'landing', name: 'Landing page', category: 'Marketing' }),
    templateView({ id: 'listicle', name: 'Listicle', category: 'Blog' }),
  ],
};

function render(ui: ReactElement, route: string, path: string, handlers: Record<string, Handler>) {
  const fake = fakeShell(handlers);
  return { ...fake, ...renderScreen(ui, { route, path, shell: fake.shell }) };
}

describe('the template screens, which read their stores', () => {
  it('the templates page lists the catalogue by category, and its retry loads it again', async () => {
    let fail = true;
    const { user } = render(<TemplatesScreen />, '/dashboard/templates', '/dashboard/templates', {
      'GET /api/templates': () => {
        if (fail) throw new ApiError({ status: 500 });
        return templates;
      },
    });
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fail = false;
    await user.click(retry);
    const blog = await screen.findByRole('region', { name: 'Blog' });
    expect(within(blog).getByText('How-to guide')).toBeInTheDocument();
    expect(within(blog).getByText('Listicle')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Marketing' })).getByText('Landing page'),
    ).toBeInTheDocument();
  });

  it('a template page shows its template, or says that it does not exist', async () => {
    const handlers = {
      'GET /api/templates/listicle': () => templates.data[2],
      'GET /api/templates/gone': () => {
        throw new ApiError({ status: 404, code: 'NotFound' });
      },
      'GET /api/users/me': () => userView({ totalCredits: 4200 }),
    };
    const path = '/dashboard/templates/:templateId';
    const shown = render(<TemplateScreen />, '/dashboard/templates/listicle', path, handlers);
    expect(await screen.findByRole('heading', { name: 'Listicle' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    shown.unmount();
    render(<TemplateScreen />, '/dashboard/templates/gone', path, handlers);
    expect(await screen.findByText('This template does not exist')).toBeInTheDocument();
  });
});
