// Figures such as "$483M+" or "70K+" read badly aloud ("dollar four eight three M plus"): the words
// a screen reader should say instead, derived from the figure so the two never disagree. A figure
// that reads well as it is ("450+", "100%", "2016") gets no spoken words: the tile reads it as
// shown, rather than in hidden words that say the same.
import type { Stat } from '@pv/shared/ui/stat-tiles';

const scales: Readonly<Record<string, string>> = { K: 'thousand', M: 'million', B: 'billion' };

/** "$483M+" -> "More than 483 million dollars"; undefined for a figure without a dollar sign or a scale. */
export function spokenFigure(figure: string): string | undefined {
  const match = /^(\$)?([\d.,]+)([KMB])?(\+)?$/.exec(figure);
  if (!match) return undefined;
  const [, dollar, amount, scale, plus] = match;
  if (!dollar && !scale) return undefined;
  const words = [plus ? 'more than' : '', amount, scale ? scales[scale] : '', dollar ? 'dollars' : ''].filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stat tile for a figure, with its spoken words where it needs them. */
export function statOf(figure: string | number, label: string): Stat {
  const text = String(figure);
  const spoken = spokenFigure(text);
  return spoken ? { figure: text, label, spoken } : { figure: text, label };
}
