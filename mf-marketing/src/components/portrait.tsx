// A person's picture, drawn here as their initials on a coloured badge: no request, no image to
// replace by accident, and a fixed size so nothing moves while the page loads. Decorative: the
// person's name is always written beside it.
import { colors, fonts } from '@pv/shared/theme/tokens';

const palettes = [
  { background: colors.navy, ring: colors.amber, ink: colors.white },
  { background: colors.teal, ring: colors.tealLight, ink: colors.white },
  { background: colors.navySoft, ring: colors.tealLight, ink: colors.white },
  { background: colors.tealLight, ring: colors.teal, ink: colors.navy },
  { background: colors.amber, ring: colors.navy, ink: colors.navyDeep },
] as const;

/** "Eleanor Hayes" -> "EH"; one name gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The same name always gets the same colours, on the server and in every browser. */
export function paletteIndex(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash % palettes.length;
}

export function Portrait({ name, size }: { name: string; size: number }) {
  const palette = palettes[paletteIndex(name)] ?? palettes[0];
  return (
    <svg width={size} height={size} viewBox="0 0 80 80" aria-hidden="true" focusable="false" data-portrait={name}>
      <circle cx="40" cy="40" r="40" fill={palette.background} />
      <circle cx="40" cy="40" r="35" fill="none" stroke={palette.ring} strokeWidth="1.5" opacity="0.7" />
      <text
        x="40"
        y="41"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={palette.ink}
        fontFamily={fonts.heading}
        fontSize="28"
        fontWeight="700"
        letterSpacing="1"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
