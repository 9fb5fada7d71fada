import { describe, expect, test } from 'vitest';
import { EXPORT_FORMATS, fileStem } from '../src/tournaments/export-formats.js';

describe('the export panel: every format the server writes, each with its forums', () => {
  test('formats and hints', () => {
    expect(EXPORT_FORMATS.map((f) => f.id)).toEqual([
      'bbcode',
      'bbcode_plain',
      'markdown',
      'html',
      'csv',
    ]);
    // Issue 31: phpBB without [table] and Discourse need bbcode_plain; Markdown for Discourse,
    // Reddit and GitHub; CSV for spreadsheets.
    expect(EXPORT_FORMATS.find((f) => f.id === 'bbcode_plain')?.hint).toMatch(/stock phpBB/);
    expect(EXPORT_FORMATS.find((f) => f.id === 'markdown')?.hint).toMatch(/Discourse, Reddit/);
    expect(EXPORT_FORMATS.find((f) => f.id === 'csv')?.hint).toMatch(/spreadsheets/);
    expect(new Set(EXPORT_FORMATS.map((f) => f.hint)).size).toBe(EXPORT_FORMATS.length);
  });
});

describe('fileStem: a tournament name as a download file name', () => {
  test.each([
    ['Spring Swiss 2026', 'spring-swiss-2026'],
    ['Coupe d’Été — Finale!', 'coupe-d-ete-finale'],
    ['  [b]Cup[/b]  ', 'b-cup-b'],
    ['../../etc/passwd', 'etc-passwd'],
    ['★★★', 'tournament'],
    ['x'.repeat(100), 'x'.repeat(60)],
  ])('%s → %s', (name, stem) => {
    expect(fileStem(name)).toBe(stem);
  });
});
