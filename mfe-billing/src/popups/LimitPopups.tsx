import { quotaResetsText } from '@inkpress/shared-core';
import { Button, type PopupProps, useShell } from '@inkpress/shared-ui';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { buyCredits, upgradeFrom } from '../billing/actions';
import { formatCredits } from '../billing/format';
import { PopupActions, PopupBody, useBillingRights } from './parts';

interface CreditProps {
  kind?: string;
  needed?: number;
  available?: number;
}

/** credit-limit-reached (NotEnoughCredits): not enough credits left on a paid plan. */
export function CreditLimitReachedPopup({ props, close }: PopupProps<CreditProps>) {
  const shell = useShell();
  const { summary } = useBillingRights();
  const kind = typeof props.kind === 'string' ? props.kind : 'words';
  // The error's data says what was needed and what is left; without it, the balance is read.
  const available =
    typeof props.available === 'number'
      ? props.available
      : summary?.balances[kind as keyof typeof summary.balances];
  return (
    <PopupBody data-popup="credit-limit-reached">
      <p>
        {typeof props.needed === 'number' && typeof available === 'number'
          ? `This needs ${formatCredits(props.needed, kind)}, and your team has ${formatCredits(available, kind)} left.`
          : typeof available === 'number'
            ? `Your team has ${formatCredits(available, kind)} left: not enough for this.`
            : 'Your team does not have enough credits left for this.'}
      </p>
      <p>Add a credit pack now (bought credits never expire), or move to a bigger plan.</p>
      <PopupActions>
        <Button variant="ghost" onClick={close}>
          Not now
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            upgradeFrom(shell, 'credit-limit-reached', summary);
          }}
        >
          Upgrade
        </Button>
        <Button
          onClick={() => {
            close();
            buyCredits(shell, summary, 'credit-limit-reached');
          }}
        >
          Buy credits
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

interface VisitorLimitProps {
  message?: string;
  from?: string;
  /** When the visitor's daily quota comes back (ISO), from the quota's 429. */
  resetsAt?: string;
}

/**
 * limit-reached (FreeLimitReached): the free plan is used up — or, for a
 * visitor, a used-up free daily quota (the shell opens it for the quota's 429
 * RateLimitError, with the API's `message` and `resetsAt`); a visitor is
 * offered a free account that brings them back to `from`.
 */
export function LimitReachedPopup({ props, close }: PopupProps<VisitorLimitProps>) {
  const shell = useShell();
  if (!shell.session.user) return <VisitorLimitReached props={props} close={close} />;
  return <PlanLimitReached close={close} />;
}

function VisitorLimitReached({ props, close }: PopupProps<VisitorLimitProps>) {
  const register = props.from ? `/register?from=${encodeURIComponent(props.from)}` : '/register';
  return (
    <PopupBody data-popup="limit-reached">
      <p>{props.message ?? 'You have used today’s free runs.'}</p>
      <p>
        A free account keeps going, and your free allowance comes back{' '}
        {typeof props.resetsAt === 'string' ? (
          <span data-testid="limit-resets">{quotaResetsText(props.resetsAt)}</span>
        ) : (
          'tomorrow'
        )}
        .
      </p>
      <PopupActions>
        <Button variant="ghost" onClick={close}>
          Not now
        </Button>
        <Button as={RouterLink} to={register} onClick={close}>
          Create a free account
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

function PlanLimitReached({ close }: { close: () => void }) {
  const shell = useShell();
  const { summary } = useBillingRights();
  return (
    <PopupBody data-popup="limit-reached">
      <p>You have used everything the free plan includes.</p>
      <p>Upgrade to keep writing: Starter gives 20,000 words a month, Advanced up to 800,000.</p>
      <PopupActions>
        <Button variant="ghost" as={RouterLink} to="/pricing" onClick={close}>
          Compare plans
        </Button>
        <Button
          onClick={() => {
            close();
            upgradeFrom(shell, 'limit-reached', summary);
          }}
        >
          Upgrade
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

/** rate-limit (RateLimitError, the provider's rate limit): too fast; try again in a moment. */
export function RateLimitPopup({ props, close }: PopupProps<{ retryAfter?: number }>) {
  const initial = typeof props.retryAfter === 'number' ? Math.ceil(props.retryAfter) : 0;
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <PopupBody data-popup="rate-limit">
      <p>You are going a little fast. Please wait a moment and try again.</p>
      {initial > 0 && (
        <p role="status" aria-live="polite">
          {left > 0
            ? `You can try again in ${left} second${left === 1 ? '' : 's'}.`
            : 'You can try again now.'}
        </p>
      )}
      <PopupActions>
        <Button onClick={close}>OK</Button>
      </PopupActions>
    </PopupBody>
  );
}
