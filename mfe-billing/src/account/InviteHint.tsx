import { Notice } from '@inkpress/shared-ui';

/** True when the screen was opened on the way to accepting a team invitation. */
export function isInviteReturn(from: string | null): boolean {
  return Boolean(from?.startsWith('/accept-invite'));
}

/** On login and register, on the way to a team invitation: which address to use. */
export function InviteHint({ from, action }: { from: string | null; action: 'log in' | 'sign up' }) {
  if (!isInviteReturn(from)) return null;
  return (
    <Notice tone="info" title="You were invited to a team.">
      {action === 'log in'
        ? 'Log in with the address the invitation was sent to (or create an account with it) to join.'
        : 'Sign up with the address the invitation was sent to, and you join the team right after.'}
    </Notice>
  );
}
