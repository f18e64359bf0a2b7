import { expect, test } from 'vitest';
import { amountInHindiWords } from '@/data';
import { numberInHindiWords } from '@/data/rules/amount-in-hindi-words';

test.each([
  [0, 'शून्य रुपये मात्र'],
  [1, 'एक रुपया मात्र'],
  [2, 'दो रुपये मात्र'],
  [99, 'निन्यानवे रुपये मात्र'],
  [100, 'एक सौ रुपये मात्र'],
  [1_20_000, 'एक लाख बीस हज़ार रुपये मात्र'],
  [12_34_567.5, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और पचास पैसे मात्र'],
  [1_00_00_000, 'एक करोड़ रुपये मात्र'],
  [0.05, 'शून्य रुपये और पाँच पैसे मात्र'],
  [99_99_999, 'निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये मात्र'],
  [1_25_00_00_000, 'एक सौ पच्चीस करोड़ रुपये मात्र'],
])('%d in Hindi words is "%s"', (amount, words) => {
  expect(amountInHindiWords(amount)).toBe(words);
});

test('each number below a hundred is its own word, not tens and ones', () => {
  const words = [21, 35, 49, 59, 69, 79, 89].map(numberInHindiWords);
  expect(words).toEqual(['इक्कीस', 'पैंतीस', 'उनचास', 'उनसठ', 'उनहत्तर', 'उन्यासी', 'नवासी']);
  expect(numberInHindiWords(1_00_01_010)).toBe('एक करोड़ एक हज़ार दस');
  expect(numberInHindiWords(40_015)).toBe('चालीस हज़ार पंद्रह');
});

test('amounts that are not money are refused', () => {
  expect(() => amountInHindiWords(-1)).toThrow(RangeError);
  expect(() => numberInHindiWords(1.5)).toThrow(RangeError);
});
