/** SiteNotice: a publish popup's notice of what is wrong with the chosen site, with a way to reconnect it. */
import type { IntegrationView } from '@inkpress/shared-core';
import { Button, Notice, useShell } from '@inkpress/shared-ui';

/**
 * What went wrong with the chosen site, and — when its credentials were
 * refused or it needs attention — a button that opens reconnect-website and
 * hands the saved site to `onReconnected`.
 */
export function SiteNotice({
  message,
  tone = 'danger',
  site,
  offerReconnect,
  onReconnected,
}: {
  message: string;
  tone?: 'danger' | 'warning';
  site: IntegrationView | undefined;
  offerReconnect: boolean;
  onReconnected: (saved: IntegrationView) => void;
}) {
  const { popups } = useShell();
  return (
    <Notice tone={tone}>
      {message}{' '}
      {site && offerReconnect && (
        <Button
          size="sm"
          variant="secondary"
          type="button"
          onClick={() =>
            popups.open('reconnect-website', {
              integration: { ...site, state: 'needs_attention' },
              onDone: onReconnected,
            })
          }
        >
          Reconnect
        </Button>
      )}
    </Notice>
  );
}
