// What code outside app/ (the bench, the tests) may take from this feature; routes and the shell compose its parts directly.
export { coursePost } from "./landing-form";
export { landingStructuredData } from "./landing-structured-data";
