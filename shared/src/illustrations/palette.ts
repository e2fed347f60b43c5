// The illustrations' colours: the brand's tokens plus the few shades a flat drawing needs for
// light and shadow. Nothing else draws with these.
import { colors } from '@pv/shared/theme/tokens';

export const art = {
  ...colors,
  nightSky: '#132A4C',
  tealDeep: '#075A52',
  tealMid: '#17A394',
  mint: '#8FDCCF',
  amberSoft: '#FBD38D',
  ember: '#E8702A',
  cream: '#FBF3E4',
  skin: ['#F1C7A1', '#C98E62', '#8A5A3C'],
  hair: ['#1E1A17', '#5A3A22', '#0B1F3A'],
} as const;
