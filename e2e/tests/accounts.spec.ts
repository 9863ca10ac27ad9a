import { expect, test } from '@playwright/test';
import {
  buyPlan,
  fillLogin,
  fillRegister,
  logInByApi,
  NEW_PASSWORD,
  PASSWORD,
  registerByApi,
  sessionStatus,
  tryLogIn,
  uniqueEmail,
} from '../support/accounts';
import { linkPath, waitForMail } from '../support/mail';

/** /login?from=/dashboard, with the slash escaped or not. */
const loginFromDashboard = /\/login\?from=(%2F|\/)dashboard$/;
const dashboard = /\/dashboard$/;

test.describe('accounts', () => {
  test('register → session → dashboard → logout → /dashboard asks to log in → login returns there', async ({
    page,
  }) => {
    const email = uniqueEmail('writer');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    // Login and register stand alone: no marketing header or footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // The policy is checked before anything is sent.
    await page.getByRole('textbox', { name: 'Work email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Use at least 10 characters.')).toBeVisible();

    await fillRegister(page, email);
    await expect(page).toHaveURL(dashboard);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const session = await page.request.get('/api/auth/session');
    expect(session.status()).toBe(200);
    const body = (await session.json()) as { data: { user: { email: string } } };
    expect(body.data.user.email).toBe(email);

    // Signed in, the public header offers the dashboard instead of Login.
    await page.goto('/pricing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

    await page.goto('/dashboard/settings');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => sessionStatus(page.request)).toBe(401);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(loginFromDashboard);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    await fillLogin(page, email, 'Not-the-password-1');
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
    await fillLogin(page, email);
    await expect(page).toHaveURL(dashboard);
    expect(await sessionStatus(page.request)).toBe(200);
  });

  test('email verification through the mailed link', async ({ page }) => {
    const email = uniqueEmail('verify');
    const since = Date.now() - 1000;
    await registerByApi(page, email);
    const mail = await waitForMail(email, 'verify-email', { since });
    await page.goto(linkPath(mail));
    await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
    // A link works once.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not verify your email' }),
    ).toBeVisible();
  });

  test('change password: the old one stops working, the new one works, other sessions end', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('changer');
    await registerByApi(page, email);
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await logInByApi(other, email);
    expect(await sessionStatus(other.request)).toBe(200);

    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Wrong-password-1');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not correct.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed.', { exact: true })).toBeVisible();

    expect(await sessionStatus(other.request)).toBe(401);
    expect(await sessionStatus(page.request)).toBe(200);
    expect(await tryLogIn(email, PASSWORD)).toBe(401);
    expect(await tryLogIn(email, NEW_PASSWORD)).toBe(200);
    await elsewhere.close();
  });

  test('invite a team member by email; the invitee signs up from the link and joins', async ({
    page,
    browser,
  }) => {
    const ownerEmail = uniqueEmail('owner');
    const inviteeEmail = uniqueEmail('invitee');
    await registerByApi(page, ownerEmail);

    // The Free plan is for one person: the tab says so and offers the upgrade.
    await page.goto('/dashboard/settings?tab=team');
    await expect(page.getByRole('tab', { name: 'Team', selected: true })).toBeVisible();
    await expect(page.getByText('Teams come with the paid plans.')).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/screens/settings-team-free.png', fullPage: true });
    await expect(page.getByRole('textbox', { name: 'Invite by email', exact: true })).toHaveCount(0);

    await buyPlan(page, 'price_advanced_1_monthly');
    await page.reload();
    await expect(page.getByText('0 of 3 places used')).toBeVisible();
    const since = Date.now() - 1000;
    await page.getByRole('textbox', { name: 'Invite by email', exact: true }).fill(inviteeEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent.', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(inviteeEmail);

    const mail = await waitForMail(inviteeEmail, 'team-invite', { since });
    const invitePath = linkPath(mail);
    expect(invitePath).toMatch(/^\/accept-invite\?token=[\w-]{43}$/);

    // The invitee has no account yet: the link asks to log in, and register keeps the way back.
    const inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    await invitee.goto(invitePath);
    await expect(invitee).toHaveURL(/\/login\?from=/);
    await invitee.getByRole('link', { name: 'Create an account' }).click();
    await expect(invitee.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await fillRegister(invitee, inviteeEmail);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Welcome to the team' })).toBeVisible();
    await invitee.getByRole('link', { name: 'See the team' }).click();
    const members = invitee.getByRole('table', { name: 'Members' });
    await expect(members).toContainText(ownerEmail);
    await expect(members).toContainText(inviteeEmail);
    // A member sees why the owner's actions are not there.
    await expect(invitee.getByText('Only the team owner can invite or remove people.')).toBeVisible();
    await expect(invitee.getByRole('textbox', { name: 'Invite by email', exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('table', { name: 'Members' })).toContainText(inviteeEmail);
    await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(
      'No pending invitations.',
    );
    await inviteeContext.close();
  });

  test('password reset through the mailed link', async ({ page, browser }) => {
    const email = uniqueEmail('forgetful');
    const setup = await browser.newContext();
    await registerByApi(await setup.newPage(), email);
    await setup.close();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    const since = Date.now() - 1000;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

    const mail = await waitForMail(email, 'reset-password', { since });
    await page.goto(linkPath(mail));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

    await page.getByRole('link', { name: 'Log in' }).click();
    await fillLogin(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(dashboard);
    expect(await tryLogIn(email, PASSWORD)).toBe(401);

    // The link was used up.
    await page.goto(linkPath(mail));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-password-9');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Another-password-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('not valid or was already used');
  });

  test('API keys: created, shown once, listed by prefix, deleted', async ({ page }) => {
    await registerByApi(page, uniqueEmail('builder'));
    await page.goto('/dashboard/settings?tab=api-keys');
    // API access is not on the Free plan: the refusal says so and points to the plans.
    await page.getByRole('textbox', { name: 'Key name', exact: true }).fill('Zapier');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('API access is not part of your plan. Upgrade to use it.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the plans with API access' })).toBeVisible();

    await buyPlan(page, 'price_advanced_1_monthly');
    await page.reload();
    await page.getByRole('textbox', { name: 'Key name', exact: true }).fill('Zapier');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy your new API key' });
    const key = await dialog.getByRole('textbox').inputValue();
    expect(key.length).toBeGreaterThan(20);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Your API keys' });
    await expect(table).toContainText('Zapier');
    await expect(page.getByText(key)).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete the key Zapier' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete key' }).click();
    await expect(table).toContainText('No API keys yet.');
  });
});

test.describe('account screens at three widths', () => {
  const widths = [375, 768, 1280];
  for (const width of widths) {
    test(`login, register and team settings fit at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const shots: [string, string][] = [
        ['/login', 'login'],
        ['/register', 'register'],
      ];
      for (const [path, name] of shots) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({ path: `e2e/artifacts/screens/${name}-${width}.png`, fullPage: true });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      }
      await registerByApi(page, uniqueEmail(`wide${width}`));
      await buyPlan(page, 'price_starter_monthly'); // teams come with the paid plans
      await page.goto('/dashboard/settings?tab=team');
      await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Invite by email', exact: true }).fill(uniqueEmail('pending'));
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expect(page.getByText('Invitation sent.', { exact: true })).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/screens/settings-team-${width}.png`, fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  }
});
