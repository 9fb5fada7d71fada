/**
 * The export formats the server writes (`GET /api/tournaments/{id}/export`), with the forums
 * each is for, and the file names of the downloads.
 */

/** One export format: its `format` value, its button label and which forums take it. */
export interface ExportFormatChoice {
  readonly id: 'bbcode' | 'bbcode_plain' | 'markdown' | 'html' | 'csv';
  readonly label: string;
  readonly hint: string;
  /** Whether a game's battle report comes in this format too (tables only otherwise). */
  readonly report: boolean;
}

/** Every format, in the order the panel offers them. */
export const EXPORT_FORMATS: readonly ExportFormatChoice[] = [
  {
    id: 'bbcode',
    label: 'BBCode [table]',
    hint: 'For forums with a [table] tag: phpBB with the table extension, vBulletin, XenForo, SMF.',
    report: true,
  },
  {
    id: 'bbcode_plain',
    label: 'BBCode (default tags)',
    hint: "For a stock phpBB or MyBB, and Discourse's BBCode: tables as monospaced [code] blocks.",
    report: false,
  },
  {
    id: 'markdown',
    label: 'Markdown',
    hint: 'For Discourse, Reddit and GitHub.',
    report: true,
  },
  { id: 'html', label: 'HTML', hint: 'For your own web page or blog.', report: true },
  {
    id: 'csv',
    label: 'CSV',
    hint: 'For spreadsheets (LibreOffice, Excel, Google Sheets): download the file or copy it.',
    report: false,
  },
];

/** What the FIDE TRF download is for (Swiss events only). */
export const TRF_HINT =
  'FIDE TRF: the Swiss as a tournament report file, to check its pairings with JaVaFo or bbpPairings.';

/** A tournament's name as a file name: lower case, letters and digits joined by hyphens. */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return stem || 'tournament';
}

/** Offers text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
