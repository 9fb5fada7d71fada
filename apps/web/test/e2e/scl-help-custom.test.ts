/// <reference types="node" />
import { describe, expect, test } from 'vitest';
import { CLASS_IDS, CLASSES, classPoints } from '@broadside/rules/scl';
import { browserSuite } from './harness.js';

/**
 * Issue 30 on the Star Cruiser Lite rules page: "Custom battles and points" states what a custom
 * battle may change and gives every class's points from the rules package
 * (docs/rules/star-cruiser-lite.md, Custom battles and Points).
 */
describe('Star Cruiser Lite rules page: custom battles and points', () => {
  const suite = browserSuite();

  test('every class has its points row, as classPoints gives it', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/#/help/scl`);
    await page.locator('[data-testid=scl-points-table]').waitFor();
    const rows = await page
      .locator('[data-testid=scl-points-table] tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())),
      );
    expect(rows).toEqual(
      CLASS_IDS.map((id) => [CLASSES[id]!.name, String(classPoints(CLASSES[id]!))]),
    );
    expect(rows).toContainEqual(['Bismarck BC', '94']);
    expect(await page.locator('[data-testid=scl-custom-help]').textContent()).toMatch(
      /up to 24 a side/,
    );
  }, 120_000);
});
