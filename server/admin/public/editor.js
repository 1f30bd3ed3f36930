/* global window */
// Runs after Decap's bundle, before it has loaded its configuration: previews get the site's stylesheet.
window.CMS.registerPreviewStyle("/admin/preview.css");
