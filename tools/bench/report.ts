/** One line of the final table: a measured figure against its DESIGN.md goal. */
export interface Figure {
  name: string;
  /** The measured median, or null when the section failed. */
  value: number | null;
  unit: string;
  /** The goal; `atMost` for budgets (time, bytes), `atLeast` for scores and rates. */
  goal: { atMost: number } | { atLeast: number } | null;
  /** Why there is no value. */
  failure?: string;
}

export type Mark = 'ok' | 'over' | 'failed' | '-';

export function markOf(figure: Figure): Mark {
  if (figure.value === null) return 'failed';
  if (figure.goal === null) return '-';
  if ('atMost' in figure.goal) return figure.value <= figure.goal.atMost ? 'ok' : 'over';
  return figure.value >= figure.goal.atLeast ? 'ok' : 'over';
}

function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 1 ? 1 : 3;
  return String(Number(value.toFixed(digits)));
}

function formatValue(figure: Figure): string {
  if (figure.value === null) return `failed: ${figure.failure ?? 'unknown reason'}`;
  return `${formatNumber(figure.value)}${figure.unit ? ` ${figure.unit}` : ''}`;
}

function formatGoal(figure: Figure): string {
  if (figure.goal === null) return '(info)';
  const unit = figure.unit ? ` ${figure.unit}` : '';
  return 'atMost' in figure.goal
    ? `≤ ${formatNumber(figure.goal.atMost)}${unit}`
    : `≥ ${formatNumber(figure.goal.atLeast)}${unit}`;
}

/** A plain-text table: figure, median, goal, ok/over. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = [
    ['figure', 'median', 'goal', 'mark'],
    ...figures.map((f) => [f.name, formatValue(f), formatGoal(f), markOf(f)]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
