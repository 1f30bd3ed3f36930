/** The prefix of the chunks holding React, React DOM and React Router: what the bench reports as "framework". */
export const FRAMEWORK_CHUNK = "framework";

/**
 * The client's chunks. Left to itself the bundler cut every module shared by two entries into a
 * chunk of its own: a page loaded 25–31 modules, most under 1 KiB, and each one cost the phone a
 * request, a preload and a module record before hydration could start. Groups instead: the
 * framework in two chunks (React with React DOM, then React Router: the boot evaluates each in a task
 * of its own, decision 008), and every module of ours that two or more entries share (the site shell,
 * helpers, components). Route modules stay apart; the form schemas (zod) and the search dialog stay lazy.
 */
export const clientChunkGroups = [
  { name: `${FRAMEWORK_CHUNK}-react`, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  {
    name: `${FRAMEWORK_CHUNK}-router`,
    test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 2,
  },
  {
    name: "shared",
    test: (id: string) => /[\\/]app[\\/]/.test(id) && !/[\\/](schemas|search-dialog)\.tsx?$/.test(id),
    minShareCount: 2,
    priority: 1,
  },
];
