import { z } from 'zod';

/**
 * A username: 3–24 letters, digits, `_` or `-`. Unique without regard to case ("Ann" and "ann"
 * are the same account); shown as it was registered.
 */
export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,24}$/, 'must be 3-24 letters, digits, _ or -');

/** A password: 8–256 characters, any of them (a passphrase is welcome). */
export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(256, 'must be at most 256 characters');

/** The name shown for a player: 1–40 characters. */
export const displayNameSchema = z.string().trim().min(1).max(40);

/** A signed-in person as the server shows them to themselves and others. */
export const userSchema = z
  .object({
    username: z.string(),
    displayName: z.string(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'User' });
/** A signed-in person. */
export type PublicUser = z.output<typeof userSchema>;

/** Body of `POST /api/auth/signup`. */
export const signUpBodySchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    /** Shown in games; the username when absent. */
    displayName: displayNameSchema.optional(),
  })
  .strict()
  .meta({ id: 'SignUpBody' });

/** Body of `POST /api/auth/signin`. */
export const signInBodySchema = z
  .object({ username: usernameSchema, password: z.string().min(1).max(256) })
  .strict()
  .meta({ id: 'SignInBody' });

/** Body of `POST /api/auth/password`. */
export const changePasswordBodySchema = z
  .object({ currentPassword: z.string().min(1).max(256), newPassword: passwordSchema })
  .strict()
  .meta({ id: 'ChangePasswordBody' });

/**
 * Answer of `GET /api/me`, of sign-up and of sign-in. `csrfToken` goes in the `x-csrf-token`
 * header of every state-changing request made with the session cookie.
 */
export const meSchema = z
  .object({
    user: userSchema.nullable(),
    csrfToken: z.string().optional(),
  })
  .meta({ id: 'Me' });
/** Answer of `GET /api/me`. */
export type Me = z.output<typeof meSchema>;

/** The header that carries the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';
