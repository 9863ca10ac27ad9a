import { PageFrame, Tabs, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountStore } from '../../../account/AccountStore';
import { ApiKeysStore } from '../../../account/ApiKeysStore';
import { accountApi } from '../../../account/api';
import { TeamStore } from '../../../account/TeamStore';
import { AccountTab } from './AccountTab';
import { ApiKeysTab } from './ApiKeysTab';
import { TeamTab } from './TeamTab';

export const settingsTabs = ['account', 'team', 'api-keys'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The tab named by ?tab=, or account. */
export function tabFromQuery(value: string | null): SettingsTab {
  return settingsTabs.find((t) => t === value) ?? 'account';
}

/** /dashboard/settings: the account (password), the team (?tab=team) and API keys (?tab=api-keys). */
export const SettingsView = observer(function SettingsView() {
  const { api, onReset } = useShell();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const [stores] = useState(() => {
    const calls = accountApi(api);
    return { account: new AccountStore(calls), team: new TeamStore(calls), keys: new ApiKeysStore(calls) };
  });

  useEffect(
    () =>
      onReset(() => {
        stores.account.reset();
        stores.team.reset();
        stores.keys.reset();
      }),
    [onReset, stores],
  );

  const select = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === 'account') next.delete('tab');
    else next.set('tab', id);
    setParams(next);
  };

  return (
    <PageFrame area="Settings" title="Settings" lead="Your account, your team and your API keys.">
      <Tabs
        label="Settings sections"
        value={tab}
        onValueChange={select}
        items={[
          { id: 'account', label: 'Account', content: <AccountTab store={stores.account} /> },
          { id: 'team', label: 'Team', content: <TeamTab store={stores.team} /> },
          { id: 'api-keys', label: 'API keys', content: <ApiKeysTab store={stores.keys} /> },
        ]}
      />
    </PageFrame>
  );
});

export default function SettingsScreen() {
  return <SettingsView />;
}
