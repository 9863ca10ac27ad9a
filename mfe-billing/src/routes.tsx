import { pricingPage } from '@inkpress/shared-core';
import { pageMeta, type RemoteRouteTable, route } from '@inkpress/shared-ui';

/** Pricing, accounts, billing and settings. */
const routes: RemoteRouteTable = [
  route(
    '/pricing',
    'marketing',
    pageMeta(pricingPage.title, pricingPage.description),
    () => import('./screens/billing/PricingScreen'),
  ),
  route(
    '/payment',
    'marketing',
    pageMeta('Payment', 'Complete your purchase securely with Stripe.'),
    () => import('./screens/billing/PaymentScreen'),
  ),
  route(
    '/login',
    'bare',
    pageMeta('Log in', 'Log in to your Inkpress account.', { noindex: true }),
    () => import('./screens/account/LoginScreen'),
  ),
  route(
    '/register',
    'bare',
    pageMeta('Create your account', 'Start writing with 5,000 free words.', { noindex: true }),
    () => import('./screens/account/RegisterScreen'),
  ),
  route(
    '/login/appsumo',
    'bare',
    pageMeta('Redeem your AppSumo code', 'Create your account with an AppSumo code.', { noindex: true }),
    () => import('./screens/billing/AppSumoRegisterScreen'),
  ),
  route(
    '/forgot-password',
    'bare',
    pageMeta('Reset your password', 'We will email you a link to choose a new password.', { noindex: true }),
    () => import('./screens/account/ForgotPasswordScreen'),
  ),
  route(
    '/reset-password',
    'bare',
    pageMeta('Choose a new password', 'Set a new password for your account.', { noindex: true }),
    () => import('./screens/account/ResetPasswordScreen'),
  ),
  route(
    '/verify-email',
    'bare',
    pageMeta('Verify your email', 'Confirm your email address.', { noindex: true }),
    () => import('./screens/account/VerifyEmailScreen'),
  ),
  route(
    '/accept-invite',
    'bare',
    pageMeta('Join a team', 'Accept an invitation to an Inkpress team.', { noindex: true }),
    () => import('./screens/account/AcceptInviteScreen'),
  ),
  route(
    '/test-checkout/:id',
    'bare',
    pageMeta('Test checkout', 'Test mode: no real payment is taken on this server.', { noindex: true }),
    () => import('./screens/billing/TestCheckoutScreen'),
    { requiresAuth: true },
  ),
  route(
    '/dashboard/billing',
    'dashboard',
    pageMeta('Billing', 'Your plan, credits and usage.', { noindex: true }),
    () => import('./screens/billing/BillingScreen'),
    { requiresAuth: true },
  ),
  route(
    '/dashboard/recipets',
    'dashboard',
    pageMeta('Receipts', 'Your invoices and receipts.', { noindex: true }),
    () => import('./screens/billing/ReceiptsScreen'),
    { requiresAuth: true },
  ),
  route(
    '/dashboard/settings',
    'dashboard',
    pageMeta('Settings', 'Your account, team and API keys.', { noindex: true }),
    () => import('./screens/account/settings/SettingsScreen'),
    { requiresAuth: true },
  ),
  route(
    '/dashboard/appsumo',
    'dashboard',
    pageMeta('AppSumo', 'Redeem AppSumo codes on your account.', { noindex: true }),
    () => import('./screens/billing/AppSumoScreen'),
    { requiresAuth: true },
  ),
  route(
    '/dashboard/lifetime-deal',
    'dashboard',
    pageMeta('Lifetime deal', 'Your lifetime tier and upgrades.', { noindex: true }),
    () => import('./screens/billing/LifetimeDealScreen'),
    { requiresAuth: true },
  ),
];

export default routes;
