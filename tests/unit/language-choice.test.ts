import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/app/i18n';
import { formatDate, formatRupees, setDisplayLocale } from '@/lib';

describe('the language a visitor starts in', () => {
  it('is the one chosen on this device', () => {
    expect(chooseLanguage('hi', ['en-IN'])).toBe('hi');
    expect(chooseLanguage('en', ['hi-IN'])).toBe('en');
  });

  it('otherwise follows the first of the browser languages we have', () => {
    expect(chooseLanguage(null, ['hi-IN', 'en-GB'])).toBe('hi');
    expect(chooseLanguage(null, ['mr-IN', 'hi', 'en'])).toBe('hi');
    expect(chooseLanguage(null, ['en-IN', 'hi-IN'])).toBe('en');
  });

  it('is English for anything else, a foreign stored value included', () => {
    expect(chooseLanguage('fr', ['ta-IN'])).toBe('en');
    expect(chooseLanguage(null, [])).toBe('en');
    expect(chooseLanguage(null, ['hin', 'english'])).toBe('en');
  });
});

describe('money and dates in Hindi', () => {
  it('keep the Indian grouping and Latin digits, with Hindi month names', () => {
    setDisplayLocale('hi-IN');
    try {
      expect(formatRupees(120000)).toBe('₹1,20,000');
      expect(formatDate('2026-11-22')).toBe('22 नव॰ 2026');
    } finally {
      setDisplayLocale('en-IN');
    }
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
  });
});
