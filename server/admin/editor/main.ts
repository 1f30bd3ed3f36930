// The editor's own script (served as /admin/editor.js, built by server/admin/editor-script.ts): it runs after
// Decap's bundle, before Decap has loaded its configuration, so what it registers is there when the editor starts.
import { cms } from "./cms";
import { registerChecks } from "./checks";

cms.registerPreviewStyle("/admin/preview.css");
registerChecks();
