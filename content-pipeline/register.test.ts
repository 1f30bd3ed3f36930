import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteCopy } from "./site-copy";

/** Letters, not JavaScript's \\b: "indicó" ends in a letter that \\b does not count as one. */
/**
 * Spanish speaks to the visitor in one register per screen (decision 029): usted in a form and its
 * messages, tú in marketing copy. A screen is what the visitor reads as one piece: a section of a
 * translation file, a content file, or a form with everything it can say (labels, errors, success,
 * confirmation). The markers are words only one register uses; a verb that is also a third person
 * or a subjunctive ("para que se lea") counts only at the start of a sentence or clause, where it
 * can only be an imperative.
 */
const CLAUSE_START = String.raw`(?<=^|[.!?¡¿:;"(]\s*|\n\s*(?:- |\d+\. )?)`;
const TU = new RegExp(
  String.raw`(?<!\p{L})(?:tú|tu|tus|te|ti|contigo|tuy[oa]s?|puedes|quieres|tienes|necesitas|estás|recibirás|indicaste|\p{L}+(?:ar|er|ir)te)(?!\p{L})|` +
    String.raw`${CLAUSE_START}(?:Haz|Mira|Elige|Cuéntanos|Escríbenos|Completa|Revisa|Ingresa|Abre|Agrega|Crea|Conecta|Empieza|Selecciona|Confirma|Activa|Sigue|Intenta|Inténtalo|Vuelve|Lee|Acepta|Suscríbete|Inscríbete|Regístrate|Prueba|Usa|Recibe|Solicita)(?!\p{L})`,
  "iu",
);
const USTED = new RegExp(
  String.raw`(?<!\p{L})(?:usted|ustedes|(?:lo|la|le) (?:contactaremos|enviaremos|escribiremos)|que indicó)(?!\p{L})|` +
    String.raw`${CLAUSE_START}(?:Haga|Abra|Complete|Seleccione|Ingrese|Revise|Elija|Escriba|Intente|Inténtelo|Vuelva|Acepte|Confirme|Anote|Cree|Lea|Espere|Pruebe|Verifique|Agregue|Conecte|Envíe|Recargue|Quite|Use|Cuéntenos|Escríbanos|Suscríbase|Inscríbase|Regístrese|Siga|Active|Empiece|Solicite|Reciba|Vea|Registre)(?!\p{L})`,
  "iu",
);

type Json = string | Json[] | { [key: string]: Json };

const LOCALES = path.resolve("app/locales/es");
const namespaces: Record<string, Record<string, Json>> = Object.fromEntries(
  fs
    .readdirSync(LOCALES)
    .map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(LOCALES, file), "utf8"))]),
);

/** The words under "ns:a.b" (a whole section or one subtree), {{placeholders}} and <tags> left out. */
function words(ref: string): string[] {
  const [ns = "", keyPath = ""] = ref.split(":");
  const node = keyPath
    .split(".")
    .reduce<Json | undefined>(
      (n, k) => (n && typeof n === "object" && !Array.isArray(n) ? n[k] : undefined),
      namespaces[ns],
    );
  expect(node, `${ref} exists`).toBeDefined();
  const texts = (n: Json): string[] =>
    typeof n === "string" ? [n] : Array.isArray(n) ? n.flatMap(texts) : Object.values(n).flatMap(texts);
  return texts(node!).map((text) => text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ""));
}

const landings = siteCopy("es").filter(({ file }) => file.includes("events/landings/"));

/** A landing's front matter as its sections (each a "- " item at the margin); the registration one is the course form. */
function landingSections(text: string): string[] {
  const frontMatter = text.split(/^---$/m)[1] ?? "";
  return frontMatter.split(/^(?=- )/m);
}
const registrationSections = landings.map(
  ({ text }) => landingSections(text).find((s) => /style: registration/.test(s)) ?? "",
);

