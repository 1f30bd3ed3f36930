/**
 * The team page's people (spec §2 "Team"). Everyone here is fictional: invented, neutral Brazilian and
 * Latin American names, drawn as geometric avatars. Role lines live in the "about" namespace under
 * `team.members.<id>`; group labels are content, not roles (spec §6).
 */
export const TEAM_GROUPS = ["research", "commercial", "contributors", "community"] as const;
export type TeamGroup = (typeof TEAM_GROUPS)[number];

export interface TeamMember {
  id: string;
  name: string;
  group: TeamGroup;
  /** The author handle the blog signs with (article `user`), for those who write. */
  handle?: string;
}

export const TEAM: readonly TeamMember[] = [
  { id: "helena-vasconcelos", name: "Helena Vasconcelos", group: "research" },
  { id: "rafael-quintana", name: "Rafael Quintana", group: "research" },
  { id: "camila-teodoro", name: "Camila Teodoro", group: "research" },
  { id: "matias-echeverria", name: "Matías Echeverría", group: "research" },
  { id: "julia-bastos", name: "Júlia Bastos", group: "research" },
  { id: "gabriel-sato", name: "Gabriel Sato", group: "research" },
  { id: "lucas-fontana", name: "Lucas Fontana", group: "research", handle: "@lucas.fontana" },
  { id: "renata-okada", name: "Renata Okada", group: "research", handle: "@renata.okada" },
  { id: "diego-alvarez", name: "Diego Alvarez", group: "research", handle: "@diego.alvarez" },
  { id: "camila-rocha", name: "Camila Rocha", group: "research", handle: "@camila.rocha" },
  { id: "joao-bittencourt", name: "João Bittencourt", group: "research", handle: "@joao.bittencourt" },
  { id: "bruno-carvalhal", name: "Bruno Carvalhal", group: "commercial" },
  { id: "valentina-ortiz", name: "Valentina Ortiz", group: "commercial" },
  { id: "renata-siqueira", name: "Renata Siqueira", group: "commercial" },
  { id: "diego-paredes", name: "Diego Paredes", group: "contributors" },
  { id: "livia-amaral", name: "Lívia Amaral", group: "contributors" },
  { id: "andres-salcedo", name: "Andrés Salcedo", group: "contributors" },
  { id: "yara-nogueira", name: "Yara Nogueira", group: "contributors" },
  { id: "mariana-quispe", name: "Mariana Quispe", group: "contributors" },
  { id: "thiago-ferraz", name: "Thiago Ferraz", group: "contributors" },
  { id: "fernanda-lacerda", name: "Fernanda Lacerda", group: "community" },
  { id: "sofia-benitez", name: "Sofía Benítez", group: "community" },
  { id: "otavio-rangel", name: "Otávio Rangel", group: "community" },
  { id: "marina-teixeira", name: "Marina Teixeira", group: "community", handle: "@marina.teixeira" },
];

export const membersOf = (group: TeamGroup) => TEAM.filter((member) => member.group === group);

/** The person behind an author handle or an instructor's name, if the team lists them. */
export const personBy = (handleOrName: string): TeamMember | undefined =>
  TEAM.find((member) => member.handle === handleOrName || member.name === handleOrName);

/** Avatar file of a member: public/illustrations/team/<id>.svg. */
export const avatarSrc = (member: TeamMember) => `/illustrations/team/${member.id}.svg`;
