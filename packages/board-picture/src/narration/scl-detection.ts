import type { DetectionParts, EventOfType } from '@broadside/rules/scl';

/** The terms of a detection range as the rules add them: `CQ 1 + sensors 1 + signature 0 + 2`. */
export function detectionTerms(p: DetectionParts): string {
  const term = (word: string, n: number) => (n < 0 ? ` − ${word} ${-n}` : ` + ${word} ${n}`);
  const aft = p.aft ? term('aft', p.aft) : '';
  const stop = p.fullStop ? term('Full Stop', p.fullStop) : '';
  return `CQ ${p.cq}${term('sensors', p.sensors)}${term('signature', p.signature)}${aft}${stop} + 2`;
}

/**
 * Words for one check of the detection step ("Detection Procedure"), told only to the side that
 * made it: why a unit detects an enemy, why it does not, or how far its sensors reach when it
 * detects nothing (no enemy the side has not detected is ever named).
 */
export function detectionCheckText(
  e: EventOfType<'detection_check'>,
  name: (id: string) => string,
): string {
  const terms = `(${detectionTerms(e.parts)})`;
  const detector = name(e.detector);
  if (e.target === null)
    return `${detector} detects nothing within ${e.detection} hex${e.detection === 1 ? '' : 'es'} ${terms}.`;
  const target = name(e.target);
  const facts = `range ${e.range ?? '?'}, detection ${e.detection} ${terms}`;
  return e.detected
    ? `${detector} detects ${target}: ${facts}.`
    : `${target} not detected by ${detector}: ${facts}; its side holds the contact (remote data, −1 to hit).`;
}
