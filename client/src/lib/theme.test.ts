import fs from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { getSystem } from './theme';

// Components styled by another component's recipe (IconButton and CloseButton are Buttons;
// InputGroup needs `inputAddon` only with start/end addons, which the client does not use).
const RECIPE_OF: Record<string, string> = { IconButton: 'button', CloseButton: 'button' };

/** Every name the client's sources import from @chakra-ui/react. */
function chakraImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const m of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
          for (const raw of m[1].split(',')) {
            const name = raw
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0];
            if (name) found.set(name, [...(found.get(name) ?? []), file]);
          }
        }
      }
    }
  };
  walk(path.join(__dirname, '..'));
  return found;
}

describe('theme', () => {
  it('has the recipe of every Chakra component the client imports', () => {
    const missing: string[] = [];
    for (const name of chakraImports().keys()) {
      const key = RECIPE_OF[name] ?? name[0].toLowerCase() + name.slice(1);
      // only components the full default theme styles through a recipe need one
      if (!defaultSystem.hasRecipe(key)) continue;
      if (!getSystem().hasRecipe(key)) missing.push(`${name} (${key})`);
    }
    expect(missing).toEqual([]);
  });

  it('sets no custom property on every element: they are set once on html and inherited', () => {
    // [{ '@layer reset': { selector: rule } }, { '@layer base': ... }, ...], selectors written '&html'
    const layers = getSystem()._global as Record<string, Record<string, Record<string, unknown>>>[];
    const rules = layers.flatMap((layer) => Object.values(layer)).flatMap((rulesOf) => Object.entries(rulesOf));
    const of = (selector: string) => rules.filter(([s]) => s.replace(/^&/, '') === selector).map(([, rule]) => rule);
    expect(of('*').flatMap((rule) => Object.keys(rule).filter((key) => key.startsWith('--')))).toEqual([]);
    expect(of('html').some((rule) => '--global-color-border' in rule && '--global-font-body' in rule)).toBe(true);
  });

  it('honours reduced motion: smooth scrolling only without it, and animations cut short with it', () => {
    const css = JSON.stringify(getSystem()._global);
    expect(css).toMatch(/"@media \(prefers-reduced-motion: no-preference\)":\{"scrollBehavior":"smooth"\}/);
    expect(css).toMatch(/"@media \(prefers-reduced-motion: reduce\)":\{"animationDuration":"0.01ms !important"/);
    expect(css).not.toMatch(/"html":\{[^{}]*"scrollBehavior":"smooth"/);
  });
});
