import type { Session } from '../net/session.js';
import { mySeat } from '../net/session.js';
import { owedText } from './phase-text.js';

/** The words on a phone drawer's handle: what is owed (in the ruleset's words), else its content. */
export function drawerLabel(s: Session | null, words: Readonly<Record<string, string>>): string {
  return (s && owedText(s.pending, mySeat(s), words)) || 'Orders and log';
}
