import type { PartnerView } from '@inkpress/shared-core';
import { runnableTools } from '@inkpress/shared-core/tools';
import {
  Button,
  Input,
  ModalFrame,
  Notice,
  ProgressBar,
  Select,
  type TableColumn,
  Textarea,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../account/ConfirmDialog';
import type { FormModel } from '../../../account/FormModel';
import { HiddenHeader } from '../../../account/HiddenHeader';
import {
  embedCode,
  type PartnerFormValues,
  type PartnersStore,
  partnerForm,
} from '../../../account/PartnersStore';
import { useAccountForm } from '../../../account/useAccountForm';
import { CopyStatus, useCopy } from '../../../account/useCopy';
import { DeleteRowButton, LoadedTable } from './LoadedTable';
import { Section, Stack } from './Section';

const toolOptions = runnableTools.map((tool) => ({ value: tool.slug, label: tool.name }));
const number = new Intl.NumberFormat('en-US');

/**
 * Partners (internal users only): the sites that embed the free tools. Each
 * has a public key, the origins that may frame the tool and a daily quota;
 * the table shows today's runs against it, and each partner's embed code is
 * one click away.
 */
export const PartnersTab = observer(function PartnersTab({ store }: { store: PartnersStore }) {
  const toast = useToast();
  const [editing, setEditing] = useState<PartnerView | null>(null);
  const [embedding, setEmbedding] = useState<PartnerView | null>(null);
  const [deleting, setDeleting] = useState<PartnerView | null>(null);

  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    const problem = await store.remove(target.id);
    setDeleting(null);
    if (problem) toast.danger(problem);
    else toast.success(`${target.name} was deleted. Its embedded tools stop working at once.`);
  };

  const columns: TableColumn<PartnerView>[] = [
    {
      key: 'name',
      header: 'Partner',
      rowHeader: true,
      render: (p) => (
        <Cell>
          <span>{p.name}</span>
          <Mono>{p.key}</Mono>
        </Cell>
      ),
    },
    {
      key: 'origins',
      header: 'Allowed origins',
      render: (p) => (
        <Origins>
          {p.origins.map((origin) => (
            <li key={origin}>{origin}</li>
          ))}
        </Origins>
      ),
    },
    {
      key: 'today',
      header: 'Runs today',
      render: (p) =>
        p.dailyQuota === 0 ? (
          <Muted>Paused (quota 0)</Muted>
        ) : (
          <ProgressBar
            label={`Runs today for ${p.name}`}
            hideLabel
            value={p.runsToday}
            max={p.dailyQuota}
            showValue
            valueText={`${number.format(p.runsToday)} of ${number.format(p.dailyQuota)}`}
            tone={
              p.runsToday >= p.dailyQuota ? 'danger' : p.runsToday >= p.dailyQuota * 0.8 ? 'warning' : 'brand'
            }
          />
        ),
    },
    {
      key: 'actions',
      header: <HiddenHeader>Actions</HiddenHeader>,
      align: 'end',
      render: (p) => (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEmbedding(p)}
            aria-label={`Embed code for ${p.name}`}
          >
            Embed code
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
            Edit
          </Button>
          <DeleteRowButton
            pending={store.pending.has(p.id)}
            onClick={() => setDeleting(p)}
            label={`Delete ${p.name}`}
          />
        </Actions>
      ),
    },
  ];

  return (
    <Stack>
      <Section
        title="Partners"
        description="Sites that embed the free tools. A partner's tools show only on its allowed origins, and its runs stop for the day at its quota (0 pauses it)."
      >
        <CreatePartnerForm store={store} onCreated={(p) => setEmbedding(p)} />
        <LoadedTable
          store={store}
          caption="Partners"
          columns={columns}
          rows={store.sorted}
          getRowKey={(p) => p.id}
          emptyState="No partners yet. Add the first site that embeds the tools."
        />
      </Section>
      {editing && <EditPartnerDialog store={store} partner={editing} onClose={() => setEditing(null)} />}
      <EmbedCodeDialog partner={embedding} onClose={() => setEmbedding(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this partner?"
        confirmLabel="Delete partner"
        busy={deleting ? store.pending.has(deleting.id) : false}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          The tools embedded with {deleting?.name}'s key stop working on its sites at once. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </Stack>
  );
});

/** The three fields of a partner, bound to its form. */
const PartnerFields = observer(function PartnerFields({ form }: { form: FormModel<PartnerFormValues> }) {
  return (
    <>
      <Input
        label="Partner name"
        name="name"
        autoComplete="off"
        placeholder="e.g. Acme Writers"
        value={form.values.name}
        error={form.error('name')}
        onChange={(e) => form.set('name', e.target.value)}
        onBlur={() => form.blur('name')}
      />
      <Textarea
        label="Allowed origins"
        name="origins"
        rows={3}
        hint="One per line, like https://blog.example.com: the sites that may show the tools."
        value={form.values.origins}
        error={form.error('origins')}
        onChange={(e) => form.set('origins', e.target.value)}
        onBlur={() => form.blur('origins')}
      />
      <Input
        label="Daily quota (runs)"
        name="dailyQuota"
        inputMode="numeric"
        value={form.values.dailyQuota}
        error={form.error('dailyQuota')}
        onChange={(e) => form.set('dailyQuota', e.target.value)}
        onBlur={() => form.blur('dailyQuota')}
      />
    </>
  );
});

const CreatePartnerForm = observer(function CreatePartnerForm({
  store,
  onCreated,
}: {
  store: PartnersStore;
  onCreated: (partner: PartnerView) => void;
}) {
  const { form, formRef, onSubmit } = useAccountForm(
    () => partnerForm(),
    (values) => store.create(values),
    (created, model) => {
      model.reset();
      onCreated(created);
    },
  );
  return (
    <FormBox ref={formRef} onSubmit={onSubmit} noValidate aria-label="Add a partner">
      {form.formError && <Notice tone="danger">{form.formError}</Notice>}
      <PartnerFields form={form} />
      <div>
        <Button type="submit" loading={form.submitting}>
          Add partner
        </Button>
      </div>
    </FormBox>
  );
});

const EditPartnerDialog = observer(function EditPartnerDialog({
  store,
  partner,
  onClose,
}: {
  store: PartnersStore;
  partner: PartnerView;
  onClose: () => void;
}) {
  const toast = useToast();
  const { form, formRef, onSubmit } = useAccountForm(
    () => partnerForm(partner),
    (values) => store.update(partner, values),
    (saved) => {
      toast.success(`${saved.name} was saved.`);
      onClose();
    },
  );
  return (
    <ModalFrame open onClose={onClose} title={`Edit ${partner.name}`}>
      <FormBox ref={formRef} onSubmit={onSubmit} noValidate aria-label={`Edit ${partner.name}`}>
        {form.formError && <Notice tone="danger">{form.formError}</Notice>}
        <PartnerFields form={form} />
        <Actions>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Actions>
      </FormBox>
    </ModalFrame>
  );
});

/** The code to paste on the partner's page, for the tool chosen, with a copy button. */
function EmbedCodeDialog({ partner, onClose }: { partner: PartnerView | null; onClose: () => void }) {
  const [tool, setTool] = useState(toolOptions[0]?.value ?? 'grammar-checker');
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const copier = useCopy(codeRef);
  const code = partner ? embedCode(window.location.origin, partner.key, tool) : '';

  const close = () => {
    copier.reset();
    onClose();
  };

  return (
    <ModalFrame
      open={partner !== null}
      onClose={close}
      title={partner ? `Embed code for ${partner.name}` : 'Embed code'}
      description="Paste it where the tool should appear on a page of an allowed origin."
      footer={<Button onClick={close}>Done</Button>}
    >
      {partner && (
        <FormBox as="div">
          <Select
            label="Tool"
            value={tool}
            options={toolOptions}
            onChange={(e) => {
              setTool(e.target.value);
              copier.reset();
            }}
          />
          <Textarea ref={codeRef} label="Embed code" readOnly rows={4} value={code} spellCheck={false} />
          <div>
            <Button variant="secondary" onClick={() => void copier.copy(code)}>
              {copier.state === 'copied' ? 'Copied' : 'Copy code'}
            </Button>
          </div>
          <CopyStatus state={copier.state} what="embed code" />
        </FormBox>
      )}
    </ModalFrame>
  );
}

const FormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  textarea[readonly] {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const Cell = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Origins = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
