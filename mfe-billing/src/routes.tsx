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
  frame('/login/appsumo', 'bare', 'Redeem your AppSumo code', 'Create your account with an AppSumo code.'),
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
  frame('/dashboard/billing', 'dashboard', 'Billing', 'Your plan, credits and usage.'),
  frame('/dashboard/recipets', 'dashboard', 'Receipts', 'Your invoices and receipts.'),
  route(
    '/dashboard/settings',
    'dashboard',
    pageMeta('Settings', 'Your account, team and API keys.', { noindex: true }),
    () => import('./screens/account/settings/SettingsScreen'),
    { requiresAuth: true },
  ),
  frame('/dashboard/appsumo', 'dashboard', 'AppSumo', 'Redeem AppSumo codes on your account.'),
  frame('/dashboard/lifetime-deal', 'dashboard', 'Lifetime deal', 'Your lifetime tier and upgrades.'),
];

export default routes;
