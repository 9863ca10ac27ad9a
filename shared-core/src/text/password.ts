/**
 * The password policy, once: the API enforces it on register, reset, change
 * and AppSumo sign-up (through shared-core's schemas), and the forms check
 * it as the person types so the hints turn green before anything is sent.
 * At least 10 characters (at most 200), two kinds of characters, not the
 * email address or its local part.
 */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordRuleId = 'length' | 'mix' | 'notEmail';

export interface PasswordRule {
  id: PasswordRuleId;
  /** The hint shown under the field. */
  label: string;
  /** Whether the password meets it now. */
  met: boolean;
}

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** How many of lowercase, uppercase, digits and symbols the password uses. */
export function characterClasses(password: string): number {
  return CLASSES.filter((re) => re.test(password)).length;
}

/** True when the password is the email address or its local part (case-insensitive). */
export function isEmailLike(password: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (!address || !password) return false;
  const lower = password.trim().toLowerCase();
  return lower === address || lower === address.split('@')[0];
}

/** Each rule with whether it is met, in the order they are shown. */
export function passwordRules(password: string, email = ''): PasswordRule[] {
  return [
    {
      id: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      met: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    },
    {
      id: 'mix',
      label: 'Two kinds of characters: lowercase, uppercase, digits or symbols',
      met: characterClasses(password) >= 2,
    },
    {
      id: 'notEmail',
      label: 'Not your email address',
      met: password.length > 0 && !isEmailLike(password, email),
    },
  ];
}

/** What is wrong with the password, as a sentence, or undefined when it passes. */
export function passwordProblem(password: string, email = ''): string | undefined {
  if (!password) return 'Choose a password.';
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (characterClasses(password) < 2)
    return 'Mix at least two kinds of characters: lowercase, uppercase, digits or symbols.';
  if (isEmailLike(password, email)) return 'Do not use your email address as password.';
  return undefined;
}
