// Realistic sample STSE registrations made in the browser, for when no Gemini API key is set
// (and for demos offline). Every record passes stseRegistrationSchema: real city, state and pin
// code triples, 10-digit mobiles starting 6 to 9, reserved example e-mail domains (never a real
// person's inbox), and a date of birth that fits the class.
import { CLASSES } from '@/data';
import type { ClassLevel, Gender, StseRegistration } from '@/data';

type Locality = { area: string; pinCode: string };
type City = { city: string; state: string; localities: readonly Locality[] };

// Pin codes are the real ones of these localities.
const CITIES: readonly City[] = [
  {
    city: 'Kota',
    state: 'Rajasthan',
    localities: [
      { area: 'Dadabari', pinCode: '324009' },
      { area: 'Mahaveer Nagar', pinCode: '324005' },
    ],
  },
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    localities: [
      { area: 'Vaishali Nagar', pinCode: '302021' },
      { area: 'Malviya Nagar', pinCode: '302017' },
    ],
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    localities: [
      { area: 'Lajpat Nagar', pinCode: '110024' },
      { area: 'Saket', pinCode: '110017' },
    ],
  },
  {
    city: 'Noida',
    state: 'Uttar Pradesh',
    localities: [
      { area: 'Sector 50', pinCode: '201301' },
      { area: 'Sector 37', pinCode: '201303' },
    ],
  },
  {
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    localities: [{ area: 'Gomti Nagar', pinCode: '226010' }],
  },
  {
    city: 'Patna',
    state: 'Bihar',
    localities: [{ area: 'Kankarbagh', pinCode: '800020' }],
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    localities: [
      { area: 'Sadashiv Peth', pinCode: '411030' },
      { area: 'Kothrud', pinCode: '411038' },
    ],
  },
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    localities: [
      { area: 'Bandra West', pinCode: '400050' },
      { area: 'Powai', pinCode: '400076' },
    ],
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    localities: [
      { area: 'Koramangala', pinCode: '560034' },
      { area: 'Jayanagar', pinCode: '560011' },
    ],
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    localities: [
      { area: 'Anna Nagar', pinCode: '600040' },
      { area: 'T. Nagar', pinCode: '600017' },
    ],
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    localities: [
      { area: 'Banjara Hills', pinCode: '500034' },
      { area: 'Kukatpally', pinCode: '500072' },
    ],
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    localities: [
      { area: 'Ballygunge', pinCode: '700019' },
      { area: 'Salt Lake', pinCode: '700091' },
    ],
  },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    localities: [
      { area: 'Navrangpura', pinCode: '380009' },
      { area: 'Satellite', pinCode: '380015' },
    ],
  },
  {
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    localities: [{ area: 'Arera Colony', pinCode: '462016' }],
  },
  {
    city: 'Chandigarh',
    state: 'Chandigarh',
    localities: [{ area: 'Sector 22', pinCode: '160022' }],
  },
  {
    city: 'Kochi',
    state: 'Kerala',
    localities: [{ area: 'Panampilly Nagar', pinCode: '682036' }],
  },
  {
    city: 'Bhubaneswar',
    state: 'Odisha',
    localities: [{ area: 'Saheed Nagar', pinCode: '751007' }],
  },
];

const SCHOOL_PATTERNS: readonly ((city: string) => string)[] = [
  (city) => `Delhi Public School, ${city}`,
  (city) => `Kendriya Vidyalaya, ${city}`,
  (city) => `St. Xavier's School, ${city}`,
  (city) => `DAV Public School, ${city}`,
  (city) => `Army Public School, ${city}`,
  (city) => `Ryan International School, ${city}`,
  (city) => `Government Senior Secondary School, ${city}`,
];

const MALE_NAMES = [
  'Aarav',
  'Vihaan',
  'Arjun',
  'Kabir',
  'Rohan',
  'Aditya',
  'Ishaan',
  'Siddharth',
  'Karthik',
  'Yash',
  'Pranav',
  'Harsh',
  'Nikhil',
  'Aryan',
];
const FEMALE_NAMES = [
  'Ananya',
  'Diya',
  'Isha',
  'Kavya',
  'Meera',
  'Saanvi',
  'Tanvi',
  'Priya',
  'Sneha',
  'Aditi',
  'Riya',
  'Pooja',
  'Nandini',
  'Shreya',
];
const GUARDIAN_NAMES = [
  'Rajesh',
  'Suresh',
  'Anil',
  'Sunil',
  'Manoj',
  'Vinod',
  'Ramesh',
  'Sanjay',
  'Ashok',
  'Deepak',
  'Pradeep',
  'Rakesh',
  'Mahesh',
  'Vijay',
];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Patel',
  'Reddy',
  'Nair',
  'Iyer',
  'Das',
  'Joshi',
  'Kulkarni',
  'Mehta',
  'Chauhan',
  'Menon',
  'Banerjee',
  'Rao',
];
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

export type LocalGeneratorOptions = {
  /** A number in [0, 1), as Math.random gives; pass a seeded one for repeatable output. */
  random?: () => number;
  /** The day the candidates register; their ages are worked out from it. */
  today?: Date;
};

/** `count` sample registrations, all valid by stseRegistrationSchema. */
export function generateLocalCandidates(
  count: number,
  { random = Math.random, today = new Date() }: LocalGeneratorOptions = {},
): StseRegistration[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const digits = (length: number) =>
    Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const mobile = () => `${6 + Math.floor(random() * 4)}${digits(9)}`;

  return Array.from({ length: count }, (): StseRegistration => {
    const gender: Gender = random() < 0.5 ? 'Male' : 'Female';
    const firstName = pick(gender === 'Male' ? MALE_NAMES : FEMALE_NAMES);
    const surname = pick(SURNAMES);
    const { city, state, localities } = pick(CITIES);
    const { area, pinCode } = pick(localities);
    const currentClass = pick(CLASSES);
    const phone = mobile();
    return {
      name: `${firstName} ${surname}`,
      schoolName: pick(SCHOOL_PATTERNS)(city),
      currentClass,
      dateOfBirth: dateOfBirthFor(currentClass, today, random),
      gender,
      guardianName: `${pick(GUARDIAN_NAMES)} ${surname}`,
      address: `${1 + Math.floor(random() * 250)}, ${area}`,
      city,
      state,
      pinCode,
      mobile: phone,
      // Most families register one number for both calls and WhatsApp.
      whatsapp: random() < 0.7 ? phone : mobile(),
      email: `${firstName}.${surname}${digits(2)}@${pick(EMAIL_DOMAINS)}`.toLowerCase(),
    };
  });
}

/**
 * A birthday that fits the class: India's school year starts in April and class 1 starts at about
 * six, so a class-c pupil of the year starting in April A was born from 1 April (A - c - 6) to
 * 31 March (A - c - 5). Class 10 in 2026-27: born April 2010 to March 2011.
 */
function dateOfBirthFor(currentClass: ClassLevel, today: Date, random: () => number): string {
  const april = 3;
  const schoolYear = today.getMonth() >= april ? today.getFullYear() : today.getFullYear() - 1;
  const earliest = Date.UTC(schoolYear - currentClass - 6, april, 1);
  const latest = Date.UTC(schoolYear - currentClass - 5, april, 1) - 1;
  const dayMs = 24 * 60 * 60 * 1000;
  const days = Math.floor((latest - earliest) / dayMs);
  return new Date(earliest + Math.floor(random() * (days + 1)) * dayMs).toISOString().slice(0, 10);
}
