import { ENTRY_SEGMENT, SEGMENTS, type Segment } from './rates';

// The One's segment rules (docs/decisions/0026-reborn-loyalty-sellerqa-repair.md): a member's segment follows
// their net spend (paid less refunded) over the trailing year. A member moves up as soon as the
// spend reaches a higher threshold and keeps a segment for a year from reaching it; at that review
// the segment is set again from the spend, which may move the member down.

/** The yearly spend (whole lira) that reaches each segment, as the segment pages state it. */
export const DEMO_THRESHOLDS: Record<Segment, number> = {
  siz: 0,
  white: 5_000,
  beige: 20_000,
  gold: 50_000,
  platinum: 120_000,
  vip: 300_000,
};

/** How long a reached segment is kept before its review. */
export const SEGMENT_HELD_DAYS = 365;
const DAY_MS = 86_400_000;

/** The rank of a segment, entry first. */
export const rankOf = (segment: Segment) => SEGMENTS.indexOf(segment);

/** The highest segment a yearly spend (kuruş) reaches under thresholds in whole lira. */
export function segmentForSpend(spend: number, thresholds: Readonly<Record<Segment, number>>): Segment {
  let reached: Segment = ENTRY_SEGMENT;
  for (const segment of SEGMENTS) if (spend >= thresholds[segment] * 100) reached = segment;
  return reached;
}

/** The next segment above one and the spend (kuruş) still missing to reach it; none at the top. */
export function nextStep(
  segment: Segment,
  spend: number,
  thresholds: Readonly<Record<Segment, number>>,
): { Segment: Segment; Missing: number } | null {
  const next = SEGMENTS[rankOf(segment) + 1];
  if (!next) return null;
  return { Segment: next, Missing: Math.max(0, thresholds[next] * 100 - spend) };
}

/** A member's segment state: the segment, and until when it is held (null: no review due). */
export interface SegmentState {
  segment: Segment;
  heldUntil: Date | null;
}

/** The segment a member holds now, given their yearly spend: up at once, down only at the review. */
export function nextSegment(current: SegmentState, spend: number, thresholds: Readonly<Record<Segment, number>>, at: Date): SegmentState {
  const earned = segmentForSpend(spend, thresholds);
  const renewed = (segment: Segment): SegmentState => ({
    segment,
    heldUntil: segment === ENTRY_SEGMENT ? null : new Date(at.getTime() + SEGMENT_HELD_DAYS * DAY_MS),
  });
  if (rankOf(earned) > rankOf(current.segment)) return renewed(earned);
  if (current.heldUntil && current.heldUntil.getTime() <= at.getTime()) return renewed(earned);
  return current;
}
