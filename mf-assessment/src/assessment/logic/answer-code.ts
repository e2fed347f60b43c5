// The five answers as a short code for the results URL (/chart-my-course/results?a=1k7qx): no
// personal data, versioned, and checked, so a mistyped or edited code is refused instead of
// showing somebody else's result (docs/decisions/0011-assessment-results-and-progress.md).
//
// Five characters of Crockford's base-32 alphabet (lower case, read in any case), 25 bits:
//   [version][answers: 2 characters][check: 2 characters]
// The answers are the option indexes as five base-4 digits (10 bits, question 0 first). The check
// is the CRC-10 of the first 15 bits, so the whole code is a word of a cyclic code: any change to
// one character, or to two neighbouring ones, is detected (answer-code.test.ts tries them all).
// The check is not a secret: someone who recomputes it gets the result of real answers, which is
// all a code can ever show.
import { optionIdsByQuestion, questionIds, type CompleteAnswers } from '../model';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{5}$/;

/** The version new codes carry. A change to the questions or their options adds a version with its own table. */
export const ANSWER_CODE_VERSION = 1;

/** Option ids per question, by code version: a code made before a change keeps meaning what it meant. */
const optionsByVersion: Readonly<Record<number, readonly (readonly string[])[]>> = {
  1: optionIdsByQuestion,
};

const CRC10_POLYNOMIAL = 0x233; // x^10 + x^9 + x^5 + x^4 + x + 1, the x^10 term implied

function crc10(word: number, bits: number): number {
  let register = 0;
  for (let bit = bits - 1; bit >= 0; bit -= 1) {
    const feedback = ((register >> 9) & 1) ^ ((word >> bit) & 1);
    register = (register << 1) & 0x3ff;
    if (feedback) register ^= CRC10_POLYNOMIAL;
  }
  return register;
}

const toCharacters = (value: number, count: number) =>
  Array.from({ length: count }, (_, i) => ALPHABET[(value >> (5 * (count - 1 - i))) & 31]).join('');

const fromCharacters = (text: string) => [...text].reduce((value, character) => (value << 5) | ALPHABET.indexOf(character), 0);

export function encodeAnswers(answers: CompleteAnswers): string {
  const options = optionsByVersion[ANSWER_CODE_VERSION] ?? [];
  const payload = questionIds.reduce<number>((value, id) => value * 4 + (options[id] ?? []).indexOf(answers[id]), 0);
  const word = (ANSWER_CODE_VERSION << 10) | payload;
  return `${toCharacters(word, 3)}${toCharacters(crc10(word, 15), 2)}`;
}

/** The answers a code stands for, or null for anything that is not a valid code (missing, mistyped, edited, unknown version). */
export function decodeAnswers(code: string | null | undefined): CompleteAnswers | null {
  const text = code?.trim().toLowerCase() ?? '';
  if (!CODE_PATTERN.test(text)) return null;
  const word = fromCharacters(text.slice(0, 3));
  if (crc10(word, 15) !== fromCharacters(text.slice(3))) return null;
  const options = optionsByVersion[word >> 10];
  if (!options) return null;
  const payload = word & 0x3ff;
  const answers = questionIds.map((id) => options[id]?.[(payload >> (2 * (4 - id))) & 3]);
  if (answers.some((answer) => answer === undefined)) return null;
  return Object.fromEntries(answers.map((answer, id) => [id, answer])) as unknown as CompleteAnswers;
}
