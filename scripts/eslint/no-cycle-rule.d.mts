import type { Rule } from 'eslint';

export declare const noCycleRule: Rule.RuleModule;
