import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { PLAN_EXTRAS, PLAN_IDS, type Allowance, type Plan } from "../../app/content/plan-model";
import { ContentError } from "../pipeline";

/**
 * content/plans/plans.yml: the plans and their prices (spec §9), one file edited in /admin → Plans, served to the
 * pages as `virtual:plans` in the shape they consume (app/content/plan-model.ts). The file is written for the editor:
 * a price is one group whose kind says whether it is fixed, a limit is a number, "unlimited" or "custom".
 */
export const PLANS_FILE = "plans/plans.yml";

/** "12" → 12: the editor writes a limit as text, since it may also be a word. */
const digitsToNumber = (value: unknown) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value);
const allowance = z.preprocess(digitsToNumber, z.union([z.number().int().min(0), z.enum(["unlimited", "custom"])]));
const count = z.number().int().positive();

const PriceSchema = z
  .object({
    kind: z.enum(["fixed", "custom"]),
    monthly: z.number().positive().optional(),
    billing: z.enum(["monthly", "annual"]).optional(),
    trialDays: count.optional(),
    savingPercent: z.number().int().min(1).max(90).optional(),
  })
  .strict()
  .superRefine((price, ctx) => {
    if (price.kind === "fixed" && (price.monthly === undefined || price.billing === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["monthly"],
        message: "a fixed price needs its monthly amount and billing",
      });
  })
  .transform(({ kind, monthly, billing, ...optional }): Plan["price"] =>
    kind === "custom" ? { kind } : { kind, monthly: monthly!, currency: "BRL", billing: billing!, ...optional },
  );

const PlanSchema = z
  .object({
    id: z.enum(PLAN_IDS),
    price: PriceSchema,
    limits: z
      .object({
        projects: allowance,
        dashboards: allowance,
        devices: allowance,
        users: allowance,
        integrations: allowance.optional(),
      })
      .strict(),
    consultingHours: z.preprocess(digitsToNumber, z.union([count, z.literal("custom")])).optional(),
    support: z
      .object({ channel: z.enum(["forum", "hours"]), hours: count.optional(), monthly: z.boolean().optional() })
      .strict(),
    extras: z.array(z.enum(PLAN_EXTRAS)).default([]),
    eligibility: z
      .object({
        maxCompanyAgeYears: count.optional(),
        maxAnnualRevenue: count.optional(),
        maxStaffExclusive: count.optional(),
      })
      .strict()
      .optional(),
    cta: z.enum(["register", "demo", "sales"]),
    featured: z.boolean().optional(),
  })
  .strict();

const size = (value: Allowance | undefined) => (value === undefined ? 0 : typeof value === "number" ? value : Infinity);

export const PlansSchema = z
  .object({ plans: z.array(PlanSchema).length(PLAN_IDS.length) })
  .strict()
  .superRefine(({ plans }, ctx) => {
    if (plans.some((plan, index) => plan.id !== PLAN_IDS[index]))
      ctx.addIssue({
        code: "custom",
        path: ["plans"],
        message: "the plans must be starter, startup, professional, enterprise",
      });
    // A plan never offers less than the cheaper one before it (issue 71: Professional had "several" dashboards).
    plans.slice(1).forEach((plan, index) => {
      for (const limit of Object.keys(plan.limits) as Array<keyof Plan["limits"]>)
        if (size(plan.limits[limit]) < size(plans[index]!.limits[limit]))
          ctx.addIssue({
            code: "custom",
            path: ["plans", index + 1, "limits", limit],
            message: "a limit lower than the plan before",
          });
    });
  });

/** Reads and checks the plans file; a problem throws a ContentError naming the file and the field. */
export function loadPlans(root: string): readonly Plan[] {
  const file = path.join(root, PLANS_FILE);
  const parsed = PlansSchema.safeParse(parseYaml(fs.readFileSync(file, "utf8")));
  if (parsed.success) return parsed.data.plans;
  const issue = parsed.error.issues[0]!;
  throw new ContentError(`content/${PLANS_FILE}: ${issue.path.join(".")}: ${issue.message}`);
}
