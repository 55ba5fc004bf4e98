import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { addScrapedMetrics, createMetrics } from './metrics';

const docs = path.resolve(__dirname, '../../../../docs/ops');

/** The metric families the app exposes (what a scrape shows), read from a registry as the app builds it. */
async function exposedFamilies() {
  const metrics = createMetrics();
  addScrapedMetrics(metrics, {
    outbox: async () => ({ pending: {}, oldestSeconds: {}, failed: 0 }),
    cache: () => ({ lookups: { answers: { hit: 0, miss: 0 }, pages: { hit: 0, miss: 0 } }, bytes: 0, evictions: 0 }),
    pool: () => undefined,
  });
  const text = await metrics.registry.metrics();
  return new Set(
    [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
      type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
    ),
  );
}

/** The metric names a PromQL expression reads (words followed by `{`, `[` or `)` that look like our series). */
const seriesIn = (expr: string) => [...expr.matchAll(/\b((?:http|graphql|evb|nodejs|process)_[a-z0-9_]+)\b/g)].map((m) => m[1]);

describe('the operations files (docs/ops)', () => {
  it('alert rules parse, each with an expression, a severity and a runbook entry, over series the app exposes', async () => {
    const families = await exposedFamilies();
    const rules = parse(fs.readFileSync(path.join(docs, 'alerts.yml'), 'utf8')) as {
      groups: { rules: { alert: string; expr: string; labels: { severity: string }; annotations: { runbook: string } }[] }[];
    };
    const runbook = fs.readFileSync(path.join(docs, 'runbook.md'), 'utf8').toLowerCase();
    const all = rules.groups.flatMap((g) => g.rules);
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const rule of all) {
      expect({ alert: rule.alert, severity: rule.labels.severity }).toEqual({ alert: rule.alert, severity: expect.stringMatching(/^(page|ticket)$/) });
      expect({ alert: rule.alert, unknown: seriesIn(rule.expr).filter((s) => !families.has(s)) }).toEqual({ alert: rule.alert, unknown: [] });
      // the runbook has the section the annotation links to
      expect({ alert: rule.alert, inRunbook: runbook.includes(`### ${rule.alert.toLowerCase()}`) }).toEqual({ alert: rule.alert, inRunbook: true });
    }
  });

  it('the Grafana dashboard parses, and each panel reads series the app exposes', async () => {
    const families = await exposedFamilies();
    const dashboard = JSON.parse(fs.readFileSync(path.join(docs, 'grafana-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of dashboard.panels) {
      const names = panel.targets.flatMap((t) => seriesIn(t.expr));
      expect({ panel: panel.title, reads: names.length > 0, unknown: names.filter((s) => !families.has(s)) }).toEqual({
        panel: panel.title,
        reads: true,
        unknown: [],
      });
    }
  });
});
