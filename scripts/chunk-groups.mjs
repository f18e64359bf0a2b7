// How the build groups small shared modules into chunks (Rolldown's output.codeSplitting).
// Left alone, every kit component, rule and library that several pages share becomes its own
// tiny chunk, and a public page waits for ten or more of them (plus their CSS) before it paints.
// A phone fetches about six files at a time, each costing a round trip, so fewer, slightly larger
// chunks paint sooner. Only modules outside the entry chunk may be listed here: a group holding
// an entry module would join the home page's first download (scripts/check-bundle.mjs keeps it
// inside its budget).
const kit =
  /[\\/]src[\\/](ui[\\/](card|page-container|use-document-title|spinner|alert|empty-state|date-text)(\.module\.css|\.tsx?)|lib[\\/]format\.ts)$/;
const formKit =
  /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/]ui[\\/]form[\\/]/;
// The form modal brings the dialog library: it stays with the screens that open one.
const formModal = /[\\/]src[\\/]ui[\\/]form[\\/]form-modal/;
const zod = /node_modules[\\/]zod[\\/]|[\\/]src[\\/]data[\\/](schemas|rules[\\/]dates)\.ts$/;
// Rules and messages that need no zod, so a page can use them without downloading it.
const rules =
  /[\\/]src[\\/]data[\\/](errors|demo-logins|rules[\\/](money|payments|scholarship|totals|visibility))\.ts$/;

export const chunkGroups = {
  // A group holds only the modules it names; their dependencies stay where they are.
  includeDependenciesRecursively: false,
  groups: [
    // The page frame every public page shows: card, heading, placeholders, alerts, dates.
    { name: 'kit', test: kit },
    // react-hook-form, its zod resolver and the field kit: every form needs all of them.
    { name: 'form-kit', test: (id) => formKit.test(id) && !formModal.test(id) },
    // zod and the app's schemas: forms and the data layer need them together.
    { name: 'zod', test: zod },
    { name: 'rules', test: rules },
  ],
};
