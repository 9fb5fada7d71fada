import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, logLines, screenshot } from './harness.js';

/**
 * Keyboard and screen readers (issue 28): every action of every ruleset's battle screen has a
 * key. In a practice battle of each ruleset, at a desktop width and on a 360 px phone, the
 * action buttons on screen are walked at a few decisions: each enabled one declares its key
 * (`aria-keyshortcuts`), no two share one, pressing the key of a pick does what a click does,
 * the `?` help lists what is on screen, and an order is given with the keys alone.
 */

const BATTLES = [
  ['starfire', 'patrol'],
  ['onepage', 'duel'],
  ['scl', 'bismarck_at_bay'],
  ['startrek', 'ambush'],
] as const;
type Ruleset = (typeof BATTLES)[number][0];

const WIDTHS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 360, height: 780 }],
] as const;

/** One button on screen, as the walk finds it. */
interface Action {
  /** Its test id, else its words. */
  readonly id: string;
  /** Its declared key (`data-key`), or `''`. */
  readonly key: string;
  /** Its `aria-keyshortcuts`, or `''`. */
  readonly aria: string;
  /** `aria-pressed`, or `''`. */
  readonly pressed: string;
  /** Why a key is not needed on it, or `''`. */
  readonly without: string;
}

/**
 * The enabled buttons of the battle screen a player acts through: the orders, the bars above
 * them, the dialogs over the map, the banner's controls, the map key's toggles and Concede.
 * Not the map's own controls, the side tabs, the log, the chat, the ship cards, the seat link,
 * the drawer handle or the help buttons (`?` opens the help). A few need no key of their own:
 * a button in a unit's row that is not the selected one (its row's key selects it first), the
 * submit button of a form whose field has a key (Enter in the field sends it), and a button
 * of a keyed group (Starfire's weapon table `w`, its transit order `t`): the group's key puts
 * the keyboard on its first button and the arrows move between them.
 */
async function actionsOnScreen(page: Page): Promise<Action[]> {
  return page.evaluate(() => {
    const SKIP = new Set([
      'hex-map',
      'side-tabs',
      'battle-log',
      'chat-panel',
      'seat-link',
      'starfire-help-button',
      'help-page',
      'end-screen',
    ]);
    const found: Element[] = [];
    const walk = (root: ParentNode) => {
      for (const el of Array.from(root.children)) {
        if (SKIP.has(el.localName)) continue;
        const testId = el.getAttribute('data-testid');
        if (testId === 'drawer-handle' || testId === 'ship-cards') continue;
        if (el.localName === 'button') found.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
        walk(el);
      }
    };
    const deepFind = (root: ParentNode, name: string): Element | null => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.localName === name) return el;
        const inner = el.shadowRoot ? deepFind(el.shadowRoot, name) : null;
        if (inner) return inner;
      }
      return null;
    };
    const frame = deepFind(document, 'battle-frame');
    if (!frame?.shadowRoot) return [];
    walk(frame.shadowRoot);
    const up = (el: Element): Element | null =>
      el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
    const inside = (el: Element, test: (a: Element) => boolean) => {
      for (let a: Element | null = el; a; a = up(a)) if (test(a)) return true;
      return false;
    };
    return found
      .filter((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0)
      .map((el) => {
        const id =
          el.getAttribute('data-testid') ??
          el.getAttribute('aria-label') ??
          (el.textContent ?? '').trim();
        const form = (el as HTMLButtonElement).form;
        const without = inside(el, (a) => a.getAttribute('aria-current') === 'false')
          ? 'a row not selected'
          : form && (el as HTMLButtonElement).type === 'submit' && form.querySelector('[data-key]')
            ? 'the submit of a keyed field'
            : inside(el, (a) => a !== el && a.hasAttribute('data-key') && a.localName !== 'button')
              ? 'its keyed group (the key, then arrows)'
              : '';
        return {
          id,
          key: el.getAttribute('data-key') ?? '',
          aria: el.getAttribute('aria-keyshortcuts') ?? '',
          pressed: el.getAttribute('aria-pressed') ?? '',
          without,
        };
      });
  });
}

/** Takes the keyboard out of any field or button, as a player who has not tabbed anywhere. */
async function blur(page: Page): Promise<void> {
  await page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    (a as HTMLElement | null)?.blur();
  });
}

/** What the banner says is owed now, with the log's length: it changes when an order is taken. */
async function progress(page: Page): Promise<string> {
  const owed = (await page.locator('[data-testid=owed]').first().textContent()) ?? '';
  return `${owed.trim()} / ${(await logLines(page)).length}`;
}

