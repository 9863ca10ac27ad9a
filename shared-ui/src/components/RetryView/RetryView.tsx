import { RefreshIcon, WarningIcon } from '../../icons';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

export const RETRY_VIEW_TITLE = 'An unexpected error has occurred';
export const RETRY_VIEW_TEXT = 'Please double check your internet connection and try again.';

export interface RetryViewProps {
  /** The headline. Default "An unexpected error has occurred" (SPEC §8). */
  title?: string;
  /** The explanation. Default "Please double check your internet connection and try again." */
  text?: string;
  /** Retries the failed work; the Retry button shows only when this is given. */
  onRetry?: () => void;
  /** The Retry button's label. Default "Retry". */
  retryLabel?: string;
  /** The title's heading level. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The generic failure view of SPEC §8, announced as an alert, with a Retry button when retrying is possible. */
export function RetryView({
  title = RETRY_VIEW_TITLE,
  text = RETRY_VIEW_TEXT,
  onRetry,
  retryLabel = 'Retry',
  headingLevel,
  className,
}: RetryViewProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        tone="danger"
        icon={<WarningIcon />}
        title={title}
        text={text}
        headingLevel={headingLevel}
        action={
          onRetry && (
            <Button variant="secondary" iconStart={<RefreshIcon />} onClick={onRetry}>
              {retryLabel}
            </Button>
          )
        }
      />
    </div>
  );
}
