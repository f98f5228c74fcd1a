import { LOW_CONFIDENCE } from '../../../shared/src/contracts/submissions/confidence.ts';
import type { Judged } from './score.ts';

/**
 * How well review's marking of doubtful values works, over the fields the truth holds: of the
 * wrong values shown, the share marked (wrong values left unmarked are the reviewer's risk); of
 * the marked values, the share wrong (right values marked waste the reviewer's attention).
 * Fields read as nothing are shown empty, not marked, so they are counted apart.
 */
export interface Calibration {
  threshold: number;
  wrongShown: number;
  wrongMarked: number;
  marked: number;
  markedWrong: number;
  wrongEmpty: number;
}

export function calibrate(judged: readonly Judged[], threshold: number): Calibration {
  const shown = judged.filter((j) => j.value !== null);
  const marks = (j: Judged) => j.confidence < threshold;
  const wrong = shown.filter((j) => !j.right);
  const marked = shown.filter(marks);
  return {
    threshold,
    wrongShown: wrong.length,
    wrongMarked: wrong.filter(marks).length,
    marked: marked.length,
    markedWrong: marked.filter((j) => !j.right).length,
    wrongEmpty: judged.filter((j) => j.value === null).length,
  };
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');

/** The table the bench prints: the product's threshold and others around it. */
export function printCalibration(title: string, judged: readonly Judged[]): void {
  console.log(`\n${title}`);
  console.log('| threshold | wrong values marked | marked values wrong | wrong values read as nothing |');
  console.log('|---|---|---|---|');
  for (const t of [0.5, 0.6, 0.7, 0.75, LOW_CONFIDENCE, 0.85, 0.9, 0.95]
    .filter((v, i, a) => a.indexOf(v) === i)
    .sort()) {
    const c = calibrate(judged, t);
    const mark = t === LOW_CONFIDENCE ? ' (product)' : '';
    console.log(
      `| ${t}${mark} | ${pct(c.wrongMarked, c.wrongShown)} (${c.wrongMarked}/${c.wrongShown}) | ${pct(c.markedWrong, c.marked)} (${c.markedWrong}/${c.marked}) | ${c.wrongEmpty} |`,
    );
  }
}

/** Per field at the product's threshold: wrong values left unmarked, right values marked (BENCH_CALIBRATION=1). */
export function printCalibrationByField(judged: readonly Judged[]): void {
  const by = new Map<string, { wrongUnmarked: number; rightMarked: number; confidences: number[] }>();
  for (const j of judged) {
    if (j.value === null) continue;
    const e = by.get(j.field) ?? { wrongUnmarked: 0, rightMarked: 0, confidences: [] };
    const marked = j.confidence < LOW_CONFIDENCE;
    if (!j.right && !marked) e.wrongUnmarked++;
    if (j.right && marked) {
      e.rightMarked++;
      e.confidences.push(Math.round(j.confidence * 100) / 100);
    }
    by.set(j.field, e);
  }
  for (const [field, e] of by)
    console.log(
      `${field}: wrong unmarked ${e.wrongUnmarked}, right marked ${e.rightMarked} [${e.confidences.sort().join(' ')}]`,
    );
}

/**
 * Per field, two sets side by side: the share right, and of the wrong ones how many were read as
 * nothing. The held-out set's weaknesses show here by kind of field, never page by page.
 */
export function printFieldAccuracy(
  title: string,
  a: readonly Judged[],
  b: readonly Judged[],
  [nameA, nameB] = ['tuning', 'held-out'],
): void {
  const count = (judged: readonly Judged[], field: string) => {
    const of = judged.filter((j) => j.field === field);
    return {
      all: of.length,
      right: of.filter((j) => j.right).length,
      empty: of.filter((j) => !j.right && j.value === null).length,
    };
  };
  const cell = (c: ReturnType<typeof count>) =>
    c.all ? `${pct(c.right, c.all)} (${c.right}/${c.all}; ${c.empty} empty)` : '-';
  console.log(`\n${title}`);
  console.log(
    `| field | ${nameA}: right (wrong ones read as nothing) | ${nameB}: right (wrong ones read as nothing) |`,
  );
  console.log('|---|---|---|');
  const fields = [...new Set([...a, ...b].map((j) => j.field))].sort();
  for (const f of fields) console.log(`| ${f} | ${cell(count(a, f))} | ${cell(count(b, f))} |`);
}
