import type { Plugin } from 'vite';

type CompiledMessage = string | (string | unknown[])[];
export declare function lengthenText(text: string): string;
export declare function lengthenMessage(message: CompiledMessage): CompiledMessage;
export declare function pseudoLengthenPlugin(): Plugin;
