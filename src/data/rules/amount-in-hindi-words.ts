// The amount in words on a Hindi receipt: the Indian system (हज़ार, लाख, करोड़) and "... रुपये मात्र".
// Hindi has its own word for every number below a hundred (21 इक्कीस, not "बीस एक"), so they are
// listed rather than built from tens and ones.
import { rupeesAndPaise } from './amount-in-words';

// Ten a row: the row is the tens digit, the place in it the ones digit.
// prettier-ignore
const BELOW_HUNDRED = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
];

/** 1 to 99 in words; 0 is the empty string (a place with nothing in it is not said). */
const place = (value: number) => (value === 0 ? '' : BELOW_HUNDRED[value]!);

/** A whole number in Hindi words: 1,20,000 → "एक लाख बीस हज़ार". */
export function numberInHindiWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${value} is not a whole number of rupees.`);
  }
  if (value === 0) return BELOW_HUNDRED[0]!;
  const crores = Math.floor(value / 1_00_00_000);
  const lakhs = Math.floor((value % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((value % 1_00_000) / 1000);
  const hundreds = Math.floor((value % 1000) / 100);
  return [
    crores > 0 ? `${numberInHindiWords(crores)} करोड़` : '',
    lakhs > 0 ? `${place(lakhs)} लाख` : '',
    thousands > 0 ? `${place(thousands)} हज़ार` : '',
    hundreds > 0 ? `${place(hundreds)} सौ` : '',
    place(value % 100),
  ]
    .filter(Boolean)
    .join(' ');
}

/** "एक लाख बीस हज़ार रुपये मात्र"; with paise: "दस रुपये और पचास पैसे मात्र". */
export function amountInHindiWords(rupees: number): string {
  const { whole, paise } = rupeesAndPaise(rupees);
  const paiseWords = paise > 0 ? ` और ${place(paise)} पैसे` : '';
  // One rupee is singular (रुपया); every other amount, zero included, plural (रुपये).
  const rupeeWord = whole === 1 ? 'रुपया' : 'रुपये';
  return `${numberInHindiWords(whole)} ${rupeeWord}${paiseWords} मात्र`;
}
