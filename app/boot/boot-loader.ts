import { BOOT_PROGRAM_ATTRIBUTE } from "./boot-data";
import { painted } from "./painted";

/** What the visitor does that the boot answers (a tap, a key, a focus): before the paint, it loads the boot at once. */
const FIRST_INPUT = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Inline where React Router's boot module was: requests the deferred boot's file (`data-boot-program` on this
 * script) once the page has painted (painted.ts), or at the visitor's first input if that comes sooner. Requested
 * by the parser, as a script tag, the file shared the link with the stylesheets and sat in the path of the first
 * paint in Lighthouse's simulation: on a slow host's profile it cost the tutorial 150–250 ms of LCP
 * (decision 040, amended).
 */
export default function loadBootAfterPaint(): void {
  const loader = document.currentScript;
  const url = loader?.getAttribute(BOOT_PROGRAM_ATTRIBUTE);
  if (!url) return;
  let requested = false;
  const load = () => {
    if (requested) return;
    requested = true;
    for (const type of FIRST_INPUT) removeEventListener(type, load, true);
    const program = document.createElement("script");
    program.src = url;
    // Trusted by the CSP's 'strict-dynamic' as the work of a nonced script; the nonce says so to older browsers.
    program.nonce = loader!.nonce ?? "";
    document.body.append(program);
  };
  for (const type of FIRST_INPUT) addEventListener(type, load, true);
  void painted().then(load);
}
