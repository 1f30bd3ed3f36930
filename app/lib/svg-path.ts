// SVG path data moved as a transform would move it, so that many drawings can share one <path> element.

const TOKEN = /([MmLlHhVvCcSsQqTtAaZz])|(-?(?:\d+\.?\d*|\.\d+))/g;

/** How many numbers one repetition of a command takes, and which of them are y coordinates. */
const PARAMETERS: Record<string, { count: number; ys: readonly number[] }> = {
  m: { count: 2, ys: [1] },
  l: { count: 2, ys: [1] },
  t: { count: 2, ys: [1] },
  h: { count: 1, ys: [] },
  v: { count: 1, ys: [0] },
  c: { count: 6, ys: [1, 3, 5] },
  s: { count: 4, ys: [1, 3] },
  q: { count: 4, ys: [1, 3] },
  a: { count: 7, ys: [6] },
  z: { count: 0, ys: [] },
};

const format = (value: number) => String(Number(value.toFixed(3)));

/**
 * The path data `d` drawn `dy` units lower, with no transform: every absolute y coordinate is moved, relative
 * ones are not. A leading relative moveto is written as an absolute one (its implicit linetos stay relative), so
 * the result may follow another path's data in the same `d` and still start where it should. Accepts the path
 * syntax of our icon sets: numbers without exponents, arc flags written as separate numbers.
 */
export function translatePathY(d: string, dy: number): string {
  const out: string[] = [];
  let command = "";
  let numbers: number[] = [];
  let first = true;
  const flush = () => {
    if (!command) return;
    const lower = command.toLowerCase();
    const { count, ys } = PARAMETERS[lower]!;
    const complete = count === 0 ? numbers.length === 0 : numbers.length > 0 && numbers.length % count === 0;
    if (!complete) throw new Error(`path data "${d}": ${command} takes numbers in groups of ${count}`);
    const absolute = command !== lower;
    if (first && lower === "m") {
      // The path's first moveto is absolute either way; the linetos that follow it keep the command's sense.
      out.push(`M${format(numbers[0]!)} ${format(numbers[1]! + dy)}`);
      const rest = numbers.slice(2);
      if (rest.length > 0) out.push(absolute ? written("L", rest, 2, [1], dy) : written("l", rest, 2, [], dy));
    } else {
      out.push(written(command, numbers, count, absolute ? ys : [], dy));
    }
    first = false;
    numbers = [];
  };
  for (const [, letter, number] of d.matchAll(TOKEN)) {
    if (letter) {
      flush();
      command = letter;
    } else {
      numbers.push(Number(number));
    }
  }
  flush();
  return out.join("");
}

function written(command: string, numbers: number[], count: number, ys: readonly number[], dy: number): string {
  return command + numbers.map((value, index) => format(ys.includes(index % count) ? value + dy : value)).join(" ");
}
