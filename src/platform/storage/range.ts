/** A byte range as `Range: bytes=` asks for it: `start` to `end` (inclusive; to the last byte without one), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number | undefined } | { suffix: number };

/** Thrown by `MediaStorage.get` when none of the asked range lies in the object (HTTP 416); `size` is the object's. */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super(`Range not satisfiable (object of ${size} bytes)`);
    this.name = 'RangeNotSatisfiable';
  }
}

/** The inclusive first and last byte of `range` in an object of `size` bytes, or null when none of it is there. */
export function spanOf(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range) return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** `bytes=0-499` or `bytes=500-`, as the S3 Range parameter takes it. */
export const rangeHeader = (range: { start: number; end?: number | undefined }) => `bytes=${range.start}-${range.end ?? ''}`;
