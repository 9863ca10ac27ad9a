import { pageMeta, type RemoteRouteTable, route } from '@inkpress/shared-ui';
import { frame } from './frame';

/** Pricing, accounts, billing and settings. */
const routes: RemoteRouteTable = [
  route(
    '/pricing',
    'marketing',
    pageMeta('Pricing', 'Plans for bloggers, marketers, agencies and teams. Start free with 5,000 words.'),
    () => import('./screens/PricingPage'),
  ),
  frame('/payment', 'marketing', 'Payment', 'Complete your purchase.'),
  frame('/login', 'bare', 'Log in', 'Log in to your Inkpress account.'),
  frame('/register', 'bare', 'Create your account', 'Start writing with 5,000 free words.'),
  frame('/login/appsumo', 'bare', 'Redeem your AppSumo code', 'Create your account with an AppSumo code.'),
  frame(
    '/forgot-password',
    'bare',
    'Reset your password',
    'We will email you a link to choose a new password.',
  ),
  frame('/reset-password', 'bare', 'Choose a new password', 'Set a new password for your account.'),
  frame('/verify-email', 'bare', 'Verify your email', 'Confirm your email address.'),
  frame('/dashboard/billing', 'dashboard', 'Billing', 'Your plan, credits and usage.'),
  frame('/dashboard/recipets', 'dashboard', 'Receipts', 'Your invoices and receipts.'),
  frame('/dashboard/settings', 'dashboard', 'Settings', 'Your account, team and API keys.'),
  frame('/dashboard/appsumo', 'dashboard', 'AppSumo', 'Redeem AppSumo codes on your account.'),
  frame('/dashboard/lifetime-deal', 'dashboard', 'Lifetime deal', 'Your lifetime tier and upgrades.'),
];

export default routes;
