import type { Plugin } from 'vite';

export const appShellFile: string;
export function pageFile(route: string): string;
export function prerenderPlugin(): Plugin;
