// Where the data lives, chosen when the app is built: `VITE_DATA_MODE=server` (set by `npm start`)
// builds server mode (the HTTP repository and real sign-in); anything else, the browser-only
// localStorage mode (`npm run start:local`, Storybook, a static build).
export const SERVER_MODE: boolean = import.meta.env.VITE_DATA_MODE === 'server';
