import {
  Button,
  InlineFormRow,
  Input,
  ModalFrame,
  Notice,
  type TableColumn,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiKeysStore } from '../../../account/ApiKeysStore';
import type { ApiKey } from '../../../account/api';
import { ConfirmDialog } from '../../../account/ConfirmDialog';
import { FormModel } from '../../../account/FormModel';
import { formatDate, formatDateTime } from '../../../account/format';
import { HiddenHeader } from '../../../account/HiddenHeader';
import { useAccountForm } from '../../../account/useAccountForm';
import { CopyStatus, useCopy } from '../../../account/useCopy';
import { DeleteRowButton, LoadedTable } from './LoadedTable';
import { Section, Stack } from './Section';

export const API_KEY_NAME_MAX = 100;

export function validateKeyName(values: { name: string }) {
  const name = values.name.trim();
  if (!name) return { name: 'Give the key a name, like "WordPress plugin".' };
  if (name.length > API_KEY_NAME_MAX) return { name: `Use at most ${API_KEY_NAME_MAX} characters.` };
  return {};
}

export function createKeyForm() {
  return new FormModel<{ name: string }>({
    initial: { name: '' },
    validate: validateKeyName,
    // The API names the missing capability ("API access is not part of your plan…").
    errorTexts: { Forbidden: (server) => server ?? 'API access is not part of your plan.' },
  });
}

interface Props {
  store: ApiKeysStore;
}

/** The API keys tab: create a key (shown once, with a copy button), list by prefix and last use, delete. */
export const ApiKeysTab = observer(function ApiKeysTab({ store }: Props) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    const problem = await store.remove(target.id);
    setDeleting(null);
    if (problem) toast.danger(problem);
    else toast.success(`The key "${target.name}" was deleted. Apps using it can no longer call the API.`);
  };

  const columns: TableColumn<ApiKey>[] = [
    {
      key: 'name',
      header: 'Key',
      rowHeader: true,
      render: (k) => (
        <KeyCell>
          <span>{k.name}</span>
          <Prefix>
            {k.prefix}
            <span aria-hidden="true">…</span>
          </Prefix>
          <Muted>Created {formatDate(k.createdAt)}</Muted>
        </KeyCell>
      ),
    },
    {
      key: 'used',
      header: 'Last used',
      render: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : <Muted>Never</Muted>),
    },
    {
      key: 'actions',
      header: <HiddenHeader>Actions</HiddenHeader>,
      align: 'end',
      render: (k) => (
        <DeleteRowButton
          pending={store.pending.has(k.id)}
          onClick={() => setDeleting(k)}
          label={`Delete the key ${k.name}`}
        />
      ),
    },
  ];

  return (
    <Stack>
      <Section
        title="API keys"
        description={
          <>
            Call the public API with a key as a bearer token: <code>Authorization: Bearer &lt;key&gt;</code>.
            We keep only a fingerprint of each key, so a new key is shown once.
          </>
        }
      >
        <CreateKeyForm store={store} />
        <LoadedTable
          store={store}
          caption="Your API keys"
          columns={columns}
          rows={store.sorted}
          getRowKey={(k) => k.id}
          emptyState="No API keys yet. Create one to connect an app."
        />
      </Section>
      <NewKeyDialog store={store} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this API key?"
        confirmLabel="Delete key"
        busy={deleting ? store.pending.has(deleting.id) : false}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          Apps that use "{deleting?.name}" ({deleting?.prefix}…) stop working at once. This cannot be undone.
        </p>
      </ConfirmDialog>
    </Stack>
  );
});

const CreateKeyForm = observer(function CreateKeyForm({ store }: { store: ApiKeysStore }) {
  const { form, formRef, onSubmit } = useAccountForm(
    createKeyForm,
    (v) => store.create(v.name),
    (_created, form) => form.reset(),
  );

  return (
    <CreateBox ref={formRef} onSubmit={onSubmit} noValidate aria-label="Create an API key">
      {form.formError && (
        <Notice tone="danger">
          {form.formError}
          {form.errorCode === 'Forbidden' && (
            <>
              {' '}
              <Link to="/dashboard/billing#pricing">See the plans with API access</Link>
            </>
          )}
        </Notice>
      )}
      <InlineFormRow>
        <Input
          label="Key name"
          name="name"
          autoComplete="off"
          placeholder="e.g. WordPress plugin"
          maxLength={API_KEY_NAME_MAX}
          value={form.values.name}
          error={form.error('name')}
          onChange={(e) => form.set('name', e.target.value)}
          onBlur={() => form.blur('name')}
        />
        <Button type="submit" loading={form.submitting}>
          Create key
        </Button>
      </InlineFormRow>
    </CreateBox>
  );
});

/** The new key, once: select-all field, a copy button that says when it copied, and a warning. */
const NewKeyDialog = observer(function NewKeyDialog({ store }: { store: ApiKeysStore }) {
  const created = store.created;
  const fieldRef = useRef<HTMLInputElement>(null);
  const copier = useCopy(fieldRef);

  const close = () => {
    copier.reset();
    store.dismissCreated();
  };

  return (
    <ModalFrame
      open={created !== null}
      onClose={close}
      title="Copy your new API key"
      description="This is the only time the key is shown. Store it somewhere safe, like a password manager."
      closeOnBackdropClick={false}
      footer={<Button onClick={close}>Done</Button>}
    >
      {created && (
        <KeyBox>
          <Input
            ref={fieldRef}
            label={`Key "${created.name}"`}
            readOnly
            value={created.key}
            onFocus={(e) => e.currentTarget.select()}
            spellCheck={false}
          />
          <Button variant="secondary" onClick={() => void copier.copy(created.key)}>
            {copier.state === 'copied' ? 'Copied' : 'Copy key'}
          </Button>
          <CopyStatus state={copier.state} what="key" />
        </KeyBox>
      )}
    </ModalFrame>
  );
});

const CreateBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const KeyCell = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
`;

const Prefix = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

const KeyBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  input {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  p {
    min-height: 1.4em;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;
