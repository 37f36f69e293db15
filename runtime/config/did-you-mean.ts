/** Edit distance (insertions, deletions, substitutions, and swaps of neighbours count 1). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The candidate a mistyped name most likely meant: the closest by edit distance (case-insensitive),
 * if it is close enough to be a typo (by default at most a third of the name's length, and at least
 * 1), else none. Ties go to the candidate listed first.
 * @example didYouMean('hero-baner', ['hero-banner', 'game-row']) // 'hero-banner'
 */
export function didYouMean(
  name: string,
  candidates: Iterable<string>,
  limit = Math.max(1, Math.floor(name.length / 3)),
): string | undefined {
  const wanted = name.toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** `; did you mean "x"?` for a message, or nothing. */
export function suggestion(name: string, candidates: Iterable<string>, limit?: number): string {
  const match = didYouMean(name, candidates, limit);
  return match === undefined ? '' : `; did you mean "${match}"?`;
}
