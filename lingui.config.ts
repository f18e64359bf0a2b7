import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The signed-in areas' code: its messages go to the `areas` catalog, which loads with an area,
// so that a visitor of the public site downloads only the public pages' messages.
const areaCode = [
  '<rootDir>/src/features/*/{admin,student,school,parent}-pages/**/*.{ts,tsx}',
  '<rootDir>/src/app/routes/{admin,student,school,parent}/**/*.{ts,tsx}',
  '<rootDir>/src/app/layouts/*-area.tsx',
];

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
    { path: '<rootDir>/src/locales/{locale}/areas', include: areaCode },
  ],
});
