// A person's picture, drawn here: their initials on a colour picked from their name, at a fixed size
// so nothing moves while the page loads (docs/content.md: pictures of people are generated locally).
import { colors } from '@pv/shared/theme/tokens';

/** Backgrounds with white initials at a contrast of at least 4.5:1. */
const backgrounds = [colors.navy, colors.teal, '#7A3E9D', '#9A4A12', '#1F5F8B', '#8C2F39'] as const;

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .filter((letter, index, letters) => index === 0 || index === letters.length - 1)
    .join('');

const backgroundFor = (name: string) => backgrounds[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % backgrounds.length];

export function InitialsAvatar({ name, size = 56 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="28" fill={backgroundFor(name)} />
      <text
        x="28"
        y="28"
        dy="0.35em"
        textAnchor="middle"
        fontSize="20"
        fontWeight="700"
        fill={colors.white}
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
