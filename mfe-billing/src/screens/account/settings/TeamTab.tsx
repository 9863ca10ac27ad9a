import {
  Badge,
  Button,
  InlineFormRow,
  Input,
  Link,
  Notice,
  ProgressBar,
  RetryView,
  Skeleton,
  Table,
  type TableColumn,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { TeamUser } from '../../../account/api';
import { ConfirmDialog } from '../../../account/ConfirmDialog';
import { FormModel } from '../../../account/FormModel';
import { formatDate } from '../../../account/format';
import { HiddenHeader } from '../../../account/HiddenHeader';
import type { TeamStore } from '../../../account/TeamStore';
import { useAccountForm } from '../../../account/useAccountForm';
import { type EmailValues, validateInvite } from '../../../account/validation';
import { Section, Stack } from './Section';

export const inviteErrorTexts = {
  Conflict: (server: string | undefined) => server ?? 'This person is already in the team.',
  Forbidden: (server: string | undefined) => server ?? 'Only the team owner can invite people.',
  RateLimitError: 'Too many invitations in a short time. Wait a few minutes, then try again.',
};

export function createInviteForm(ownEmail: string) {
  return new FormModel<EmailValues>({
    initial: { email: '' },
    validate: (values) => validateInvite(values, ownEmail),
    errorTexts: inviteErrorTexts,
  });
}

interface Props {
  store: TeamStore;
}

/** The team tab: members, pending invitations, and for the owner inviting and removing. */
export const TeamTab = observer(function TeamTab({ store }: Props) {
  const { session } = useShell();
  const toast = useToast();
  const [removing, setRemoving] = useState<TeamUser | null>(null);
  const userId = session.user?.id;

  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);

  if (store.status === 'failure') {
    return (
      <Stack>
        <RetryView headingLevel={2} text={store.loadError} onRetry={() => void store.load()} />
      </Stack>
    );
  }
  if (!store.team) {
    return (
      <Stack aria-busy="true">
        <Section title="Team members">
          <Skeleton shape="rect" height={160} />
        </Section>
      </Stack>
    );
  }

  const isOwner = store.isOwner(userId);
  const owner = store.owner;
  const confirmRemove = async () => {
    if (!removing) return;
    const target = removing;
    const problem = await store.remove(target.id);
    setRemoving(null);
    if (problem) {
      toast.danger(problem);
      void store.load();
    } else if (target.status === 'invited') toast.success(`The invitation to ${target.email} was cancelled.`);
    else toast.success(`${target.name || target.email} was removed from the team.`);
  };

  const memberColumns: TableColumn<TeamUser>[] = [
    {
      key: 'member',
      header: 'Member',
      rowHeader: true,
      render: (u) => (
        <Person>
          <Avatar aria-hidden="true">{(u.name || u.email).slice(0, 1).toUpperCase()}</Avatar>
          <span>
            <Name>
              {u.name || u.email}
              {u.id === userId && (
                <Badge size="sm" tone="brand">
                  You
                </Badge>
              )}
            </Name>
            {u.name && <Secondary>{u.email}</Secondary>}
            <Secondary>Joined {formatDate(u.created_at)}</Secondary>
          </span>
        </Person>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      render: (u) => (
        <Badge size="sm" tone={u.role === 'Owner' ? 'info' : 'neutral'}>
          {u.role === 'Owner' ? 'Owner' : 'Member'}
        </Badge>
      ),
    },
  ];
  const inviteColumns: TableColumn<TeamUser>[] = [
    {
      key: 'email',
      header: 'Email',
      rowHeader: true,
      render: (u) => (
        <span>
          <Name>{u.email}</Name>
          <Secondary>
            Sent {formatDate(u.created_at)} · expires {formatDate(u.expiresAt)}
          </Secondary>
        </span>
      ),
    },
  ];
  if (isOwner) {
    memberColumns.push({
      key: 'actions',
      header: <HiddenHeader>Actions</HiddenHeader>,
      align: 'end',
      render: (u) =>
        u.role === 'Owner' ? null : (
          <Button
            size="sm"
            variant="ghost"
            loading={store.pending.has(u.id)}
            onClick={() => setRemoving(u)}
            aria-label={`Remove ${u.name || u.email}`}
          >
            Remove
          </Button>
        ),
    });
    inviteColumns.push({
      key: 'actions',
      header: <HiddenHeader>Actions</HiddenHeader>,
      align: 'end',
      render: (u) => (
        <Button
          size="sm"
          variant="ghost"
          loading={store.pending.has(u.id)}
          onClick={() => setRemoving(u)}
          aria-label={`Cancel the invitation to ${u.email}`}
        >
          Cancel
        </Button>
      ),
    });
  }

  return (
    <Stack>
      <Section
        title="Team members"
        description="Everyone in the team works on the same documents and shares the plan's credits."
        aside={
          store.maxTeamSize > 0 || store.placesUsed > 0 ? (
            <Places used={store.placesUsed} max={store.maxTeamSize} />
          ) : undefined
        }
      >
        {isOwner ? (
          <InviteForm store={store} ownEmail={session.user?.email ?? ''} />
        ) : (
          <Notice tone="info" title="Only the team owner can invite or remove people.">
            {owner ? `Ask ${owner.name || owner.email} if someone should join or leave the team.` : ''}
          </Notice>
        )}
        <Table
          caption="Members"
          columns={memberColumns}
          rows={store.members}
          getRowKey={(u) => u.id}
          loading={store.status === 'loading'}
        />
        <Table
          caption="Pending invitations"
          columns={inviteColumns}
          rows={store.invites}
          getRowKey={(u) => u.id}
          emptyState="No pending invitations."
        />
      </Section>
      <ConfirmDialog
        open={removing !== null}
        title={removing?.status === 'invited' ? 'Cancel this invitation?' : 'Remove this member?'}
        confirmLabel={removing?.status === 'invited' ? 'Cancel invitation' : 'Remove member'}
        busy={removing ? store.pending.has(removing.id) : false}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        {removing?.status === 'invited' ? (
          <p>The link sent to {removing.email} will stop working. You can invite them again later.</p>
        ) : (
          <p>
            {removing?.name || removing?.email} will lose access to the team's documents and credits and go
            back to their own workspace.
          </p>
        )}
      </ConfirmDialog>
    </Stack>
  );
});

function Places({ used, max }: { used: number; max: number }) {
  return (
    <PlacesBox>
      <span>
        <strong>{used}</strong> of {max} places used
      </span>
      <ProgressBar
        value={used}
        max={max}
        label="Team places used"
        hideLabel
        valueText={`${used} of ${max} places`}
        tone={used >= max ? 'warning' : 'brand'}
      />
    </PlacesBox>
  );
}

const InviteForm = observer(function InviteForm({ store, ownEmail }: { store: TeamStore; ownEmail: string }) {
  const toast = useToast();
  const [sentTo, setSentTo] = useState('');
  const { form, formRef, onSubmit } = useAccountForm(
    () => createInviteForm(ownEmail),
    (v) => {
      setSentTo('');
      return store.invite(v.email);
    },
    (_team, form) => {
      const email = form.values.email.trim().toLowerCase();
      form.reset();
      setSentTo(email);
      toast.success(`Invitation sent to ${email}.`);
    },
  );

  if (store.maxTeamSize === 0) {
    return (
      <Notice tone="info" title="Teams come with the paid plans.">
        The Free plan is for one person. <Link to="/dashboard/billing#pricing">Upgrade</Link> to invite
        teammates: they work on your documents and share the plan's credits.
      </Notice>
    );
  }

  if (store.isFull) {
    return (
      <Notice tone="warning" title="Your team is full.">
        Every place of your plan is taken by a member or a pending invitation. Cancel an invitation, remove a
        member, or <Link to="/dashboard/billing#pricing">upgrade your plan</Link> for more places.
      </Notice>
    );
  }

  return (
    <InviteBox ref={formRef} onSubmit={onSubmit} noValidate aria-label="Invite a team member">
      {sentTo && (
        <Notice tone="success" title="Invitation sent.">
          We emailed {sentTo} a link to join. It stays valid for a few days.
        </Notice>
      )}
      {form.formError && (
        <Notice tone="danger">
          {form.formError}
          {form.errorCode === 'MaxTeamSizeLimitReachedError' && (
            <>
              {' '}
              <Link to="/dashboard/billing#pricing">See plans</Link>
            </>
          )}
        </Notice>
      )}
      <InlineFormRow>
        <Input
          label="Invite by email"
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@company.com"
          value={form.values.email}
          error={form.error('email')}
          onChange={(e) => form.set('email', e.target.value)}
          onBlur={() => form.blur('email')}
        />
        <Button type="submit" loading={form.submitting}>
          Send invitation
        </Button>
      </InlineFormRow>
    </InviteBox>
  );
});

const PlacesBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 160px;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const InviteBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Person = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  color: ${({ theme }) => theme.colors.tones.brand.fg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

const Secondary = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  overflow-wrap: anywhere;
`;
