import { AccountClient } from '../../../server/test/helpers/account-client.js';

/**
 * Eight players' names made of long words that cannot wrap, so that a tournament's tables show
 * whether they fit a phone.
 */
export const LONG_NAMES = [
  'Admiral Wolkensteinbramble',
  'Commodore Bartholomewquince',
  'Captain Philippa Everhart',
  'Rear Admiral Ignatius Fenwick',
  'Commander Seraphinaoakhurst',
  'Captain Montgomerywhistle',
  'Commodore Evangelinefairfax',
  'Lieutenant Cornelius Ashdown',
] as const;

/** A new account on the server at `url`, signed in. */
export async function signedUp(
  url: string,
  username: string,
  name: string,
): Promise<AccountClient> {
  const c = new AccountClient(url);
  await c.signUp(username, `${username} has a long password`, name);
  return c;
}

/** An API call that must succeed: its JSON answer (any status of 300 or more throws). */
export async function okJson<T>(
  c: AccountClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await c.request(method, path, body);
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as T;
}
