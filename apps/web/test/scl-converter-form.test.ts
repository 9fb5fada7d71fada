import { describe, expect, test } from 'vitest';
import { CLASSES, convertShip } from '@broadside/rules/scl';
import { parseRoute, routeHref } from '../src/app/routes.js';
import {
  BISMARCK_FIGURES,
  fieldText,
  typedNumber,
} from '../src/rulesets/scl/converter/converter-form.js';

/** The Star Cruiser converter page's form model and its route (`#/designer/scl`). */
describe('the converter form', () => {
  test('it starts with the rules’ Bismarck BC, which converts to the shipped Bismarck', () => {
    expect(convertShip(BISMARCK_FIGURES)).toEqual({ ok: true, value: CLASSES.bismarck });
  });

  test.each([
    ['150', false, 150],
    [' -2 ', false, -2],
    ['+1', false, 1],
    ['', false, Number.NaN],
    ['', true, null],
    ['1.5', false, Number.NaN],
    ['ten', true, Number.NaN],
  ])('typed %j (blank is none: %s) is %s', (text, blankIsNone, value) => {
    expect(typedNumber(text, blankIsNone)).toEqual(value);
  });

  test.each([
    [6, '6'],
    [null, ''],
    [Number.NaN, ''],
  ])('the field of %s shows %j', (value, text) => {
    expect(fieldText(value)).toBe(text);
  });

  test('#/designer/scl is Star Cruiser Lite’s designer, and #/designer stays Starfire’s', () => {
    expect(parseRoute('#/designer/scl')).toEqual({ page: 'designer', ruleset: 'scl' });
    expect(routeHref({ page: 'designer', ruleset: 'scl' })).toBe('#/designer/scl');
    expect(parseRoute('#/designer')).toEqual({ page: 'designer' });
    expect(routeHref({ page: 'designer' })).toBe('#/designer');
  });
});
