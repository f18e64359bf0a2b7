import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The signed-in areas' code, in two catalogs that load with an area, so that a visitor of the
// public site downloads only the public pages' messages: the student's, parent's and school's
// screens with the data's messages (`portal`), and the admin's (`admin`, loaded with `portal`).
// A student on a phone downloads neither the office's screens nor their Hindi.
const portalCode = [
  '<rootDir>/src/features/*/{student,school,parent}-pages/**/*.{ts,tsx}',
  '<rootDir>/src/features/data-messages/admin-pages/**/*.{ts,tsx}',
  '<rootDir>/src/app/routes/{student,school,parent}/**/*.{ts,tsx}',
  '<rootDir>/src/app/layouts/{student,school,parent}-area.tsx',
];
const adminCode = [
  '<rootDir>/src/features/*/admin-pages/**/*.{ts,tsx}',
  '<rootDir>/src/app/routes/admin/**/*.{ts,tsx}',
  '<rootDir>/src/app/layouts/admin-area.tsx',
];
const areaCode = [...portalCode, ...adminCode];

// The entry's own screens: the kit, the app's frame and the public site's pages (the home page
// downloads these messages, in English with the entry). Sign-in, the STSE's pages, the data's
// messages and the rest of the public code go to `public`, which every other page loads.
const siteCode = [
  '<rootDir>/src/ui/**/*.{ts,tsx}',
  '<rootDir>/src/app/**/*.{ts,tsx}',
  '<rootDir>/src/features/public-site/**/*.{ts,tsx}',
];

export default defineConfig({
  sourceLocale: 'en',
  // `pseudo` is English with every letter accented (Ĥōɱē), for the test that finds text nobody
  // marked for translation; no one is offered it.
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: 'pseudo',
  // Entries are kept in the order of the files they come from, so two people translating
  // different screens change different parts of a catalog.
  orderBy: 'origin',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/site', include: siteCode, exclude: areaCode },
    {
      path: '<rootDir>/src/locales/{locale}/public',
      include: ['<rootDir>/src'],
      exclude: [...areaCode, ...siteCode],
    },
    { path: '<rootDir>/src/locales/{locale}/portal', include: portalCode },
    { path: '<rootDir>/src/locales/{locale}/admin', include: adminCode, exclude: portalCode },
  ],
});
