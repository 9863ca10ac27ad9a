import type { IntegrationView } from '@inkpress/shared-core';
import { Badge, Button, PageFrame, Spinner, useShell, useToast } from '@inkpress/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { BulkHistory } from '../bulk/BulkHistory';
import { integrationsApi, problemText, typeNames } from '../integrations/api';

/**
 * /dashboard/integrations: the team's websites, the built-in API entry first;
 * a site whose credentials stopped working says so and offers to reconnect.
 */
export default function IntegrationsPage() {
  const { api, popups } = useShell();
  const toast = useToast();
  const [items, setItems] = useState<IntegrationView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const load = useCallback(() => {
    integrationsApi(api)
      .list()
      .then((list) => {
        setItems(list);
        setProblem(null);
      })
      .catch((error) => setProblem(problemText(error)));
  }, [api]);
  useEffect(load, [load]);

  const remove = async (item: IntegrationView) => {
    if (!window.confirm(`Remove ${item.name}? Posts already published stay on the site.`)) return;
    setRemoving(item.id);
    try {
      await integrationsApi(api).remove(item.id);
      toast.success(`${item.name} was removed.`);
      load();
    } catch (error) {
      toast.danger(problemText(error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <PageFrame
      area="Integrations"
      title="Integrations"
      lead="Connect your websites once, then publish any article to them in one click."
    >
      <Toolbar>
        {items?.some((i) => i.type === 'wordpress' || i.type === 'ghost') && (
          <Button variant="secondary" onClick={() => popups.open('import-article', {})}>
            Import an article
          </Button>
        )}
        <Button onClick={() => popups.open('website-integration', { onDone: load })}>Add website</Button>
      </Toolbar>
      {problem && <p role="alert">{problem}</p>}
      {!items && !problem && <Spinner label="Loading your websites" />}
      {items && (
        <List aria-label="Your integrations">
          {items.map((item) => (
            <Item
              key={item.id}
              data-type={item.type}
              data-state={item.state}
              $attention={item.state === 'needs_attention'}
            >
              <Head>
                <strong>{item.name}</strong>
                <Badge tone={item.builtIn ? 'brand' : 'neutral'}>
                  {item.builtIn ? 'Built in' : typeNames[item.type]}
                </Badge>
                {!item.builtIn &&
                  (item.state === 'connected' ? (
                    <Badge tone="success">Connected</Badge>
                  ) : (
                    <Badge tone="warning">Needs attention</Badge>
                  ))}
              </Head>
              {item.builtIn ? (
                <span>Receive your articles anywhere with an API key (Settings → API key).</span>
              ) : (
                <Address>{item.url}</Address>
              )}
              {item.problem && <Attention role="alert">{item.problem.message}</Attention>}
              {!item.builtIn && (
                <Actions>
                  {item.state === 'needs_attention' ? (
                    <Button
                      size="sm"
                      onClick={() => popups.open('reconnect-website', { integration: item, onDone: load })}
                    >
                      Reconnect
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => popups.open('website-integration', { integration: item, onDone: load })}
                    >
                      Manage
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={removing === item.id}
                    onClick={() => void remove(item)}
                    aria-label={`Remove ${item.name}`}
                  >
                    Remove
                  </Button>
                </Actions>
              )}
            </Item>
          ))}
        </List>
      )}
      <Supported>
        Connect WordPress, Ghost, Shopify, Webflow, Medium, Reddit or your own API (a signed webhook), then
        publish from the editor or in bulk.
      </Supported>
      <BulkHistory />
    </PageFrame>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
`;

const Item = styled.li<{ $attention: boolean }>`
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #fff;
  border: 1px solid
    ${({ theme, $attention }) => ($attention ? theme.colors.tones.warning.border : theme.colors.border.default)};
  & > span {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  strong {
    color: ${({ theme }) => theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
`;

const Address = styled.span`
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Attention = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.tones.warning.fg};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const Supported = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: 0.875rem;
`;
