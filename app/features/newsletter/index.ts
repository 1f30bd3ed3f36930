// What code outside app/ (the bench, the tests) may take from this feature; routes and the shell compose its parts directly.
export { newsletterPost } from "~/lib/newsletter-post";
