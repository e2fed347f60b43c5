// A figure as a screen reader should say it (the `spoken` of a stat tile): "$483M+" reads as
// "dollar 483 M plus" otherwise.
const scales: Record<string, string> = { K: 'thousand', M: 'million', B: 'billion' };

/** "$483M+" -> "More than 483 million dollars", "70K+" -> "More than 70 thousand"; other figures as they are. */
export function spokenFigure(figure: string): string {
  const match = /^(\$)?([\d.,]+)([KMB])?(\+)?$/.exec(figure);
  if (!match) return figure;
  const [, dollars, amount, scale, plus] = match;
  const words = [plus ? 'More than' : '', amount, scale ? scales[scale] : '', dollars ? 'dollars' : ''];
  return words.filter(Boolean).join(' ');
}
