/** ShopifyHelp: how a store owner gets an Admin API token, and a check of it with Shopify. */
import type { ShopifyValidateView } from '@inkpress/shared-core';
import { Button, Notice } from '@inkpress/shared-ui';
import { useState } from 'react';
import { problemText } from '../integrations/api';
import { Hint, Steps } from './layout';

/**
 * What a store owner does to get a token, and a check of shop and token
 * with Shopify (POST /api/shopify/validate) before connecting.
 */
export function ShopifyHelp({
  onCheck,
  canCheck,
}: {
  onCheck: () => Promise<ShopifyValidateView>;
  canCheck: boolean;
}) {
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const check = async () => {
    setChecking(true);
    setResult(null);
    try {
      const shop = await onCheck();
      setResult({
        ok: true,
        text: `Shopify accepted the token for ${shop.name} (${shop.shop}). Scopes: ${shop.scopes.join(', ')}.`,
      });
    } catch (error) {
      setResult({ ok: false, text: problemText(error) });
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <Steps aria-label="How to get a Shopify access token">
        <li>
          In the Shopify admin: Settings → Apps and sales channels → Develop apps, then open your custom app.
        </li>
        <li>Give it the Admin API scopes read_content and write_content, and install it.</li>
        <li>Reveal its Admin API access token (shpat_…) and paste it here.</li>
      </Steps>
      <Hint>
        Shopify no longer lets stores create new custom apps in the admin: use a custom app your store already
        has, or one your Shopify developer made for it. Signing in with Shopify is not available yet.
      </Hint>
      {result && (
        <div data-shopify-check>
          <Notice tone={result.ok ? 'success' : 'danger'}>{result.text}</Notice>
        </div>
      )}
      <div>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={checking}
          disabled={!canCheck}
          onClick={() => void check()}
        >
          Check with Shopify
        </Button>
      </div>
    </>
  );
}
