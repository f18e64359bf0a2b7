// Facts about the institute that more than one page states, kept in one place.

/** The founding year the About page shows. */
export const FOUNDED_YEAR = 2005;
