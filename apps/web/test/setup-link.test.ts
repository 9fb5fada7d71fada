import { encodeShareCode } from '@broadside/protocol';
import { describe, expect, test } from 'vitest';
import {
  editorHref,
  playHref,
  scenarioCode,
  setupOfHash,
} from '../src/scenario-library/setup-link.js';

/** Issue 30: a scenario's Play link carries its whole set-up to the lobby as a share code. */
describe('the scenario library’s links', () => {
  const code = scenarioCode('starfire', 'Picket', { scenario: 'patrol', custom: { turns: 9 } });

  test('the lobby reads back the set-up a Play link carries', () => {
    expect(setupOfHash(playHref(code))).toEqual({
      kind: 'scenario',
      ruleset: 'starfire',
      name: 'Picket',
      body: { scenario: 'patrol', custom: { turns: 9 } },
    });
  });

  test.each([
    ['no set-up', '#/'],
    ['another query', '#/?tab=open'],
    ['a damaged code', '#/?setup=BSD1.%21%21'],
    [
      'a design, not a scenario',
      playHref(
        encodeShareCode({
          kind: 'design',
          ruleset: 'starfire',
          name: 'Lancer',
          body: { hull: 'DD', text: 'S' },
        }),
      ),
    ],
  ])('nothing to play: %s', (_what, hash) => {
    expect(setupOfHash(hash)).toBeNull();
  });

  test('the editor link names the ruleset and carries the code', () => {
    expect(editorHref('star trek', code)).toBe(
      `#/scenarios/edit/star%20trek?code=${encodeURIComponent(code)}`,
    );
  });
});
