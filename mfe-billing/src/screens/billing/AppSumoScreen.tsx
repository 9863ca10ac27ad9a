import { Button, Card, Input, Link, Notice, PageFrame, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { explainError } from '../../account/errors';
import { Form, FormActions } from '../../account/Form';
import { billingApi } from '../../billing/api';
import { openPopupForError } from '../../billing/checkout';

/** What redeeming a code answers, in words. */
export const redeemErrorTexts = {
  NotFound: 'This code does not exist. Check it and try again.',
  Conflict: (message: string | undefined) => message ?? 'This code has already been redeemed.',
  ValidationError: 'Enter the code as AppSumo sent it, like AS-XXXX-XXXX-XXXX.',
  RateLimitError: 'Too many attempts. Wait a few minutes, then try again.',
};

/** /dashboard/appsumo: stack an AppSumo code on the account (each one is a lifetime tier more). */
export default function AppSumoScreen() {
  const shell = useShell();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState<{ level: number; tier: string | null } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter your AppSumo code.');
      return;
    }
    setBusy(true);
    setError('');
    setDone(null);
    try {
      const result = await billingApi(shell.api).redeem(code.trim());
      setDone(result);
      setCode('');
    } catch (err) {
      if (!openPopupForError(shell, err)) setError(explainError(err, redeemErrorTexts).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      area="Billing"
      title="AppSumo"
      lead="Redeem AppSumo codes on your account. Each code raises your lifetime tier by one, up to tier 5."
    >
      <Narrow>
        <Card title="Redeem a code" headingLevel={2}>
          {done && (
            <Notice tone="success" title="Code redeemed">
              Your account is now on {done.tier ?? `lifetime tier ${done.level}`}.{' '}
              <Link to="/dashboard/lifetime-deal">See your lifetime deal</Link>
            </Notice>
          )}
          <Form onSubmit={submit} noValidate aria-label="Redeem an AppSumo code">
            {error && <Notice tone="danger">{error}</Notice>}
            <Input
              label="AppSumo code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="AS-XXXX-XXXX-XXXX"
              value={code}
              error={error && !code.trim() ? error : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            <FormActions>
              <Button type="submit" loading={busy}>
                Redeem
              </Button>
              <Link to="/dashboard/lifetime-deal">Your lifetime deal</Link>
            </FormActions>
          </Form>
        </Card>
      </Narrow>
    </PageFrame>
  );
}

const Narrow = styled.div`
  max-width: 560px;
`;
