export { DraftHindiButton, MachineDraftMark } from './admin-pages/draft-hindi-button';
export type { DraftHindiButtonProps, DraftPair } from './admin-pages/draft-hindi-button';
export {
  buildGeminiKey,
  geminiApiKey,
  readStoredGeminiKey,
  storeGeminiKey,
} from './model/gemini-key';
export type { HindiDrafter } from './model/hindi-drafter';
export { HindiDrafterProvider } from './model/use-hindi-drafter';
