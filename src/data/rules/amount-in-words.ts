// Amounts in words the way Indian receipts and cheques write them: the Indian system (thousand,
// lakh, crore), "Rupees ... Only", and paise when there are any.
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99 in words; 0 is the empty string. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const ones = ONES[value % 10]!;
  return ones ? `${TENS[Math.floor(value / 10)]!} ${ones}` : TENS[Math.floor(value / 10)]!;
}

/** 0 to 999 in words. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = belowHundred(value % 100);
  if (hundreds === 0) return rest;
  return rest ? `${ONES[hundreds]!} Hundred ${rest}` : `${ONES[hundreds]!} Hundred`;
}

/** A whole number of rupees in words: 1,20,000 → "One Lakh Twenty Thousand". */
export function numberInIndianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${value} is not a whole number of rupees.`);
  }
  if (value === 0) return 'Zero';
  const crores = Math.floor(value / 1_00_00_000);
  const lakhs = Math.floor((value % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((value % 1_00_000) / 1000);
  const rest = value % 1000;
  return [
    crores > 0 ? `${numberInIndianWords(crores)} Crore` : '',
    lakhs > 0 ? `${belowHundred(lakhs)} Lakh` : '',
    thousands > 0 ? `${belowHundred(thousands)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount split into whole rupees and paise (rounded to the paisa); negative ones refused. */
export function rupeesAndPaise(rupees: number): { whole: number; paise: number } {
  const totalPaise = Math.round(rupees * 100);
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new RangeError(`${rupees} is not an amount of money.`);
  }
  return { whole: Math.floor(totalPaise / 100), paise: totalPaise % 100 };
}

/** "Rupees One Lakh Twenty Thousand Only"; with paise: "Rupees Ten and Fifty Paise Only". */
export function amountInWords(rupees: number): string {
  const { whole, paise } = rupeesAndPaise(rupees);
  const paiseWords = paise > 0 ? ` and ${belowHundred(paise)} Paise` : '';
  return `Rupees ${numberInIndianWords(whole)}${paiseWords} Only`;
}
