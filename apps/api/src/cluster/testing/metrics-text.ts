/** One sample of Prometheus's text exposition format: `name{label="value",...} 12.5`. */
export type MetricSample = { name: string; labels: Record<string, string>; value: number };

export type ScrapedMetrics = {
  text: string;
  samples: MetricSample[];
  /** Metric families the text declares (`# TYPE name kind`). */
  families: Set<string>;
  /** The sum of every sample of `name` whose labels include `labels`; 0 when none matches. */
  sum: (name: string, labels?: Record<string, string>) => number;
};

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

const unescape = (value: string) => value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

const parseValue = (text: string): number => {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
};

/** Parses what GET /metrics answers; a line that is not a sample or a comment fails loudly. */
export const parseMetrics = (text: string): ScrapedMetrics => {
  const samples: MetricSample[] = [];
  const families = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) \S+/.exec(line);
      if (type?.[1]) families.add(type[1]);
      continue;
    }
    const match = sampleLine.exec(line);
    if (!match?.[1] || match[3] === undefined) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(labelPair)) labels[pair[1] as string] = unescape(pair[2] as string);
    samples.push({ name: match[1], labels, value: parseValue(match[3]) });
  }
  const sum = (name: string, labels: Record<string, string> = {}) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value)).reduce((total, s) => total + s.value, 0);
  return { text, samples, families, sum };
};
