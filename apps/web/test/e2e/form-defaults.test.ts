/// <reference types="node" />
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite } from './harness.js';

/**
 * Issue 27, "Fix first", bug 1: the hard computer player could not be started as it comes,
 * because the thinking-time field showed 1 while its `min` and `step` accepted only 0.05, 0.15, …
 * Every value a form shows by itself must be one the browser accepts: this walks every form
 * field of the pages a newcomer opens (through shadow roots) and lists the filled ones that the
 * browser would refuse. A second pass signs in, which brings the forms only accounts see (the
 * tournament create form, account settings, organiser tools), switches every choice that shows
 * other fields (ruleset, scenario, time control, spectator delay, tournament format), opens the
 * battle screen of every scenario, and submits the defaults wherever that is harmless.
 */

/** Every filled field, in any form on the page, that fails the browser's own validation. */
function invalidDefaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const visit = (root: Document | ShadowRoot): void => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (
          (el instanceof HTMLInputElement ||
            el instanceof HTMLSelectElement ||
            el instanceof HTMLTextAreaElement) &&
          el.value !== '' &&
          !el.validity.valid
        )
          bad.push(
            `${el.getAttribute('data-testid') ?? el.getAttribute('name') ?? el.tagName} = ${el.value}: ${el.validationMessage}`,
          );
      }
    };
    visit(document);
    return bad;
  });
}

/**
 * The fields of `form` that keep it from being submitted as it stands, empty required ones
 * included: `[]` when the form's own `checkValidity()` holds.
 */
function unsubmittable(form: Locator): Promise<string[]> {
  return form.evaluate((el) => {
    const f = el as HTMLFormElement;
    if (f.checkValidity()) return [];
    return Array.from(f.elements)
      .filter((x) => 'validity' in x && !(x as HTMLInputElement).validity.valid)
      .map((x) => {
        const i = x as HTMLInputElement;
        return `${i.getAttribute('data-testid') ?? i.name} = ${i.value}: ${i.validationMessage}`;
      });
  });
}

/** Selects every option of the select `target` (a test id or a locator), checking each time. */
async function everyChoice(
  page: Page,
  target: string | Locator,
  check: (value: string) => Promise<void>,
) {
  const select = typeof target === 'string' ? page.locator(`[data-testid=${target}]`) : target;
  const values = await select
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  for (const value of values) {
    await select.selectOption(value);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(50);
    await check(value);
  }
}

