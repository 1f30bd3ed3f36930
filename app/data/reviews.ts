/**
 * The nine reviews of spec §3 (fictional participants, illustrated initials instead of photos).
 * Names and ratings live here once; each language's role and comment are in
 * app/locales/<lang>/events.json under `reviews.items.<id>`.
 */
export const AVATAR_TONES = ["accent", "ai", "success", "warning"] as const;
export type AvatarTone = (typeof AVATAR_TONES)[number];

export interface ReviewData {
  id: string;
  name: string;
  /** The illustrated avatar: initials over a tone of the palette. */
  image: { initials: string; tone: AvatarTone };
  rating: 1 | 2 | 3 | 4 | 5;
  /** The landing page the review is about; its title is the review's link title. */
  course: "curso-javascript" | "curso-backend" | "workshop-niot-lab";
}

export const REVIEWS: readonly ReviewData[] = [
  {
    id: "ana-lima",
    name: "Ana Beatriz Lima",
    image: { initials: "AL", tone: "accent" },
    rating: 5,
    course: "curso-javascript",
  },
  {
    id: "rafael-nogueira",
    name: "Rafael Nogueira",
    image: { initials: "RN", tone: "ai" },
    rating: 5,
    course: "workshop-niot-lab",
  },
  {
    id: "valentina-gomez",
    name: "Valentina Gómez",
    image: { initials: "VG", tone: "success" },
    rating: 5,
    course: "curso-backend",
  },
  {
    id: "thiago-nascimento",
    name: "Thiago Nascimento",
    image: { initials: "TN", tone: "warning" },
    rating: 5,
    course: "curso-javascript",
  },
  {
    id: "juliana-mendes",
    name: "Juliana Mendes",
    image: { initials: "JM", tone: "ai" },
    rating: 5,
    course: "workshop-niot-lab",
  },
  {
    id: "mateo-rodriguez",
    name: "Mateo Rodríguez",
    image: { initials: "MR", tone: "accent" },
    rating: 5,
    course: "curso-javascript",
  },
  {
    id: "fernanda-oliveira",
    name: "Fernanda Oliveira",
    image: { initials: "FO", tone: "warning" },
    rating: 5,
    course: "curso-backend",
  },
  {
    id: "carlos-ramos",
    name: "Carlos Eduardo Ramos",
    image: { initials: "CR", tone: "success" },
    rating: 5,
    course: "workshop-niot-lab",
  },
  {
    id: "lucia-herrera",
    name: "Lucía Herrera",
    image: { initials: "LH", tone: "accent" },
    rating: 5,
    course: "curso-javascript",
  },
];

export const BEST_RATING = 5;
