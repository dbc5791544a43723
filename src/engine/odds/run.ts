/**
 * The specification's How Much To run: one sample of pulls on a banner from given counters (Perma from zero in the
 * specification) until every selected character has been obtained at least once. Pulls come from the engine's own
 * batch loop, so the cards are exactly what the Summon screen would have shown for the same draws.
 */

import { allocatePullBuffers, pullBatch } from '../pulls/batch';
import type { OwnedPullBuffers } from '../pulls/batch';
import type { CalcPlan } from './prepare';
import { CalcRequestError } from './prepare';
import type { Rules } from '../pulls/rules';
import type { RandomSource } from '../pulls/rng';
import type { Counters } from '../types';

/** Pulls drawn per engine call while looking for the last missing character. */
const CHUNK = 1024;
/**
 * No valid plan comes near this (every pullable character on Perma takes a few thousand pulls); it only turns a
 * would-be endless loop into an error.
 */
export const MAX_RUN_PULLS = 50_000_000;

function grow(buffers: OwnedPullBuffers, length: number, capacity: number): OwnedPullBuffers {
  const next = allocatePullBuffers(capacity);
  next.chars.set(buffers.chars.subarray(0, length));
  next.pity.set(buffers.pity.subarray(0, length));
  next.types.set(buffers.types.subarray(0, length));
  return next;
}

/** Pulls until every selected character has been obtained once; the last pull is the one that completed the set. */
export function runUntilObtained(
  rules: Rules,
  plan: CalcPlan,
  rng: RandomSource,
  maxPulls = MAX_RUN_PULLS,
): OwnedPullBuffers {
  const wanted = new Uint8Array(rules.roster.length);
  for (const c of plan.selected) wanted[c] = 1;
  let missing = plan.selected.length;
  let buffers = allocatePullBuffers(CHUNK * 4);
  let length = 0;
  let counters: Counters = plan.start;
  while (length < maxPulls) {
    const n = Math.min(CHUNK, maxPulls - length);
    if (length + n > buffers.chars.length) buffers = grow(buffers, length, buffers.chars.length * 2);
    counters = pullBatch(rules, plan.banner, counters, n, rng, buffers, length);
    for (let i = length; i < length + n; i++) {
      const c = buffers.chars[i]!;
      if (wanted[c] !== 1) continue;
      wanted[c] = 0;
      missing--;
      if (missing === 0) {
        // Draws after the completing pull were made by the chunk but are not part of the run.
        const end = i + 1;
        return {
          chars: buffers.chars.slice(0, end),
          pity: buffers.pity.slice(0, end),
          types: buffers.types.slice(0, end),
        };
      }
    }
    length += n;
  }
  throw new CalcRequestError(`The selection was not complete after ${maxPulls} pulls`);
}
