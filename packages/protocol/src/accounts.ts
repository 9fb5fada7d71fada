import { z } from 'zod';
import { displayNameSchema } from './display-names.js';
import { gameSummarySchema } from './http.js';
import { nonceCommitmentSchema } from './seeding.js';

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

/**
 * Optional body of `POST /api/games/{gameId}/my-seat`: when it takes a seat kept for the
 * account, the device's nonce commitment (seeds made together); ignored for a seat already held.
 */
export const mySeatBodySchema = z
  .object({ nonceCommitment: nonceCommitmentSchema.optional() })
  .strict()
  .meta({ id: 'MySeatBody' });

/** Body of `POST /api/games/{gameId}/seats/{seat}/invite-user`: the account the seat is kept for. */
export const inviteUserBodySchema = z
  .object({ username: usernameSchema })
  .strict()
  .meta({ id: 'InviteUserBody' });

/**
 * What a notification is about. Tournaments add `round_paired` (to its players, when a round's
 * start is delayed), `round_started` (to its players), `tournament_result` (a board's result, to
 * its players and the organiser), `tournament_finished` (to every player and the organiser) and
 * `no_show` (to the organiser: a board was forfeited because a seat was never taken),
 * `check_in_open` (to its players: a round's check-in window opened, with its end) and
 * `tournament_check_in_missed` (to the organiser: who did not check in and sits a round out).
 */
export const NOTIFICATION_KINDS = [
  'move_due',
  'game_started',
  'deadline',
  'rematch',
  'invited',
  'round_started',
  'no_show',
  'round_paired',
  'tournament_result',
  'tournament_finished',
  'check_in_open',
  'tournament_check_in_missed',
] as const;
/** One kind of notification. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One in-app notification. */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    gameId: z.string().nullable(),
    text: z.string(),
    /** Where it leads in the web client (a hash route such as `#/game/<id>`). */
    link: z.string().nullable(),
    createdAt: z.number().int(),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
/** One in-app notification. */
export type Notification = z.output<typeof notificationSchema>;

/** Answer of `GET /api/notifications`: newest first. */
export const notificationListSchema = z
  .object({ unread: z.number().int(), notifications: z.array(notificationSchema) })
  .meta({ id: 'NotificationList' });

/** Body of `POST /api/notifications/read`: these ids, or every notification when absent. */
export const markReadBodySchema = z
  .object({ ids: z.array(z.number().int().min(1)).max(500).optional() })
  .strict()
  .meta({ id: 'MarkReadBody' });

/** A user's notification settings (`GET`/`PUT /api/me/settings`). */
export const notificationSettingsSchema = z
  .object({
    /** Where email goes; none is sent without it (nor without SMTP on the server). */
    email: z.email().max(254).nullable(),
    /** The kinds that are also sent by email. */
    emailKinds: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length),
  })
  .strict()
  .meta({ id: 'NotificationSettings' });
/** A user's notification settings. */
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** One game on the My games page. */
export const myGameSchema = z
  .object({
    game: gameSummarySchema,
    /** The account's seat. */
    seat: z.string(),
    /** The seat is kept for the account, which has not taken it yet. */
    invited: z.boolean(),
    /** The seat owes a decision now. */
    myMove: z.boolean(),
    /** Time left on the seat's clock while it runs, in ms; null without a running clock. */
    timeLeftMs: z.number().nullable(),
  })
  .meta({ id: 'MyGame' });
/** One game on the My games page. */
export type MyGame = z.output<typeof myGameSchema>;

/** Answer of `GET /api/my/games`: my move first (least time left first), other live or open games, then finished ones (newest first). */
export const myGamesSchema = z.object({ games: z.array(myGameSchema) }).meta({ id: 'MyGames' });

/**
 * A rating of a profile, per ruleset. The tournaments module fills it (Glicko-2); the list is
 * empty on a server without rated games.
 */
export const profileRatingSchema = z
  .object({
    ruleset: z.string(),
    rating: z.number(),
    deviation: z.number(),
    volatility: z.number().optional(),
    games: z.number().int().optional(),
    /** The rating after each rating period, oldest first (for the chart). */
    history: z.array(z.object({ at: z.number(), rating: z.number(), deviation: z.number() })),
  })
  .meta({ id: 'ProfileRating' });
/** A rating of a profile, per ruleset. */
export type ProfileRating = z.output<typeof profileRatingSchema>;

/** Answer of `GET /api/users/{username}`. */
export const profileSchema = z
  .object({
    user: userSchema,
    /** Finished and live games, newest first, with this player's outcome. */
    games: z.array(
      z.object({
        game: gameSummarySchema,
        seat: z.string(),
        outcome: z.enum(['win', 'loss', 'draw']).nullable(),
      }),
    ),
    ratings: z.array(profileRatingSchema),
  })
  .meta({ id: 'Profile' });
/** A player's profile. */
export type Profile = z.output<typeof profileSchema>;
