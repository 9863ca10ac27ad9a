import { PageFrame, Tabs, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountStore } from '../../../account/AccountStore';
import { ApiKeysStore } from '../../../account/ApiKeysStore';
import { accountApi } from '../../../account/api';
import { PartnersStore } from '../../../account/PartnersStore';
import { TeamStore } from '../../../account/TeamStore';
import { AccountTab } from './AccountTab';
import { ApiKeysTab } from './ApiKeysTab';
import { PartnersTab } from './PartnersTab';
import { TeamTab } from './TeamTab';

export const settingsTabs = ['account', 'team', 'api-keys', 'partners'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The tab named by ?tab=, or account; partners only for internal users. */
export function tabFromQuery(value: string | null, isInternal = false): SettingsTab {
  const tab = settingsTabs.find((t) => t === value) ?? 'account';
  return tab === 'partners' && !isInternal ? 'account' : tab;
}

/**
 * /dashboard/settings: the account (password), the team (?tab=team), API keys
 * (?tab=api-keys) and, for internal users, the partners that embed the free
 * tools (?tab=partners).
 */
export const SettingsView = observer(function SettingsView() {
  const { api, onReset, session } = useShell();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'), session.isInternal);
  const [stores] = useState(() => {
    const calls = accountApi(api);
    return {
      account: new AccountStore(calls),
      team: new TeamStore(calls),
      keys: new ApiKeysStore(calls),
      partners: new PartnersStore(calls),
    };
  });

  useEffect(
    () =>
      onReset(() => {
        stores.account.reset();
        stores.team.reset();
        stores.keys.reset();
        stores.partners.reset();
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
          ...(session.isInternal
            ? [{ id: 'partners', label: 'Partners', content: <PartnersTab store={stores.partners} /> }]
            : []),
        ]}
      />
    </PageFrame>
  );
});

export default function SettingsScreen() {
  return <SettingsView />;
}
