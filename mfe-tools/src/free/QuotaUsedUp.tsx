import { quotaResetsText } from '@inkpress/shared-core';
import { Link } from 'react-router-dom';

/** The sign-up address that brings the person back to this page. */
export const signUpFrom = (path: string) => `/register?from=${encodeURIComponent(path)}`;

/**
 * What a page says under its error once a visitor's daily quota is used up
 * (429 RateLimitError with the quota's data, issue 13): when the free runs
 * come back, and a free account that brings the visitor back to `from`. The
 * popup with the same offer is the shell's (too-many-requests), opened once.
 */
export function QuotaUsedUp({ resetsAt, from }: { resetsAt: string | undefined; from: string }) {
  return (
    <>
      {resetsAt && (
        <span data-testid="quota-resets">Your free runs come back {quotaResetsText(resetsAt)}. </span>
      )}
      <Link to={signUpFrom(from)}>Create a free account</Link>
    </>
  );
}
