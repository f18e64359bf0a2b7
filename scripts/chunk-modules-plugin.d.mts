import type { Plugin } from 'vite';
export declare function chunkModulesPlugin(): Plugin;
