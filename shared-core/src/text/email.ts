/**
 * Email check of SPEC §5: a local part, an @, and a domain of dot-separated
 * labels (at least two: "name@localhost" is refused, as nobody can mail it
 * from the internet). No whitespace anywhere; one @; at most 64 characters
 * before the @ and 254 in all (RFC 5321). Callers trim input first.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.indexOf('@');
  if (at < 1 || at > 64) return false;
  return EMAIL.test(value);
}
