// What code outside app/ (the bench, the tests) may take from this feature; routes and the shell compose its parts directly.
export { interpret } from "./interpreter";
export { parseShare, type ParseShare } from "./phrases/phrase-table";
export { PHRASE_TABLES, TIMING_PROMPT } from "./phrases/tables";
