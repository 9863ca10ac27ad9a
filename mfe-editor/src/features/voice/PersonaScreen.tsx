import { type KnowledgeLevel, knowledgeLevels, type PersonaView } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Input,
  Notice,
  PageFrame,
  RetryView,
  Select,
  Skeleton,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorHandler } from '../common/errors';
import { linesOf, PersonasStore } from './VoiceStores';
import { createVoiceApi } from './voiceApi';

const levelLabel: Record<KnowledgeLevel, string> = {
  beginner: 'Beginner: explain the terms',
  intermediate: 'Intermediate: knows the basics',
  expert: 'Expert: skip the basics',
};

interface Draft {
  name: string;
  role: string;
  goals: string;
  pains: string;
  knowledgeLevel: KnowledgeLevel;
  tone: string;
}

const empty: Draft = { name: '', role: '', goals: '', pains: '', knowledgeLevel: 'intermediate', tone: '' };
const draftOf = (p: PersonaView): Draft => ({
  name: p.name,
  role: p.role,
  goals: p.goals.join('\n'),
  pains: p.pains.join('\n'),
  knowledgeLevel: p.knowledgeLevel,
  tone: p.tone,
});

/** /dashboard/persona: who the team's articles and chat answers speak to. */
const PersonaScreen = observer(function PersonaScreen() {
  const { api } = useShell();
  const toast = useToast();
  const handleError = useErrorHandler();
  const store = useMemo(() => new PersonasStore(createVoiceApi(api)), [api]);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(empty);
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<PersonaView | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    store.load(controller.signal).catch((e) => toast.danger(handleError(e)));
    return () => controller.abort();
  }, [store, toast, handleError]);

  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const reset = () => {
    setEditing(null);
    setDraft(empty);
    setError('');
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    store
      .save(editing, {
        name: draft.name.trim(),
        role: draft.role.trim(),
        goals: linesOf(draft.goals),
        pains: linesOf(draft.pains),
        knowledgeLevel: draft.knowledgeLevel,
        tone: draft.tone.trim(),
      })
      .then(
        (saved) => {
          toast.success(editing ? `“${saved.name}” saved.` : `“${saved.name}” is ready to write for.`);
          reset();
        },
        (e) => setError(handleError(e)),
      );
  };
  const remove = (persona: PersonaView) => {
    setBusy(true);
    store
      .remove(persona.id)
      .then(() => editing === persona.id && reset())
      .catch((e) => toast.danger(handleError(e)))
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  };

  return (
    <PageFrame
      area="Write"
      title="Persona"
      lead="Who your articles speak to: their role, goals, pains and how much they already know. Pick a persona when you chat or generate an article."
    >
      <Layout>
        <Card title={editing ? 'Edit persona' : 'New persona'}>
          <Form onSubmit={save} aria-label={editing ? 'Edit persona' : 'New persona'}>
            <Input
              label="Name"
              placeholder="e.g. Busy Ben"
              value={draft.name}
              maxLength={80}
              required
              onChange={(e) => set('name')(e.target.value)}
            />
            <Input
              label="Role"
              placeholder="e.g. Small business owner"
              value={draft.role}
              maxLength={120}
              required
              onChange={(e) => set('role')(e.target.value)}
            />
            <Textarea
              label="Goals"
              hint="One per line."
              rows={3}
              value={draft.goals}
              onChange={(e) => set('goals')(e.target.value)}
            />
            <Textarea
              label="Pains"
              hint="One per line: what gets in their way."
              rows={3}
              value={draft.pains}
              onChange={(e) => set('pains')(e.target.value)}
            />
            <Select
              label="Knowledge level"
              value={draft.knowledgeLevel}
              onChange={(e) => set('knowledgeLevel')(e.target.value)}
              options={knowledgeLevels.map((level) => ({ value: level, label: levelLabel[level] }))}
            />
            <Input
              label="Preferred tone"
              placeholder="e.g. friendly, no-nonsense"
              value={draft.tone}
              maxLength={80}
              onChange={(e) => set('tone')(e.target.value)}
            />
            {error && <Notice tone="danger">{error}</Notice>}
            <Actions>
              <Button
                type="submit"
                loading={store.saving}
                disabled={!draft.name.trim() || !draft.role.trim()}
              >
                {editing ? 'Save persona' : 'Create persona'}
              </Button>
              {editing && (
                <Button type="button" variant="ghost" onClick={reset}>
                  Cancel
                </Button>
              )}
            </Actions>
          </Form>
        </Card>
        <section aria-label="Personas">
          {store.personas.status === 'failure' && store.personas.value.length === 0 ? (
            <RetryView onRetry={() => void store.load().catch(() => undefined)} />
          ) : !store.personas.loaded ? (
            <Skeleton height={160} />
          ) : store.personas.value.length === 0 ? (
            <EmptyState
              title="No persona yet"
              text="Describe a reader: articles written for them open by speaking to their role and pains."
            />
          ) : (
            <List>
              {store.personas.value.map((persona) => (
                <li key={persona.id}>
                  <Card
                    title={persona.name}
                    actions={
                      <Actions>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => {
                            setEditing(persona.id);
                            setDraft(draftOf(persona));
                            setError('');
                          }}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete ${persona.name}`}
                          onClick={() => setDeleting(persona)}
                        >
                          Delete
                        </Button>
                      </Actions>
                    }
                  >
                    <Details data-testid="persona-card">
                      <p>
                        <strong>{persona.role}</strong> <Badge size="sm">{persona.knowledgeLevel}</Badge>
                        {persona.tone && <Badge size="sm">{persona.tone}</Badge>}
                      </p>
                      {persona.goals.length > 0 && (
                        <div>
                          <h3>Goals</h3>
                          <ul>
                            {persona.goals.map((g) => (
                              <li key={g}>{g}</li>
                            ))}
                          </ul>
                        </div>
                      )}
                      {persona.pains.length > 0 && (
                        <div>
                          <h3>Pains</h3>
                          <ul>
                            {persona.pains.map((p) => (
                              <li key={p}>{p}</li>
                            ))}
                          </ul>
                        </div>
                      )}
                    </Details>
                  </Card>
                </li>
              ))}
            </List>
          )}
        </section>
      </Layout>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        message="The persona is deleted for your whole team. Articles already written keep their text."
        confirmLabel="Delete persona"
        tone="danger"
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </PageFrame>
  );
});
export default PersonaScreen;

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;
