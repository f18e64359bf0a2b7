import type { PluginOption } from 'vite';

export const BRAND_BLUE: string;
export const navigateFallbackDenylist: RegExp[];
export function pwaPlugin(): PluginOption;
