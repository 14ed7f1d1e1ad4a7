import type { Rule } from 'eslint';

declare const oneTextRun: Rule.RuleModule;
export default oneTextRun;
