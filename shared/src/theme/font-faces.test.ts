import { fontFaceCss } from '@pv/shared/theme/font-faces';
import { brandFonts, fontStack } from '@pv/shared/theme/fonts';

const css = fontFaceCss((font) => `/assets/fonts/${font.family.replace(/ /g, '-')}.woff2`);
const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
const faceOf = (family: string) => faces.find((face) => face.includes(`font-family:'${family}'`)) ?? '';

describe('brand fonts', () => {
  it('names the brand face, then its adjusted fallback, then the generic family', () => {
    expect(fontStack('display')).toBe("'Fraunces', 'Fraunces Fallback', serif");
    expect(fontStack('text')).toBe("'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Variable Fallback', sans-serif");
  });

  it('declares each brand face once, for the Latin subset, from where it is served', () => {
    for (const font of brandFonts) {
      const face = faceOf(font.family);
      expect(face).toContain(`font-weight:${font.weight}`);
      expect(face).toContain(`src:url(/assets/fonts/${font.family.replace(/ /g, '-')}.woff2) format('${font.format}')`);
      expect(face).toMatch(/unicode-range:U\+0000-00FF/);
    }
  });

  it('swaps the headings into their face when it arrives; the text keeps its fallback unless the face is there for the first paint', () => {
    expect(faceOf('Fraunces')).toContain('font-display:swap');
    expect(faceOf('Plus Jakarta Sans Variable')).toContain('font-display:optional');
  });

  it('gives each brand face a local fallback sized to take the same room (Capsize metrics)', () => {
    const display = faceOf('Fraunces Fallback');
    expect(display).toContain("local('Times New Roman Bold')");
    expect(display).toContain("local('Liberation Serif Bold')");
    const text = faceOf('Plus Jakarta Sans Variable Fallback');
    expect(text).toContain("local('Arial')");
    expect(text).toContain("local('Liberation Sans')");
    for (const face of [display, text]) {
      const sizeAdjust = Number(/size-adjust:([\d.]+)%/.exec(face)?.[1]);
      expect(sizeAdjust).toBeGreaterThan(90);
      expect(sizeAdjust).toBeLessThan(125);
      expect(face).toMatch(/ascent-override:[\d.]+%/);
      expect(face).toMatch(/descent-override:[\d.]+%/);
    }
    expect(faces).toHaveLength(brandFonts.length * 2);
  });
});
