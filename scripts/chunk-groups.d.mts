import type { Rolldown } from 'vite';

export declare const chunkGroups: Exclude<
  Rolldown.OutputOptions['codeSplitting'],
  boolean | undefined
>;
