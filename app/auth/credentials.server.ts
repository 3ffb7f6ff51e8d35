import { z } from "zod";

export const USERNAME_MAX_LENGTH = 64;
// ASVS 2.1.1 and 2.1.2: at least 12 characters, up to at least 64, more than 128 refused.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Usernames are compared without case: stored trimmed and in lower case. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

const usernameShape = z
  .string()
  .min(1)
  .max(USERNAME_MAX_LENGTH)
  .regex(/^[a-z0-9][a-z0-9._@-]*$/);

/** Why a new username cannot be used (a sentence for the shell), or undefined. */
export function usernameProblem(username: string): string | undefined {
  if (usernameShape.safeParse(normalizeUsername(username)).success) return undefined;
  return `The username must be 1 to ${USERNAME_MAX_LENGTH} letters, digits or . _ @ - characters, starting with a letter or digit.`;
}

/** Why a new password cannot be used (a sentence for the shell), or undefined. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (!password.trim()) return "The password cannot be only spaces.";
  return undefined;
}
