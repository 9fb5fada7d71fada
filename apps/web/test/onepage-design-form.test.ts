import { describe, expect, test } from 'vitest';
import { DESIGN_IDS, DESIGNS, checkDesign } from '@broadside/rules/onepage';
import {
  designIdFor,
  designToForm,
  formToInput,
  savedDesigns,
  startFrom,
} from '../src/rulesets/onepage/designer/design-form.js';

/** The one-page ship editor's form (docs/rules/onepage.md, Own designs, The ship editor). */
describe('one-page ship editor form', () => {
  test.each(DESIGN_IDS)(
    '"Start from" %s gives a design the rules accept, figures as printed',
    (id) => {
      const checked = checkDesign(formToInput(startFrom(id)));
      expect(checked.ok).toBe(true);
      if (checked.ok) {
        const { id: _own, name, ...figures } = checked.value;
        const { id: _printed, name: printedName, ...printed } = DESIGNS[id];
        expect(figures).toEqual(printed);
        expect(name).toBe(`My ${printedName}`);
      }
    },
  );

  test.each([
    ['Lancer', 'own_lancer'],
    ['Heavy Cruiser Mk II', 'own_heavy_cruiser_mk_ii'],
    ['Frigate', 'own_frigate'],
    ['!!!', 'own_design'],
    ['A very long ship name indeed here', 'own_a_very_long_ship_nam'],
    ['Sixteen letters_ and more', 'own_sixteen_letters_and'],
  ])('the id of "%s" is %s: a slug no printed design has', (name, id) => {
    expect(designIdFor(name)).toBe(id);
  });

  test('an "on" row reads hit lists with commas or spaces; a form round-trips', () => {
    const form = { ...startFrom('raider'), name: 'Wasp' };
    const input = formToInput({
      ...form,
      losses: [{ system: 'mp', mode: 'on', hits: '1, 3 5', amount: 1 }],
    });
    expect(input.losses).toEqual([{ system: 'mp', on: [1, 3, 5], amount: 1 }]);
    const checked = checkDesign(input);
    expect(checked.ok && designToForm(checked.value).losses[0]?.hits).toBe('1, 3, 5');
  });

  test('saved designs the rules refuse are left out; one per id', () => {
    const entry = (name: string, body: unknown) => ({
      id: `local:design:onepage:${name}`,
      kind: 'design' as const,
      ruleset: 'onepage',
      name,
      body,
      shared: false,
      author: null,
      updatedAt: 0,
    });
    const good = formToInput({ ...startFrom('frigate'), name: 'Gnat' });
    const list = savedDesigns([
      entry('Gnat', good),
      entry('Gnat again', good),
      entry('Broken', { ...good, id: 'own_broken', hull: 0 }),
    ]);
    expect(list.map((d) => d.id)).toEqual(['own_gnat']);
  });
});
