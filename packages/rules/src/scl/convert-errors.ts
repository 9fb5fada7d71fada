import { rejecter } from '../core/reject.js';

/** Every code with which the Star Cruiser conversion refuses its input. Stable; the docs list the same. */
export const CONVERT_ERRORS = {
  'convert/malformed': 'The figures do not have the shape of a Star Cruiser ship (see `path`).',
  'convert/bad_scale':
    'A warship counter stands for one ship (1:1) or two (1:2); a fighter counter for four craft (1:4).',
  'convert/flight_size': 'Only fighters fly in flexible flights of one to four craft.',
  'convert/no_hit_points': 'The counter would have no hit points: too few damage points.',
  'convert/no_sensors': 'The ship has neither an active nor a passive sensor.',
  'convert/unknown_flight': 'The carried flight is not a fighter class Broadside fields.',
  'convert/fighter_carries_flights': 'A fighter cannot carry fighter flights.',
} as const;

/** A stable conversion error code. */
export type ConvertErrorCode = keyof typeof CONVERT_ERRORS;

/** A failed conversion with a documented code. */
export const rejectConversion = rejecter<ConvertErrorCode>();
