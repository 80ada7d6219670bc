/** The crop frame's shapes: the picture's own proportions, a square, or a portrait (4:5, width to height). */
export type Shape = 'original' | 'square' | 'portrait';

/** A crop frame in fractions (0..1) of the turned picture: top-left corner and size. */
export type Frame = { x: number; y: number; width: number; height: number };

const ratios: Record<Exclude<Shape, 'original'>, number> = { square: 1, portrait: 4 / 5 };
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * The frame of a shape at `scale` (0..1 of the largest that fits) around a centre, kept inside the picture.
 * `width` and `height` are the turned picture's pixels, so a square is square on the screen too.
 */
export function frameOf(shape: Shape, scale: number, centre: { x: number; y: number }, width: number, height: number): Frame {
  const ratio = shape === 'original' ? width / height : ratios[shape];
  const fits = ratio >= width / height ? { w: 1, h: width / ratio / height } : { w: (height * ratio) / width, h: 1 };
  const w = fits.w * scale;
  const h = fits.h * scale;
  return { x: clamp(centre.x - w / 2, 0, 1 - w), y: clamp(centre.y - h / 2, 0, 1 - h), width: w, height: h };
}

/** The frame moved by a step in fractions, still inside the picture; gives back its new centre. */
export function moveFrame(frame: Frame, dx: number, dy: number): { x: number; y: number } {
  const x = clamp(frame.x + dx, 0, 1 - frame.width);
  const y = clamp(frame.y + dy, 0, 1 - frame.height);
  return { x: x + frame.width / 2, y: y + frame.height / 2 };
}

/** What EditPicture gets: nothing for the whole picture, else the frame rounded so that it stays inside (x + width ≤ 1). */
export function cropToSend(frame: Frame): Frame | undefined {
  if (frame.width > 0.999 && frame.height > 0.999) return undefined;
  const down = (n: number) => Math.floor(n * 10_000) / 10_000;
  const width = down(frame.width);
  const height = down(frame.height);
  return { x: Math.min(down(frame.x), down(1 - width)), y: Math.min(down(frame.y), down(1 - height)), width, height };
}
