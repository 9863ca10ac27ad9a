import { screen } from '@testing-library/react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import { groundLabel, InfoBaseCheck, infoBasePath } from './InfoBaseCheck';

describe('the info-base checkbox of the template flow, bulk runs and autoblog schedules', () => {
  it('says the articles use and cite the team’s files, and hands each click to its callback', async () => {
    const onChange = jest.fn();
    const { shell } = fakeShell({});
    const { user } = renderScreen(<InfoBaseCheck checked={false} onChange={onChange} files={3} />, {
      route: '/x',
      path: '/x',
      shell,
    });
    const box = screen.getByRole('checkbox', { name: groundLabel });
    expect(box).toHaveAccessibleDescription(/Each article uses and cites your team’s uploaded files/);
    expect(screen.queryByTestId('info-base-empty')).toBeNull();
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('says when the team has no info-base files yet, and links to where they are added', async () => {
    const { shell } = fakeShell({});
    const { user } = renderScreen(<InfoBaseCheck checked={false} onChange={() => undefined} files={0} />, {
      route: '/x',
      path: '/x',
      shell,
    });
    expect(screen.getByTestId('info-base-empty')).toHaveTextContent(
      'Your team has no info-base files yet, so there is nothing to draw on: add them in Brand Voice → Info base.',
    );
    const link = screen.getByRole('link', { name: 'Brand Voice → Info base' });
    expect(link).toHaveAttribute('href', infoBasePath);
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/brand-voice');
  });
});
