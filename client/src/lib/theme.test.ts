import fs from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { getSystem, PALETTES } from './theme';

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

  it('gives every palette a focus ring of at least 3:1 against white (WCAG 1.4.11), so the keyboard focus is seen', () => {
    const system = getSystem();
    /** The hex value a colour token resolves to, through semantic tokens' references. */
    const hex = (name: string): string => {
      const token = system.tokens.getByName(name);
      const original = String(token?.originalValue ?? '');
      const reference = /^\{(.+)\}$/.exec(original);
      return reference ? hex(reference[1]!) : original;
    };
    const luminance = (colour: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrastOnWhite = (colour: string) => 1.05 / (luminance(colour) + 0.05);
    const faint = [...PALETTES, 'brand']
      .map((palette) => [palette, hex(`colors.${palette}.focusRing`)] as const)
      .filter(([, colour]) => contrastOnWhite(colour) < 3)
      .map(([palette, colour]) => `${palette} ${colour} ${contrastOnWhite(colour).toFixed(2)}:1`);
    expect(faint).toEqual([]);
  });

  it('honours reduced motion: smooth scrolling only without it, and animations cut short with it', () => {
    const css = JSON.stringify(getSystem()._global);
    expect(css).toMatch(/"@media \(prefers-reduced-motion: no-preference\)":\{"scrollBehavior":"smooth"\}/);
    expect(css).toMatch(/"@media \(prefers-reduced-motion: reduce\)":\{"animationDuration":"0.01ms !important"/);
    expect(css).not.toMatch(/"html":\{[^{}]*"scrollBehavior":"smooth"/);
  });
});
