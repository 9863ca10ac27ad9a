import { freePageUnits } from '@inkpress/shared-core';
import { Notice } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { FreePageStore } from './FreePageStore';
import { QuotaUsedUp } from './QuotaUsedUp';

export { signUpFrom } from './QuotaUsedUp';

/**
 * What is left of a visitor's daily quota (or, signed in, that the account
 * pays), and the page's error: once the quota is used up, an invitation to
 * sign up instead of the form's next run.
 */
export const FreeQuota = observer(function FreeQuota({
  store,
  path,
  signedInText,
}: {
  store: FreePageStore;
  /** This page's address, for the way back after signing up. */
  path: string;
  /** What a run costs a signed-in user. */
  signedInText: string;
}) {
  const unit = freePageUnits[store.page];
  // A run refused at the quota also opens the shell's sign-up popup (its 429's too-many-requests).
  return (
    <Box>
      <Line data-testid="free-quota">
        {store.signedIn
          ? signedInText
          : store.quota
            ? `${store.quota.remaining} of ${store.quota.limit} free ${store.quota.limit === 1 ? unit.one : unit.many} left today, no account needed.`
            : 'Free to try, no account needed.'}
      </Line>
      {store.error && (
        <Notice
          tone={store.limitReached ? 'warning' : 'danger'}
          title={store.limitReached ? 'Daily limit reached' : undefined}
        >
          {store.error} {store.limitReached && <QuotaUsedUp resetsAt={store.quota?.resetsAt} from={path} />}
        </Notice>
      )}
    </Box>
  );
});

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
