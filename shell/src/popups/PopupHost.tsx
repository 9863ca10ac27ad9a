import { type PopupType, popupOwners } from '@inkpress/shared-core';
import { Button, ModalFrame, type OpenPopup, Spinner } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteBoundary } from '../routing/RemoteBoundary';
import { useShellStores } from '../ShellContext';
import { planPopups, popupCatalogue } from './catalogue';

/**
 * Every open popup, oldest first, each in a ModalFrame: the last one opened
 * is on top and owns Escape and the focus trap; closing one gives focus back
 * to where it was. The body is the owning remote's component, or the shell's
 * short text while that remote has none.
 */
export const PopupHost = observer(function PopupHost() {
  const { popups } = useShellStores();
  return (
    <>
      {popups.stack.map((popup) => (
        <PopupLayer key={popup.type} popup={popup} />
      ))}
    </>
  );
});

const PopupLayer = observer(function PopupLayer({ popup }: { popup: OpenPopup }) {
  const { popups, remotes, errors } = useShellStores();
  const close = () => popups.close(popup.type);
  const owner = popupOwners[popup.type];
  const entry = remotes.popups[popup.type];
  const text = popupCatalogue[popup.type];

  if (entry) {
    const Component = entry.component;
    return (
      <ModalFrame open onClose={close} title={entry.title}>
        <RemoteBoundary
          remote={owner}
          onRetry={() => remotes.retry(owner)}
          onError={(error, componentStack) =>
            errors.report(error, { source: 'remote', remote: owner, componentStack })
          }
        >
          <Suspense fallback={<Spinner label="Loading" />}>
            <Component props={popup.props} close={close} />
          </Suspense>
        </RemoteBoundary>
      </ModalFrame>
    );
  }

  const loading = remotes.states.get(owner)?.status === 'loading';
  return (
    <ModalFrame
      open
      onClose={close}
      title={text.title}
      size="sm"
      footer={<FallbackActions type={popup.type} close={close} />}
    >
      <Body data-popup={popup.type}>
        <p>{text.description}</p>
        {popup.type === 'rate-limit' && typeof popup.props.retryAfter === 'number' && (
          <p>You can try again in {Math.ceil(popup.props.retryAfter)} seconds.</p>
        )}
        {loading && <Spinner label="Loading" />}
      </Body>
    </ModalFrame>
  );
});

const FallbackActions = observer(function FallbackActions({
  type,
  close,
}: {
  type: PopupType;
  close: () => void;
}) {
  const { session } = useShellStores();
  return (
    <>
      <Button variant="secondary" onClick={close}>
        {planPopups.has(type) ? 'Not now' : 'Close'}
      </Button>
      {planPopups.has(type) && (
        <Button as={Link} to={session.user ? '/dashboard/billing#pricing' : '/pricing'} onClick={close}>
          See plans
        </Button>
      )}
    </>
  );
});

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
