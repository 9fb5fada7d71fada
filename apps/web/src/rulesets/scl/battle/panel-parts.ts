import { emit } from '../../../game/order-parts.js';
import type { SclDraft } from './draft.js';

/** Asks the battle screen to send the drafted order. */
export const requestSend = (from: HTMLElement) => emit(from, 'send-draft');

/** Asks the battle frame to send this order as it is. */
export const requestOrder = (from: HTMLElement, order: unknown) =>
  emit(from, 'send-order', { order });

/** Hands the battle screen a changed draft. */
export const requestDraft = (from: HTMLElement, draft: SclDraft) =>
  emit(from, 'draft-change', { draft });

/** Asks the battle screen to select a unit. */
export const requestSelect = (from: HTMLElement, unit: string) =>
  emit(from, 'select-unit', { unit });
