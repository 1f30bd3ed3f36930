// The editor's own script (served as /admin/editor.js, built by server/admin/editor-script.ts): it runs after
// Decap's bundle, before Decap has loaded its configuration, so what it registers is there when the editor starts.
import { registerAddressFromTitle } from "./address";
import { registerBodyThatFollowsCopies } from "./body-widget";
import { registerChecks } from "./checks";
import { cms } from "./cms";
import { pageFormats, registerEntryFormats } from "./entry-formats";
import { registerEditorPhrases } from "./phrases";
import { registerSavingBackends } from "./saving-backend";
import { showStatusLinkOutsideForms } from "./status-link";

cms().registerPreviewStyle("/admin/preview.css");
registerEditorPhrases();
const formats = pageFormats();
// In this order: the address is made before the check, and a save the check stops never reaches the formats.
registerAddressFromTitle(formats);
registerChecks();
registerEntryFormats(formats);
registerBodyThatFollowsCopies();
registerSavingBackends("proxy", "github");
showStatusLinkOutsideForms();
