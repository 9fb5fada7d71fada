import { describe, expect, test } from 'vitest';
import {
  RESERVED_KEYS,
  ariaShortcut,
  keyLabel,
  listKey,
  screenShortcuts,
} from '../src/game/action-keys.js';
import { SHELL_SHORTCUTS } from '../src/app/shortcuts.js';

/** Keyboard and screen readers (issue 28): every action on a battle screen has a key. */

describe('listKey: the choices of a list take 1 … 9 in order', () => {
  test.each([
    [0, '1'],
    [4, '5'],
    [8, '9'],
    [9, ''],
    [-1, ''],
    [1.5, ''],
  ])('choice %d → %j', (index, key) => expect(listKey(index)).toBe(key));
});

describe('keyLabel', () => {
  test.each([
    ['Escape', 'Esc'],
    [' ', 'Space'],
    ['Enter', 'Enter'],
    ['f', 'f'],
    ['Q', 'Shift+Q'],
  ])('%j is shown as %j', (key, label) => expect(keyLabel(key)).toBe(label));
});

describe('ariaShortcut: aria-keyshortcuts names the modifier', () => {
  test.each([
    ['Q', 'Shift+Q'],
    ['q', 'q'],
    [' ', 'Space'],
    ['Enter', 'Enter'],
    ['Escape', 'Escape'],
  ])('%j → %j', (key, aria) => expect(ariaShortcut(key)).toBe(aria));
});

describe('screenShortcuts: the help lists the keys declared on screen', () => {
  test('one row per key, in screen order, the first action with a key winning', () => {
    expect(
      screenShortcuts([
        { key: 'f', name: 'Fire 2 weapons' },
        { key: 'Enter', name: 'Act' },
        { key: 'f', name: 'Fan out' },
        { key: '', name: 'No key' },
      ]),
    ).toEqual([
      { key: 'f', where: 'on screen', action: 'Fire 2 weapons' },
      { key: 'Enter', where: 'on screen', action: 'Act' },
    ]);
  });

  test('the digits of one list fold into one row', () => {
    expect(
      screenShortcuts([
        { key: '1', name: 'Bismarck' },
        { key: '2', name: 'Prinz Eugen' },
        { key: '3', name: 'Hood' },
        { key: 'Enter', name: 'Move' },
      ]),
    ).toEqual([
      { key: '1 … 3', where: 'on screen', action: 'Bismarck, Prinz Eugen, Hood' },
      { key: 'Enter', where: 'on screen', action: 'Move' },
    ]);
  });

  test('a lone digit is its own row; Escape is shown as Esc', () => {
    expect(
      screenShortcuts([
        { key: '1', name: 'Hood' },
        { key: 'Escape', name: 'Undo' },
      ]).map((r) => r.key),
    ).toEqual(['1', 'Esc']);
  });
});

describe('RESERVED_KEYS', () => {
  test('holds the shell keys of a battle the shell documents', () => {
    const battleKeys = SHELL_SHORTCUTS.filter((s) => s.where === 'battle').map((s) => s.key);
    for (const k of battleKeys) expect(RESERVED_KEYS).toContain(k === 'Esc' ? 'Escape' : k);
  });
});
