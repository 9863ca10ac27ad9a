import * as shared from '@inkpress/shared-core';
import * as appsumo from './appsumo/schema';
import * as auth from './auth/schema';
import * as authors from './authors/schema';
import * as collections from './collections/schema';
import * as common from './common/schema';
import * as folders from './folders/schema';
import * as personas from './personas/schema';
import { Email, LinkKey, Password } from './schemas';
import * as styles from './styles/schema';
import * as team from './team/schema';

/**
 * Each rule exists once: the API validates with shared-core's schemas (the
 * ones the forms check), so a second copy cannot drift from them.
 */
describe('request shapes defined once', () => {
  it('validates the auth routes with shared-core’s bodies', () => {
    expect(auth.RegisterBody).toBe(shared.RegisterBody);
    expect(auth.LoginBody).toBe(shared.LoginBody);
    expect(auth.ChangePasswordBody).toBe(shared.ChangePasswordBody);
    expect(auth.ForgotPasswordBody).toBe(shared.ForgotPasswordBody);
    expect(auth.ResetPasswordBody).toBe(shared.ResetPasswordBody);
    expect(auth.VerifyEmailBody).toBe(shared.VerifyEmailBody);
    expect(auth.EmptyBody).toBe(shared.EmptyBody);
  });

  it('uses one email check, one password field and one link key everywhere', () => {
    expect(Email).toBe(shared.emailField);
    expect(Password).toBe(shared.passwordField);
    expect(LinkKey).toBe(shared.LinkKeyField);
    expect(team.InviteBody).toBe(shared.TeamInviteBody);
    expect(appsumo.RegisterWithCodeBody.shape.email).toBe(shared.emailField);
    expect(appsumo.RegisterWithCodeBody.shape.password).toBe(shared.newPasswordField);
  });

  it('validates folders, authors and common settings with shared-core’s bodies', () => {
    expect(folders.CreateFolderBody).toBe(shared.FolderCreateBody);
    expect(folders.RenameFolderBody).toBe(shared.FolderPatchBody);
    expect(authors.CreateAuthorBody).toBe(shared.AuthorCreateBody);
    expect(authors.UpdateAuthorBody).toBe(shared.AuthorUpdateBody);
    expect(common.UpdateSettingsBody).toBe(shared.CommonSettingsBody);
  });

  it('validates a collection save with the bodies the editor’s stores are typed from', () => {
    expect(collections.CollectionBody).toBe(shared.CollectionBody);
    expect(collections.PostBody).toBe(shared.PostBody);
    expect(collections.MAX_POSTS).toBe(shared.MAX_POSTS);
  });

  it('validates brand voices and personas with shared-core’s bodies', () => {
    expect(styles.StyleGenerateBody).toBe(shared.StyleGenerateBody);
    expect(styles.StylePatchBody).toBe(shared.StylePatchBody);
    expect(personas.PersonaCreateBody).toBe(shared.PersonaCreateBody);
    expect(personas.PersonaPatchBody).toBe(shared.PersonaPatchBody);
  });

  it('refuses a@example..com, as SPEC §5 does', () => {
    expect(Email.safeParse('a@example..com').success).toBe(false);
    expect(Email.safeParse(' Ada@Example.com ').data).toBe('ada@example.com');
  });
});
