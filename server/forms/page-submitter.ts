import type { Request } from "express";
import type { FormKind, FormSubmitter, PageFormOutcome } from "~/lib/form-post";
import { isUnavailable } from "../api/handler";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/kysely";
import { postsRefused } from "../observability/metrics";
import { csrfTokensMatch } from "../security/csrf";
import type { IpHasher } from "../security/ip-hash";
import { fieldIssues } from "~/lib/form-options";
import { submitForm } from "./form";
import type { SiteForms } from "./index";

/**
 * The pages' side of the write path: a form posted as fields is checked against the visitor's CSRF
 * cookie (the hidden `_csrf` field is the double-submit token), then parsed and stored by the same
 * code as the JSON API.
 */
export function pageFormSubmitter(
  database: DatabaseHandle,
  config: Config,
  ipHash: IpHasher,
  forms: SiteForms,
  req: Request,
  csrfToken: string,
): FormSubmitter {
  return {
    csrfToken,
    async submit(kind: FormKind, input: unknown, csrfField: string): Promise<PageFormOutcome> {
      if (!csrfTokensMatch(config, req, csrfField)) {
        postsRefused.inc({ reason: "csrf" });
        return { ok: false, status: 403 };
      }
      try {
        const outcome = await submitForm(database, forms[kind] as SiteForms["lead"], input, req, ipHash);
        if (outcome.ok) return { ok: true };
        return outcome.issues
          ? { ok: false, status: 400, issues: outcome.issues }
          : { ok: false, status: outcome.status };
      } catch (error) {
        if (isUnavailable(error)) return { ok: false, status: 503 };
        throw error;
      }
    },
    // Called for a form its page's own checks refused before it reached the write path.
    validate(kind: FormKind, input: unknown) {
      postsRefused.inc({ reason: "validation" });
      const parsed = forms[kind].schema.safeParse(input);
      return parsed.success ? [] : fieldIssues(parsed.error);
    },
  };
}
