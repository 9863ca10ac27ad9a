import { fileView, styleView } from '@inkpress/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import BrandVoiceScreen from './BrandVoiceScreen';

// A whole screen in jsdom, driven by user-event: slower than a unit test.
jest.setTimeout(30_000);

const style = (id: string, name: string) => styleView({ id, name });
const file = (id: string, name: string) => fileView({ id, name, words: 12 });

function setup() {
  const styles = [style('s1', 'Friendly coach'), style('s2', 'Board report')];
  const files = [file('f1', 'Pricing 2026')];
  const fake = fakeShell({
    'GET /api/styles': () => styles,
    'GET /api/files': () => files,
    'POST /api/generate/style': (body) => {
      const made = style('s3', (body as { name: string }).name);
      styles.unshift(made);
      return made;
    },
    'POST /api/train': (body) => {
      const made = file('f2', (body as { name?: string }).name || 'Facts');
      files.unshift(made);
      return made;
    },
  });
  const view = renderScreen(<BrandVoiceScreen />, {
    route: '/dashboard/brand-voice',
    path: '/dashboard/brand-voice',
    shell: fake.shell,
  });
  return { ...fake, ...view };
}

describe('the brand voice screen', () => {
  it('lists the team’s voices, and a new one from samples goes first with the form emptied', async () => {
    const { user, calls } = setup();
    const cards = await screen.findAllByTestId('voice-card');
    expect(cards.map((c) => within(c).getByTestId('voice-description').textContent)).toEqual([
      'Friendly coach talks to the reader as you.',
      'Board report talks to the reader as you.',
    ]);
    expect(screen.getByRole('tab', { name: 'Voices (2)' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Create a brand voice' });
    const save = within(form).getByRole('button', { name: 'Analyse and save' });
    expect(save).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Coach 2');
    await user.type(within(form).getByRole('textbox', { name: 'Sample texts' }), 'One.{enter}---{enter}Two.');
    await user.click(save);
    await waitFor(() => expect(screen.getAllByTestId('voice-card')).toHaveLength(3));
    expect(calls.find((c) => c.route === 'POST /api/generate/style')?.body).toEqual({
      name: 'Coach 2',
      samples: ['One.', 'Two.'],
    });
    expect(
      within(screen.getAllByTestId('voice-card')[0]!).getByTestId('voice-description'),
    ).toHaveTextContent('Coach 2');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('the info base tab lists the files and adds pasted facts', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: /Info base/ }));
    expect(await screen.findByTestId('info-base-item')).toHaveTextContent('Pricing 2026');
    const facts = screen.getByRole('form', { name: 'Paste facts into the info base' });
    await user.type(within(facts).getByRole('textbox', { name: 'Name' }), 'Refunds');
    await user.type(within(facts).getByRole('textbox', { name: 'Facts' }), 'Refunds within 30 days.');
    await user.click(within(facts).getByRole('button', { name: 'Add facts' }));
    await waitFor(() => expect(screen.getAllByTestId('info-base-item')).toHaveLength(2));
    expect(within(facts).getByRole('textbox', { name: 'Facts' })).toHaveValue('');
  });
});
