import type { BulkRunView } from '@inkpress/shared-core';
import { fileView, userView } from '@inkpress/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { infoBasePath } from '../common/InfoBaseCheck';
import { fakeShell, renderScreen } from '../test/fakeShell';
import BulkGenerateScreen from './BulkGenerateScreen';

// The whole screen in jsdom, driven by user-event.
jest.setTimeout(30_000);

const RUN = 'a'.repeat(24);

/** A run that is already over (the screen follows nothing). */
const finished: BulkRunView = {
  id: RUN,
  status: 'succeeded',
  counts: { total: 0, queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 },
  progress: 1,
  folder_id: 'f'.repeat(24),
  parallel: 1,
  estimate: 0,
  charged: 0,
  created_at: new Date(0).toISOString(),
  finished_at: new Date(0).toISOString(),
  cancelled_at: null,
  articles: [],
};

function open(files: ReturnType<typeof fileView>[]) {
  const fake = fakeShell(
    {
      'GET /api/templates': () => ({ data: [] }),
      'GET /api/folders': () => ({ data: [] }),
      'GET /api/files': () => files,
      'GET /api/bulk-generate': () => ({ data: [], total: 0 }),
      'GET /api/users/me': () => userView({ totalCredits: 100_000 }),
      'POST /api/bulk-generate': () => finished,
    },
    { [`/api/bulk-generate/${RUN}/events`]: () => [] },
  );
  const shown = renderScreen(<BulkGenerateScreen />, {
    route: '/dashboard/bulk-generate',
    path: '/dashboard/bulk-generate',
    shell: fake.shell,
  });
  const starts = () => fake.calls.filter((c) => c.route === 'POST /api/bulk-generate').map((c) => c.body);
  return { ...shown, starts };
}

describe('the bulk generate screen’s "ground articles in my info base"', () => {
  it('sends infoBase only when the box is checked', async () => {
    const { user, starts } = open([fileView({ name: 'Bakery facts' })]);
    const box = await screen.findByRole('checkbox', { name: 'Ground articles in my info base' });
    expect(box).not.toBeChecked();
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(/Each article uses and cites your team’s uploaded files/),
    );

    const rows = screen.getByRole('textbox', { name: 'One keyword or title a line, or a CSV' });
    await user.type(rows, 'sourdough loaves');
    await user.click(screen.getByRole('button', { name: 'Add rows' }));
    await user.click(screen.getByRole('button', { name: /^Start writing/ }));
    await waitFor(() => expect(starts()).toHaveLength(1));
    expect(starts()[0]).not.toHaveProperty('infoBase');

    await user.type(rows, 'sourdough loaves');
    await user.click(screen.getByRole('button', { name: 'Add rows' }));
    await user.click(box);
    await user.click(screen.getByRole('button', { name: /^Start writing/ }));
    await waitFor(() => expect(starts()).toHaveLength(2));
    expect(starts()[1]).toMatchObject({ rows: [{ keyword: 'sourdough loaves' }], infoBase: true });
  });

  it('says when the team has no info-base files yet, with a link to where they are added', async () => {
    open([]);
    expect(await screen.findByTestId('info-base-empty')).toHaveTextContent(
      'Your team has no info-base files yet',
    );
    expect(screen.getByRole('link', { name: 'Brand Voice → Info base' })).toHaveAttribute(
      'href',
      infoBasePath,
    );
  });
});
