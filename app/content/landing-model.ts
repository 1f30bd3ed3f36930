/**
 * The landing page data model of spec §3: category, title, sections (optional id, style, class)
 * whose child elements may carry an action (onChange with formId, label, placeholder; onClick
 * with formId and a redirect or a scroll). Checked at build by the content pipeline
 * (content-pipeline/collections/events.ts); the renderer (features/landing/landing-page.tsx) only imports the types.
 *
 * Text may hold tokens such as {{startDate}} or {{hours}}: the page's loader fills them from the
 * `event` block (landing-tokens.ts), so a date or a number is written once per page.
 */
import { z } from "zod";
import { isCalendarDate } from "../lib/calendar-date";
import { EVENT_TIME_ZONES } from "../lib/zoned-time";

const text = z.string().trim().min(1);
const formId = z.string().regex(/^[a-z0-9-]{1,80}$/, "must be kebab-case, up to 80 characters");
const anchor = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");
/** A day written YYYY-MM-DD that the calendar has (not 2026-02-31): the content pipeline's dates too. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine(isCalendarDate, "must be a date YYYY-MM-DD");
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM");
const image = z
  .string()
  .regex(/^\/(images|illustrations)\/[a-z0-9/_-]+\.svg$/, "must be a local SVG under /images/ or /illustrations/");

/** Icons the renderer can draw beside cards and facts. */
export const LANDING_ICONS = [
  "calendar",
  "clock",
  "hours",
  "modules",
  "online",
  "place",
  "price",
  "seats",
  "group",
  "code",
  "device",
  "flow",
  "review",
  "people",
  "server",
  "spark",
  "shield",
  "book",
] as const;
const icon = z.enum(LANDING_ICONS);

export const OnChangeSchema = z.object({ formId, label: text, placeholder: text }).strict();

export const OnClickSchema = z
  .object({
    formId: formId.optional(),
    redirect: z
      .string()
      .regex(/^\/[^\s]*$/, "must be a site path starting with /")
      .optional(),
    scroll: anchor.optional(),
  })
  .strict()
  .refine((click) => click.formId || click.redirect || click.scroll, "needs a formId, a redirect or a scroll target")
  .refine((click) => !(click.redirect && click.scroll), "a redirect or a scroll, not both");

const element = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).strict();

