/**
 * A value axis that starts at 0 and ends on a round number, for bar charts of money in öre.
 * The steps are whole kronor (1, 2, 5 × 10ⁿ kr, and 25 × 10ⁿ kr from 25 kr up), about `target`
 * of them, so every tick reads as a plain amount: 0 kr, 100 kr, 200 kr …
 */
export type ChartScale = { top: number; step: number; ticks: number[] };

const ORE_PER_KR = 100;
/** An empty chart still gets an axis: 0–100 kr. */
const EMPTY_MAX_ORE = 100 * ORE_PER_KR;

export function chartScale(maxOre: number, target = 4): ChartScale {
  const max = maxOre > 0 ? maxOre / ORE_PER_KR : EMPTY_MAX_ORE / ORE_PER_KR;
  const raw = max / target;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const steps = magnitude >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const nice = steps.find((step) => raw <= step * magnitude) ?? 10;
  const stepKr = Math.max(1, nice * magnitude);
  const intervals = Math.max(1, Math.ceil(max / stepKr - 1e-9));
  const step = stepKr * ORE_PER_KR;
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => i * step);
  return { top: intervals * step, step, ticks };
}
