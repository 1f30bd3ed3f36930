import { NOT_PROSE } from "./site-copy";

/**
 * Spanish speaks usted to the visitor everywhere (decision 059): a Latin American business reader,
 * on every page, form, article and message. The markers are words only tú uses: the pronouns and
 * possessives, and the present, future, subjunctive and imperative forms the site's texts used
 * before. An imperative counts only at the start of a sentence, clause or list item, where it
 * cannot be a third person ("el flujo enciende la luz").
 */
const L = String.raw`\p{L}`;
const CLAUSE_START = String.raw`(?<=^|[.!?¡¿:;"“«(]\s*|\n\s*|^\s*(?:[-*] |\d+\. |#+ )|\*\*|\| )`;
const PRONOUNS = String.raw`[Tt]ú|[Tt]us?|[Tt]e|ti|[Cc]ontigo|[Tt]uy[oa]s?`;
const VERBS = [
  // present
  "abres adaptas agregas ajustas aplicas cambias conectas construyes controlas conviertes creas declaras defines describes",
  "eliges encuentras eres escribes estás grabas haces indicas ingresas necesitas participas pasas pides pierdes prefieres",
  "puedes quieres sabes seleccionas subes suscribes tienes trabajas usas vas ves sigues ahorras evitas recibes",
  "olvidaste compraste conseguiste indicaste abriste encontraste recibiste hiciste pediste querías tenías harías podrías tendrías",
  // subjunctive
  "cambies colorees definas dependas elijas leas necesites prefieras quieras reconozcas destaques puedas tengas",
  "sepas hagas veas",
  // imperative with a pronoun, tú only wherever it stands
  "acompáñalo actívalo anótala apágalo combínala cámbialas cópialo desactívalo elígelos envíalo hazlo mídelo nómbrala pruébalo pídeles pregúntales pregúntale hazle tómalo dales dile",
].join(" ");
const IMPERATIVES = [
  "Abre Activa Agrega Ahorra Apaga Apila Aprende Arrastra Asigna Avísame Borra Busca",
  "Cambia Combina Compara Completa Conecta Confirma Conoce Controla Crea Cuéntanos",
  "Deja Di Dibuja Divide Duplica Elige Empieza Enciende Encuentra Envía Escribe",
  "Escríbenos Exporta Graba Guarda Haz Imagina Inicia Instala Intenta Inténtalo Lee Lleva Mantén Mira",
  "Nombra Pide Piensa Planifica Pon Prepárate Presiona Prueba Recibe",
  "Registra Regístrate Repite Resuelve Revisa Saca Selecciona Sigue Solicita Sube Suscríbete Síguenos Trae Usa",
  "Verifica Vuelve Únete Ve Descubre Explora Consulta Agenda Habla Reserva Obtén Ajusta Define Ten Sé",
].join(" ");
const words = (list: string) => list.split(/\s+/).join("|");
/** A verb as written mid-sentence or at its start ("puedes", "Puedes"). */
const anyCase = (list: string) =>
  list
    .split(/\s+/)
    .map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`)
    .join("|");

const TU = new RegExp(
  String.raw`(?<!${L})(?:${PRONOUNS}|${anyCase(VERBS)}|${L}+[aei]rás|${L}+(?:ar|er|ir)te)(?!${L})|` +
    String.raw`${CLAUSE_START}(?:${words(IMPERATIVES)})(?!${L})`,
  "gmu",
);

/** Words that end like an infinitive with "te" ("registrarte") and are not one. */
const NOT_ENCLITIC = new Set(
  "parte aparte arte comparte reparte convierte advierte invierte divierte vierte fuerte suerte muerte inerte".split(
    " ",
  ),
);

/** The tú forms of a Spanish text, in order. */
export function tuMarkers(text: string): string[] {
  return [...text.replace(NOT_PROSE, " ").matchAll(TU)]
    .map((match) => match[0])
    .filter((word) => !NOT_ENCLITIC.has(word.toLowerCase()));
}
