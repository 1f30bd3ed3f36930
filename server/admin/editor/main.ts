// The editor's own script (served as /admin/editor.js, built by server/admin/editor-script.ts): it runs after
// Decap's bundle, before Decap has loaded its configuration, so what it registers is there when the editor starts.
import { registerBodyThatFollowsCopies } from "./body-widget";
import { registerChecks } from "./checks";
import { cms } from "./cms";
import { registerEntryFormats } from "./entry-formats";
import { registerSavingBackends } from "./saving-backend";

cms().registerPreviewStyle("/admin/preview.css");
// The check runs first: a save it stops never reaches the formats.
registerChecks();
registerEntryFormats();
registerBodyThatFollowsCopies();
registerSavingBackends("proxy", "github");