/** Every form with all it says, from its page's title to its last message: these speak usted. */
const FORM_SCREENS: Record<string, string[]> = {
  "demo form": [
    "forms:demo",
    "forms:countries.placeholder",
    "forms:confirmation.demo",
    "common:meta.demo",
    "common:lead",
    "common:validation",
    "common:api",
  ],
  "sign-up and its confirmation": ["forms:register", "forms:explore", "common:meta.register", "common:meta.explore"],
  "organization sign-up": ["forms:organization", "forms:register.form.organization", "common:validation"],
  "newsletter box and page": [
    "common:newsletter",
    "forms:newsletterPage",
    "forms:confirmation.newsletter",
    "common:meta.newsletter",
    "common:lead",
  ],
  "contact form": ["about:contact.form", "forms:confirmation.contact", "common:validation", "common:api"],
  "course registration": [
    "events:landing.form",
    "events:landing.success",
    "events:landing.closed",
    "forms:confirmation.course",
  ],
};

/** A translation file's sections, each its own screen (the meta titles one per page). */
const sectionScreens = Object.entries(namespaces).flatMap(([ns, json]) =>
  Object.keys(json).flatMap((section) =>
    ns === "common" && section === "meta"
      ? Object.keys(json.meta as Record<string, Json>).map((page) => `${ns}:meta.${page}`)
      : [`${ns}:${section}`],
  ),
);

/** Words that end like an infinitive with "te" ("registrarte") and are not one. */
const NOT_ENCLITIC = new Set(
  "parte aparte arte comparte reparte convierte advierte invierte divierte vierte fuerte suerte muerte inerte".split(
    " ",
  ),
);

const hits = (pattern: RegExp, texts: readonly string[]) =>
  texts
    .flatMap((text) => [...text.matchAll(new RegExp(pattern.source, "giu"))].map((m) => m[0]))
    .filter((word) => !NOT_ENCLITIC.has(word.toLowerCase()));

/** "tú … / usted …" when the texts use both registers, else undefined. */
function mixOf(texts: readonly string[]): string | undefined {
  const [tu, usted] = [hits(TU, texts), hits(USTED, texts)];
  return tu.length && usted.length ? `tú ${tu.join(", ")} / usted ${usted.join(", ")}` : undefined;
}

describe("register in es", () => {
  it("finds both registers where they are", () => {
    expect(hits(TU, ["Haz clic en el enlace.", "Mira los cursos", "Usamos tus datos"])).toEqual(["Haz", "Mira", "tus"]);
    expect(hits(USTED, ["Abra el correo que indicó.", "Lo contactaremos pronto"])).toEqual([
      "Abra",
      "que indicó",
      "Lo contactaremos",
    ]);
    expect(hits(TU, ["¡Gracias por registrarte!", "la mayor parte"])).toEqual(["registrarte"]);
    expect(hits(TU, ["el equipo lee cada mensaje"])).toEqual([]);
    expect(hits(USTED, ["para que se lea bien", "antes de que empiece"])).toEqual([]);
  });

  for (const [screen, refs] of Object.entries(FORM_SCREENS))
    it(`the ${screen} speaks usted throughout`, () => {
      const texts = refs.flatMap(words);
      if (screen === "course registration") texts.push(...registrationSections);
      expect(hits(USTED, texts).length, `${screen} addresses the visitor`).toBeGreaterThan(0);
      expect(hits(TU, texts), screen).toEqual([]);
    });

  it("every section of the translation files keeps to one register", () => {
    const mixed = sectionScreens.flatMap((ref) => {
      const mix = mixOf(words(ref));
      return mix ? [`${ref}: ${mix}`] : [];
    });
    expect(mixed).toEqual([]);
  });

  it("every content file keeps to one register; a landing's course form is its own screen", () => {
    const files = siteCopy("es").filter(({ file }) => file.startsWith("content/"));
    expect(files.length).toBeGreaterThan(50);
    const mixed = files.flatMap(({ file, text }) =>
      (file.includes("events/landings/") ? landingSections(text) : [text]).flatMap((part) => {
        const mix = mixOf([part]);
        return mix ? [`${file}: ${mix}`] : [];
      }),
    );
    expect(mixed).toEqual([]);
  });

  it("a landing page speaks tú outside its course form", () => {
    expect(landings.length).toBeGreaterThan(0);
    for (const { file, text } of landings) {
      const marketing = landingSections(text).filter((s) => !/style: registration/.test(s));
      expect(hits(USTED, marketing), file).toEqual([]);
      expect(hits(TU, marketing).length, file).toBeGreaterThan(0);
    }
  });
});
