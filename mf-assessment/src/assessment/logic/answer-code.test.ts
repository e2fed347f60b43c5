import { allCombinations, expectedPersonaName, toAnswers } from '../../testing/answer-sets';
import { personas } from '../content/results';
import { decodeAnswers, encodeAnswers } from './answer-code';
import { personaFor } from './persona';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const combinations = allCombinations();
const codes = combinations.map((c) => encodeAnswers(toAnswers(c)));

describe('the answer code', () => {
  it('round-trips all 1,024 answer sets, each to a code of its own of 5 characters, version 1 first', () => {
    for (const [i, combination] of combinations.entries()) expect(decodeAnswers(codes[i])).toEqual(toAnswers(combination));
    expect(new Set(codes).size).toBe(1024);
    for (const code of codes) expect(code).toMatch(/^1[0-9a-hjkmnp-tv-z]{4}$/);
  });

  it('gives, decoded, the persona the rules give for every answer set', () => {
    for (const [i, combination] of combinations.entries()) {
      const decoded = decodeAnswers(codes[i]);
      if (!decoded) throw new Error(`${codes[i]} did not decode`);
      expect(personas[personaFor(decoded)].name).toBe(expectedPersonaName(combination));
    }
  });

  it('reads a code in capitals or with spaces around it', () => {
    const code = codes[500] ?? '';
    expect(decodeAnswers(` ${code.toUpperCase()} `)).toEqual(decodeAnswers(code));
  });

  it('refuses every code with one character changed', () => {
    let tried = 0;
    for (const code of codes) {
      for (let position = 0; position < code.length; position += 1) {
        for (const character of ALPHABET) {
          if (character === code[position]) continue;
          const edited = `${code.slice(0, position)}${character}${code.slice(position + 1)}`;
          expect(decodeAnswers(edited)).toBeNull();
          tried += 1;
        }
      }
    }
    expect(tried).toBe(1024 * 5 * 31);
  });

  it('refuses every code with two neighbouring characters swapped or changed', () => {
    for (const code of codes) {
      for (let position = 0; position < code.length - 1; position += 1) {
        const [a = '', b = ''] = [code[position], code[position + 1]];
        if (a !== b) expect(decodeAnswers(`${code.slice(0, position)}${b}${a}${code.slice(position + 2)}`)).toBeNull();
        const changed = `${code.slice(0, position)}${ALPHABET[(ALPHABET.indexOf(a) + 7) % 32]}${ALPHABET[(ALPHABET.indexOf(b) + 13) % 32]}${code.slice(position + 2)}`;
        expect(decodeAnswers(changed)).toBeNull();
      }
    }
  });

  it.each([null, undefined, '', '1', '1234', '123456', '1k7q!', 'iloud', '0'.repeat(5), '<script>'])('refuses %j', (code) => {
    expect(decodeAnswers(code)).toBeNull();
  });
});