describe('every default a form shows is valid (issue 27, bug 1)', () => {
  const suite = browserSuite();

  test.each(['/', '/#/tournaments', '/#/account', '/#/designer', '/#/verify'])(
    'the forms of %s',
    async (path) => {
      const page = await suite.newPlayer();
      await page.goto(`${suite.url}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(await invalidDefaults(page)).toEqual([]);
      await page.context().close();
    },
    30_000,
  );

  test('the computer-opponent form, for every ruleset and level, as it comes', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/`);
    await page.locator('[data-testid=solo-form]').waitFor();
    await everyChoice(page, 'solo-ruleset', async (ruleset) => {
      await everyChoice(page, 'solo-level', async (level) => {
        expect(await invalidDefaults(page), `${ruleset}, ${level}`).toEqual([]);
      });
    });
    await page.context().close();
  }, 60_000);

  test(
    'the hard computer player starts a game with the thinking time it shows',
    { timeout: 30_000 },
    async () => {
      const page = await suite.newPlayer();
      await page.goto(`${suite.url}/`);
      await page.locator('[data-testid=solo-form]').waitFor();
      await page.locator('[data-testid=solo-ruleset]').selectOption('onepage');
      await page.locator('[data-testid=solo-level]').selectOption('hard');
      await expect.poll(() => page.locator('[data-testid=solo-budget]').inputValue()).toBe('1');
      await page.locator('[data-testid=solo-submit]').click();
      await page.waitForURL(/#\/game\/[A-Za-z0-9_-]+$/, { timeout: 15_000 });
      await page.context().close();
    },
  );
});

describe('signed in, every form of the app as it comes (issue 27, bug 1)', () => {
  const suite = browserSuite();
  let accounts = 0;

  /** A new browser with a new account, signed up through the account page. */
  async function signedIn(): Promise<Page> {
    const page = await suite.newPlayer();
    accounts += 1;
    const username = `former${accounts}`;
    await page.goto(`${suite.url}/#/account`);
    const form = page.locator('[data-testid=signup-form]');
    await form.locator('input[name=username]').fill(username);
    await form.locator('input[name=password]').fill(`${username} has a long password`);
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/#\/my$/);
    return page;
  }

  /**
   * Opens `path` and waits for `ready`, the sign that the signed-in page is drawn. The lobby
   * (`#/`) is reached from My games, where a signed-in player who opens the site lands.
   */
  async function open(page: Page, path: string, ready: string): Promise<void> {
    await page.goto(`${suite.url}/${path === '#/' ? '#/my' : path}`);
    if (path === '#/') {
      await page.locator('[data-testid=my-move]').waitFor();
      await page.evaluate(() => (location.hash = '#/'));
    }
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(200);
  }

  test('the forms of every page an account sees', { timeout: 90_000 }, async () => {
    const page = await signedIn();
    for (const [path, ready] of [
      ['#/', '[data-testid=create-form]'],
      ['#/tournaments', 'create-tournament-form form'],
      ['#/account', '[data-testid=settings-form]'],
      ['#/my', '[data-testid=my-move]'],
      ['#/designer', 'main'],
      ['#/verify', 'main'],
    ] as const) {
      await open(page, path, ready);
      expect(await invalidDefaults(page), path).toEqual([]);
    }
    await page.context().close();
  });

  test(
    'the lobby create form for every ruleset, scenario, time control and delay',
    { timeout: 240_000 },
    async () => {
      const page = await signedIn();
      await open(page, '#/', '[data-testid=create-form]');
      const clocksSent = new Set<string>();
      /** Submits the form as it stands; it must be accepted, then the form comes back. */
      const submitDefaults = async (where: string) => {
        await page.locator('[data-testid=create-delay]').selectOption('none');
        await page.locator('[data-testid=create-submit]').click();
        const error = page.locator('[data-testid=create-error]');
        await expect
          .poll(
            async () =>
              (await error.count()) > 0
                ? await error.textContent()
                : await page.locator('[data-testid=invites]').count(),
            { message: where },
          )
          .toBe(1);
        await page.getByRole('button', { name: /another/i }).click();
        await page.locator('[data-testid=create-form]').waitFor();
      };
      await everyChoice(page, 'create-ruleset', async (ruleset) => {
        await everyChoice(page, 'create-scenario', async (scenario) => {
          await everyChoice(page, 'create-time', async (time) => {
            const per = time === 'correspondence' ? ['create-time-per'] : ([] as readonly string[]);
            const check = async (what: string) => {
              const where = `${ruleset}, ${scenario}, ${what}`;
              expect(await invalidDefaults(page), where).toEqual([]);
              expect(await unsubmittable(page.locator('[data-testid=create-form]')), where).toEqual(
                [],
              );
            };
            await everyChoice(page, 'create-delay', async (delay) => {
              await check(`${time} clock, ${delay} delay`);
            });
            for (const testId of per)
              await everyChoice(page, testId, (p) => check(`${time} per ${p}`));
            // The server accepts the defaults as they are: every scenario with the clock the
            // form starts with, and every clock once (games per minute are limited).
            if (time === 'none' || !clocksSent.has(time)) {
              clocksSent.add(time);
              await submitDefaults(`${ruleset}, ${scenario}, ${time} clock`);
              expect(await page.locator('[data-testid=create-scenario]').inputValue()).toBe(
                scenario,
              );
            }
          });
        });
      });
      await page.context().close();
    },
  );

  test('the tournament create form, for every format, creates a tournament', async () => {
    const page = await signedIn();
    await open(page, '#/tournaments', 'create-tournament-form form');
    const form = page.locator('create-tournament-form');
    const formats = await form
      .locator('select[name=format] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const format of formats) {
      await open(page, '#/tournaments', 'create-tournament-form form');
      await form.locator('select[name=format]').selectOption(format);
      await everyChoice(page, form.locator('select').nth(1), async (ruleset) => {
        await everyChoice(page, form.locator('select[name=scenario]'), async (scenario) => {
          const where = `${format}, ${ruleset}, ${scenario}`;
          expect(await invalidDefaults(page), where).toEqual([]);
        });
      });
      // Only the name is the organiser's to give; everything else is accepted as it comes.
      expect(await unsubmittable(form.locator('form'))).toEqual([
        expect.stringMatching(/^t-name = :/),
      ]);
      await form.locator('[data-testid=t-name]').fill(`Defaults ${format}`);
      expect(await unsubmittable(form.locator('form')), format).toEqual([]);
      await form.locator('[data-testid=t-create]').click();
      await expect.poll(() => page.url(), { message: format }).toMatch(/#\/tournaments\/t/);
      await page.locator('[data-testid=tournament-name]').waitFor();
    }
    await page.context().close();
  }, 120_000);

  test('the organiser tools of a started tournament', { timeout: 60_000 }, async () => {
    const org = await signedIn();
    const rival = await signedIn();
    await open(org, '#/tournaments', 'create-tournament-form form');
    await org.locator('create-tournament-form [data-testid=t-name]').fill('Tools');
    await org.locator('create-tournament-form [data-testid=t-create]').click();
    await expect.poll(() => org.url()).toMatch(/#\/tournaments\/t/);
    const url = org.url();
    await org.locator('[data-testid=register]').click();
    await expect.poll(() => org.locator('[data-testid=withdraw]').count()).toBe(1);
    await rival.goto(url);
    await rival.locator('[data-testid=register]').click();
    await expect.poll(() => rival.locator('[data-testid=withdraw]').count()).toBe(1);
    await org.reload();
    await org.locator('[data-testid=start]').click();
    await org.locator('[data-testid=adjudicate-1]').waitFor();
    expect(await invalidDefaults(org)).toEqual([]);
    // The reason is the organiser's to write; the result chosen as it comes is valid.
    expect(await unsubmittable(org.locator('[data-testid=adjudicate-1]'))).toEqual([
      expect.stringMatching(/^reason = :/),
    ]);
    // Account settings as they come are saved as they are.
    await open(org, '#/account', '[data-testid=settings-form]');
    expect(await unsubmittable(org.locator('[data-testid=settings-form]'))).toEqual([]);
    await org.locator('[data-testid=settings-form] button[type=submit]').click();
    await expect
      .poll(() => org.locator('[data-testid=settings-message]').getAttribute('class'))
      .toBe('ok');
    await org.context().close();
    await rival.context().close();
  });

  test('the battle screen of every scenario, as it opens', { timeout: 240_000 }, async () => {
    const page = await signedIn();
    const catalog = await page.evaluate(async () => {
      const res = await fetch('/api/rulesets');
      return (await res.json()) as { rulesets: { id: string; scenarios: { id: string }[] }[] };
    });
    const scenarios = catalog.rulesets.flatMap((r) => r.scenarios.map((s) => `${r.id}/${s.id}`));
    expect(scenarios.length).toBeGreaterThan(4);
    for (const scenario of scenarios) {
      await open(page, `#/practice/${scenario}`, 'hex-map');
      expect(await invalidDefaults(page), scenario).toEqual([]);
    }
    await page.context().close();
  });
});