/** Checks the buttons on screen now; returns them. */
async function checkActions(page: Page, where: string): Promise<Action[]> {
  const actions = await actionsOnScreen(page);
  expect(actions.length, where).toBeGreaterThan(0);
  const keyless = actions.filter((a) => a.without === '' && a.aria === '');
  expect(
    keyless.map((a) => a.id),
    `${where}: buttons without a key`,
  ).toEqual([]);
  const keyed = actions.filter((a) => a.key !== '');
  for (const a of keyed) expect(a.aria, `${where}: ${a.id}`).not.toBe('');
  const keys = keyed.map((a) => a.key);
  const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
  expect(
    twice,
    `${where}: keys used twice (${keyed.map((a) => `${a.key}=${a.id}`).join(', ')})`,
  ).toEqual([]);
  return actions;
}

/** Pressing the key of a pick (a ship, a unit, an action type) presses it, as a click does. */
async function picksByKey(page: Page, actions: readonly Action[], where: string): Promise<void> {
  const picks = actions.filter(
    (a) => a.key && a.pressed === 'false' && a.id.includes('-') && !a.id.includes('toggle'),
  );
  for (const pick of picks.slice(0, 3)) {
    await blur(page);
    await page.keyboard.press(pick.key);
    await expect
      .poll(() => page.locator(`[data-testid="${pick.id}"]`).first().getAttribute('aria-pressed'), {
        timeout: 5_000,
        message: `${where}: ${pick.key} picks ${pick.id}`,
      })
      .toBe('true');
  }
}

/** Gives the decision owed now with the keys alone. */
const ORDER_BY_KEYS: Record<Ruleset, (page: Page) => Promise<void>> = {
  // Deployment ("Set-up"): the hex label typed in the field `l` focuses, then facing C (`3`).
  starfire: async (page) => {
    await page.keyboard.press('l');
    await page.keyboard.type('1010');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=deploy-facing-C]').waitFor();
    await blur(page);
    await page.keyboard.press('3');
  },
  // The plot ("Movement"): every ship holds; Enter sends it.
  onepage: (page) => page.keyboard.press('Enter'),
  // Whatever the turn asks first; Enter hands in the panel as set.
  scl: (page) => page.keyboard.press('Enter'),
  // The first ship's first action, as the panel offers it; Enter acts.
  startrek: (page) => page.keyboard.press('Enter'),
};

describe('every action of a battle screen has a key', () => {
  const suite = browserSuite();

  for (const [width, size] of WIDTHS)
    test.each(BATTLES)(
      `${width}: %s (%s)`,
      async (ruleset, scenario) => {
        const page = await suite.newPlayer();
        await page.setViewportSize(size);
        await page.goto(`${suite.url}/#/practice/${ruleset}/${scenario}`);
        await page.locator('battle-frame [data-testid=orders]').first().waitFor();
        const openDrawer = async () => {
          if (width !== 'phone' || (await page.locator('battle-side[open]').count()) > 0) return;
          await page.locator('[data-testid=drawer-handle]').click();
          await page.locator('battle-side[open]').waitFor();
        };
        await openDrawer();
        const first = await checkActions(page, `${ruleset} first decision`);

        // The hints show on a desktop and stay out of a phone's way.
        // Each hint of a button on screen: whether it is drawn.
        const hints = await page
          .locator('battle-frame key-hint')
          .evaluateAll((hs) =>
            hs
              .filter((h) => (h.parentElement?.getClientRects().length ?? 0) > 0)
              .map((h) => h.getClientRects().length > 0),
          );
        if (width === 'phone') expect(hints.filter(Boolean)).toEqual([]);
        else expect(hints.every(Boolean)).toBe(true);
        await screenshot(page, `action-keys-${ruleset}-${width}`);

        // The help lists the keys of what is on screen.
        await blur(page);
        await page.keyboard.press('?');
        const table = page.locator('[data-testid=shortcut-table]');
        await expect.poll(() => table.textContent()).toMatch(/on screen/);
        const onScreen = first.find((a) => a.key !== '' && a.key.length === 1);
        if (onScreen) expect(await table.textContent()).toContain(onScreen.aria);
        await page.keyboard.press('Escape');
        await expect.poll(() => table.count()).toBe(0);

        await picksByKey(page, first, `${ruleset} first decision`);

        // An order given by keys alone is taken: the decision owed moves on.
        const before = await progress(page);
        await blur(page);
        await ORDER_BY_KEYS[ruleset](page);
        await expect
          .poll(
            async () => {
              const error = page.locator('[data-testid=order-error]');
              if ((await error.count()) > 0)
                throw new Error(`Refused: ${await error.first().textContent()}`);
              return progress(page);
            },
            { timeout: 15_000 },
          )
          .not.toBe(before);

        // The next decision's buttons have keys too.
        await page.locator('battle-frame [data-testid=orders]').first().waitFor();
        await openDrawer();
        await checkActions(page, `${ruleset} next decision`);
      },
      90_000,
    );
});
