/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { distance, formatLabel, hexesInBounds, parseLabel, type Hex } from '@broadside/rules';
import { browserSuite, clickHex } from './harness.js';
import { practiceWithWreck } from './onepage-wreck.js';

/**
 * Issue 27, bug 2: "Lose a ship, click its wreck, click a hex next to it, press Send plot: 'A2 is
 * destroyed.' The move is not listed anywhere." The rules' "Damage" section takes a ship whose
 * hull is gone out of play, and "Movement" gives orders only to ships in play. The screen opens
 * on a kept practice Duel (the real rules running in the page) where side A has lost a ship and
 * owes its plot: a click on the wreck must not pick it for orders, a plot of the ships still in
 * play is taken, and a refused plot keeps the draft and names its ship in a sentence.
 */

/** The hex a counter stands on, from the map. */
async function unitHex(page: Page, id: string): Promise<Hex> {
  const label = await page.locator(`[data-testid=unit-${id}]`).getAttribute('data-hex');
  const parsed = parseLabel(label ?? '');
  if (!parsed.ok) throw new Error(`no hex for ${id}`);
  return parsed.value;
}

/** A hex next to `from` on the duel's map, off the planet and off `avoid`. */
function nextTo(from: Hex, avoid: readonly Hex[]): Hex {
  const planet = parseLabel('1008');
  const taken = [...avoid, ...(planet.ok ? [planet.value] : [])];
  const hex = hexesInBounds({ columns: 20, rows: 16 }).find(
    (h) => distance(h, from) === 1 && taken.every((t) => distance(h, t) !== 0),
  );
  if (!hex) throw new Error('no free neighbour');
  return hex;
}

/** The one-page battle screen's draft, as it holds it (for the stale-plot case below). */
/** The battle frame with the one-page model that holds the draft. */
type DraftHolder = HTMLElement & {
  model: { draft: { paths: Record<string, number[]>; launches: Record<string, string[]> } };
  requestUpdate(): void;
};

describe('one-page: a destroyed ship is never plotted, a refused plot is kept', () => {
  const suite = browserSuite();

  test('the wreck is not selectable, a live plot is taken, a refusal names its ship', async () => {
    const { kept, wreck, wreckName, live } = practiceWithWreck();
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/`);
    await page.evaluate(
      (saved) => localStorage.setItem('broadside.practice.onepage/duel', JSON.stringify(saved)),
      kept,
    );
    await page.goto(`${suite.url}/#/practice/onepage/duel`);
    await page.locator('[data-testid=practice-resume-yes]').click();
    const orders = page.locator('[data-testid=orders][data-kind=plot]');
    await orders.waitFor();

    // "Movement": only ships in play take orders; the wreck is listed greyed, without controls.
    const wreckRow = page.locator(`.ship[data-ship=${wreck}]`);
    expect(await wreckRow.getAttribute('data-status')).toBe('destroyed');
    expect(await page.locator(`[data-testid=plot-ship-${wreck}]`).count()).toBe(0);
    const liveButton = page.locator(`[data-testid=plot-ship-${live}]`);
    expect(await liveButton.getAttribute('aria-pressed')).toBe('true');

    // Clicking the wreck, then a hex next to it, never gives the wreck orders.
    const wreckHex = await unitHex(page, wreck);
    const liveHex = await unitHex(page, live);
    await page.locator(`[data-testid=unit-${wreck}]`).click();
    expect(await liveButton.getAttribute('aria-pressed')).toBe('true');
    await clickHex(page, formatLabel(nextTo(wreckHex, [liveHex])));
    expect(await page.locator(`[data-testid=plot-drop-${wreck}]`).count()).toBe(0);

    // The ship in play gets a path of its own.
    await clickHex(page, formatLabel(nextTo(liveHex, [wreckHex])));
    const livePath = page.locator(`[data-testid=plot-path-${live}]`);
    await expect.poll(() => livePath.textContent()).not.toBe('holds');
    const drawn = await livePath.textContent();

    // A stale draft (as an older screen built it) still names the wreck: the rules refuse the
    // whole plot, and the screen keeps it, marks the wreck and says which ship in a sentence.
    await page.locator('battle-frame').evaluate((el, id) => {
      const frame = el as DraftHolder;
      const draft = frame.model.draft;
      frame.model.draft = { ...draft, paths: { ...draft.paths, [id]: [0] } };
      frame.requestUpdate();
    }, wreck);
    await page.locator('[data-testid=plot-submit]').click();
    const error = page.locator('[data-testid=order-error]');
    await error.waitFor();
    const said = (await error.textContent()) ?? '';
    expect(said).toContain(wreckName);
    expect(said).toContain(`${wreck} is destroyed.`);
    expect(said).toContain('kept');
    expect(await wreckRow.getAttribute('aria-invalid')).toBe('true');
    expect(await livePath.textContent()).toBe(drawn);
    const marks = await page
      .locator('hex-map')
      .evaluate((el) => (el as HTMLElement & { marks: { hex: Hex; kind: string }[] }).marks);
    expect(marks).toContainEqual({ hex: wreckHex, kind: 'focus' });

    // On a phone the drawer shows the top of the panel: the sentence is there, not scrolled away.
    await page.setViewportSize({ width: 360, height: 740 });
    if ((await page.locator('battle-side').getAttribute('open')) === null)
      await page.locator('[data-testid=drawer-handle]').click();
    const panel = page.locator('onepage-plot');
    await expect
      .poll(async () => {
        const [box, shown] = [await error.boundingBox(), await panel.boundingBox()];
        return !!box && !!shown && box.y >= shown.y && box.y + box.height <= shown.y + shown.height;
      })
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Dropping the wreck's stray orders and sending again: the plot of the live ship is taken
    // and the hot seat passes to side B.
    await page.locator(`[data-testid=plot-drop-${wreck}]`).click();
    await page.locator('[data-testid=plot-submit]').click();
    await page.locator('[data-testid=plot-ship-B1]').waitFor();
    expect(await error.count()).toBe(0);
  }, 120_000);
});
