import { Badge, Button, Card, Notice, Textarea } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type ChangeEvent, type FormEvent, useRef } from 'react';
import styled from 'styled-components';
import type { IndexerStore } from './IndexerStore';
import { Code, Muted, OwnerOnly, Steps } from './parts';

/**
 * The indexer's Google card: the team's service account for Google's
 * Indexing API (officially for job posting and livestream pages, as the card
 * says first). The owner connects, replaces or removes it; a member sees
 * whether it is connected and who can change it. The key is never shown
 * again once stored.
 */
export const GoogleCard = observer(function GoogleCard({ store }: { store: IndexerStore }) {
  const google = store.indexer?.google ?? null;
  const fileInput = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.connectGoogle();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void store.readGoogleKeyFile(file);
  };
  return (
    <Card title="Google’s Indexing API (optional)" headingLevel={2}>
      <Notice tone="warning" title="Only for job postings and livestreams">
        Google supports its Indexing API only for pages with job postings (JobPosting) or livestream videos
        (BroadcastEvent in a VideoObject). Other pages are not indexed faster through it; IndexNow and your
        sitemap cover them.
      </Notice>
      {!store.indexer?.canManage ? (
        <GoogleState>
          {google ? (
            <p data-testid="indexer-google">
              <Badge tone="success">Connected</Badge> as <Code>{google.clientEmail}</Code>
            </p>
          ) : (
            <Muted>Not connected.</Muted>
          )}
          <OwnerOnly />
        </GoogleState>
      ) : google ? (
        <GoogleState>
          <p data-testid="indexer-google">
            <Badge tone="success">Connected</Badge> as <Code>{google.clientEmail}</Code>
          </p>
          {!store.googleFormOpen && (
            <Actions>
              <Button size="sm" variant="secondary" onClick={() => store.openGoogleForm(true)}>
                Replace key
              </Button>
              <Button
                size="sm"
                variant="danger"
                loading={store.googleBusy}
                onClick={() => void store.removeGoogle()}
              >
                Remove
              </Button>
            </Actions>
          )}
        </GoogleState>
      ) : (
        !store.googleFormOpen && (
          <Actions>
            <Button variant="secondary" onClick={() => store.openGoogleForm(true)}>
              Connect Google
            </Button>
          </Actions>
        )
      )}
      {store.googleFormOpen && store.indexer?.canManage && (
        <GoogleForm onSubmit={onSubmit} aria-label="Connect Google’s Indexing API">
          <Steps>
            <li>In Google Cloud, enable the Indexing API and create a service account.</li>
            <li>
              In Search Console, add the service account’s email as an <strong>owner</strong> of your site
              (Settings, Users and permissions). Without it, Google refuses every URL.
            </li>
            <li>Create a JSON key for the service account, then paste it here or choose the file.</li>
          </Steps>
          <Textarea
            label="Service account JSON key"
            rows={5}
            spellCheck={false}
            autoComplete="off"
            placeholder='{"type": "service_account", "client_email": "…", "private_key": "…"}'
            hint="Stored encrypted and never shown again: the page shows the account’s email only."
            value={store.googleKeyText}
            error={store.googleError || undefined}
            onChange={(e) => store.setGoogleKeyText(e.target.value)}
          />
          <Actions>
            <Button type="submit" loading={store.googleBusy}>
              {google ? 'Replace key' : 'Connect'}
            </Button>
            <Button variant="secondary" onClick={() => fileInput.current?.click()}>
              Choose key file
            </Button>
            <Button variant="ghost" onClick={() => store.openGoogleForm(false)}>
              Cancel
            </Button>
            <HiddenFile
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              aria-label="Key file"
              onChange={onFile}
            />
          </Actions>
        </GoogleForm>
      )}
      {!store.googleFormOpen && store.googleError && <Notice tone="danger">{store.googleError}</Notice>}
    </Card>
  );
});

const GoogleState = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const GoogleForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const HiddenFile = styled.input`
  display: none;
`;