export const LandingElementSchema = z.discriminatedUnion("type", [
  element("eyebrow", { text }),
  element("heading", { text }),
  element("text", { text }),
  element("list", { items: z.array(text).min(1) }),
  element("image", {
    src: image,
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  /** A figure with its caption, e.g. '45 h' over 'of content'. */
  element("highlight", { value: text, label: text }),
  element("card", {
    title: text,
    text,
    label: text.optional(),
    icon: icon.optional(),
    items: z.array(text).optional(),
  }),
  element("fact", { label: text, value: text, icon }),
  element("person", {
    name: text,
    role: text,
    bio: text,
    links: z.array(z.object({ label: text, href: z.url() }).strict()).optional(),
  }),
  element("input", {
    name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, "must be a field name (letters, digits, _)"),
    inputType: z.enum(["text", "email", "tel"]).default("text"),
    autocomplete: z
      .string()
      .regex(/^[a-z0-9 -]+$/)
      .optional(),
    action: z.object({ onChange: OnChangeSchema }).strict(),
  }),
  element("button", {
    label: text,
    variant: z.enum(["primary", "secondary"]).default("primary"),
    action: z.object({ onClick: OnClickSchema }).strict(),
  }),
]);

/** Section layouts the renderer knows; `text` is a plain block for news-style pages. */
export const SECTION_STYLES = [
  "hero",
  "differentials",
  "syllabus",
  "info",
  "audience",
  "registration",
  "instructor",
  "text",
] as const;
/** Modifiers a section may ask for (the spec's `class`), mapped to CSS Module classes. */
export const SECTION_CLASSES = ["tinted", "accent", "narrow"] as const;

export const LandingSectionSchema = z
  .object({
    id: anchor.optional(),
    style: z.enum(SECTION_STYLES),
    class: z.enum(SECTION_CLASSES).optional(),
    children: z.array(LandingElementSchema).min(1),
  })
  .strict();

/** What an event landing page announces, identical in every language (facts live here once). */
export const LandingEventSchema = z
  .object({
    kind: z.enum(["course", "workshop", "webinar"]),
    startDate: isoDate,
    endDate: isoDate,
    /** When each day's session starts and ends, on the clock of `timeZone`. */
    startTime: clockTime,
    endTime: clockTime,
    timeZone: z.enum(EVENT_TIME_ZONES),
    hours: z.number().positive(),
    modules: z.number().int().positive().optional(),
    days: z.number().int().positive().optional(),
    groups: z.number().int().positive().optional(),
    groupSize: z.number().int().positive().optional(),
    mode: z.enum(["online", "presencial"]),
    location: z
      .object({ name: text, locality: text, region: text, country: z.string().length(2) })
      .strict()
      .optional(),
    free: z.boolean(),
    /** The last day registration is accepted (Brazil time). */
    registrationUntil: isoDate,
    formId,
  })
  .strict()
  .refine((event) => event.endDate >= event.startDate, "endDate is before startDate")
  .refine((event) => event.mode === "online" || event.location, "an in-person event needs a location");

export const LandingSchema = z
  .object({
    category: z.enum(["course", "workshop", "webinar", "news"]),
    title: z.string().trim().min(3).max(90),
    description: z.string().trim().min(50).max(170),
    event: LandingEventSchema.optional(),
    sections: z.array(LandingSectionSchema).min(1),
  })
  .strict()
  .superRefine((landing, ctx) => {
    const ids = landing.sections.flatMap((section) => (section.id ? [section.id] : []));
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
    if (duplicate) ctx.addIssue({ code: "custom", path: ["sections"], message: `duplicate section id "${duplicate}"` });
    if (landing.sections[0]?.style !== "hero")
      ctx.addIssue({ code: "custom", path: ["sections", 0, "style"], message: "the first section must be the hero" });
    const children = landing.sections.flatMap((section) => section.children);
    const inputsOf = new Set(
      children.flatMap((child) => (child.type === "input" ? [child.action.onChange.formId] : [])),
    );
    for (const child of children) {
      if (child.type !== "button") continue;
      const { formId: target, scroll } = child.action.onClick;
      if (scroll && !ids.includes(scroll))
        ctx.addIssue({
          code: "custom",
          path: ["sections"],
          message: `button "${child.label}" scrolls to unknown section "${scroll}"`,
        });
      if (target && !inputsOf.has(target))
        ctx.addIssue({
          code: "custom",
          path: ["sections"],
          message: `button "${child.label}" submits form "${target}", which has no inputs`,
        });
    }
    if (landing.event && inputsOf.size > 0 && !inputsOf.has(landing.event.formId)) {
      ctx.addIssue({
        code: "custom",
        path: ["event", "formId"],
        message: `no inputs belong to form "${landing.event.formId}"`,
      });
    }
    const tokens = JSON.stringify(landing.sections).match(/\{\{\s*\w+\s*\}\}/g) ?? [];
    for (const token of tokens) {
      const name = token.replace(/[{}\s]/g, "");
      if (!landing.event || !(name in landingTokenNames(landing.event))) {
        ctx.addIssue({ code: "custom", path: ["sections"], message: `unknown token ${token}` });
      }
    }
  });

export type LandingElement = z.infer<typeof LandingElementSchema>;
export type LandingSection = z.infer<typeof LandingSectionSchema>;
export type LandingEvent = z.infer<typeof LandingEventSchema>;
export type Landing = z.infer<typeof LandingSchema>;
export type LandingIcon = (typeof LANDING_ICONS)[number];
export type InputElement = Extract<LandingElement, { type: "input" }>;
export type ButtonElement = Extract<LandingElement, { type: "button" }>;

/** The tokens an event block offers to the page's text (values are filled per language by the loader). */
export function landingTokenNames(event: LandingEvent): Record<string, true> {
  const names = ["startDate", "endDate", "hours", "registrationUntil", "timeZone"];
  for (const key of ["startTime", "endTime", "modules", "days", "groups", "groupSize"] as const) {
    if (event[key] !== undefined) names.push(key);
  }
  return Object.fromEntries(names.map((name) => [name, true]));
}
