import { createSystem, defaultBaseConfig, defineConfig, type SystemStyleObject } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  codeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { STICKY_INSET_PROPERTY } from './sticky-inset';

/** The colour palettes the client names (`colorPalette="red"`, `color="gray.600"`): `theme.test.ts` keeps the list whole. */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'teal', 'blue', 'pink'] as const;
const BASE_COLORS = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'bg', 'fg', 'border'];

type TokenTree = { [key: string]: unknown };
const pick = (tree: TokenTree, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => k in tree).map((k) => [k, tree[k]]));

/** The light value of every `{ _light, _dark }` pair: the site has no dark mode. */
function lightOnly(tree: unknown): unknown {
  if (!tree || typeof tree !== 'object') return tree;
  const node = tree as TokenTree;
  if ('_light' in node) return node._light;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, lightOnly(v)]));
}

// Every token becomes a CSS variable that the browser builds (createSystem) and styles with on each
// page: the palettes nobody uses and the dark-mode values are left out, which makes the theme's
// start-up and the page's global style a good deal smaller.
const lightTokens = { ...tokens, colors: pick(tokens.colors as TokenTree, [...BASE_COLORS, ...PALETTES]) } as typeof tokens;
const lightSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: pick(semanticTokens.colors as TokenTree, [...BASE_COLORS, ...PALETTES]),
}) as typeof semanticTokens;

/**
 * Chakra's global styles, but with its `*` rule's custom properties set once on `html`, where they
 * are inherited: on `*` every element of the page computes ~25 custom properties of its own (the
 * ring and filter ones serve utilities the site does not use: `ring`, `filter="auto"`), which made
 * the first style pass of a server-rendered page several times slower.
 */
const { '*': everyElement, html, ...otherGlobalCss } = globalCss as Record<string, Record<string, unknown>>;
const siteGlobalCss = {
  ...otherGlobalCss,
  html: {
    ...html,
    fontFeatureSettings: everyElement.fontFeatureSettings,
    '--global-font-mono': everyElement['--global-font-mono'],
    '--global-font-body': everyElement['--global-font-body'],
    '--global-color-border': everyElement['--global-color-border'],
    // the browser scrolls a focused element clear of the sticky header and the compare tray
    // (lib/sticky-inset.ts keeps their heights), with a little room to see its focus ring
    scrollPaddingTop: `calc(var(${STICKY_INSET_PROPERTY.top}, 0px) + 0.5rem)`,
    scrollPaddingBottom: `calc(var(${STICKY_INSET_PROPERTY.bottom}, 0px) + 0.5rem)`,
  },
} as Record<string, SystemStyleObject>;

// Only the recipes of the components the visitor pages use: the full default theme alone is
// ~100 KB gz. `theme.test.ts` checks that every Chakra component the client imports has its
// recipe here, so none renders unstyled.
const base = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: siteGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: lightTokens,
    semanticTokens: lightSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      code: codeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#ecfdf5' },
          100: { value: '#d1fae5' },
          200: { value: '#a7f3d0' },
          300: { value: '#6ee7b7' },
          400: { value: '#34d399' },
          500: { value: '#10b981' },
          600: { value: '#059669' },
          700: { value: '#047857' },
          800: { value: '#065f46' },
          900: { value: '#064e3b' },
          950: { value: '#022c22' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // 700, not 600: white text on #059669 is 3.8:1, below WCAG AA's 4.5:1; on #047857 it is 5.5:1
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.700}' },
        },
        // focus rings at 3:1 or more against white (WCAG 1.4.11): Chakra's 500s of these palettes
        // (and its gray.400 on fields) are 2.3 to 2.8:1, faint beside a field's own border.
        // WCAG 1.4.3: text needs 4.5:1. Chakra's defaults draw error text in red.500 (3.8:1 on white),
        // success and warning text in green.600 and orange.600 (3.3 and 3.6:1), and white on the
        // solid green, orange, teal and pink (badges, buttons) at 3.3 to 4.1:1: one shade deeper each
        fg: { error: { value: '{colors.red.600}' }, warning: { value: '{colors.orange.700}' }, success: { value: '{colors.green.700}' } },
        gray: { focusRing: { value: '{colors.gray.600}' } },
        green: { solid: { value: '{colors.green.700}' }, focusRing: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' }, focusRing: { value: '{colors.orange.700}' } },
        teal: { solid: { value: '{colors.teal.700}' }, focusRing: { value: '{colors.teal.700}' } },
        pink: { solid: { value: '{colors.pink.700}' } },
      },
    },
  },
  globalCss: {
    // smooth in-page scrolling only for visitors who have not asked their system for less motion
    html: { '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
    body: { bg: 'white', color: 'gray.800' },
    // less motion asked for: animations and transitions end at once (near zero, not none, so the
    // dialogs and toasts that wait for their animation's end still close)
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The app's Chakra system, built on first use: building it (every token becomes a CSS variable)
 * is the largest single step of the browser's start-up, which `main.tsx` gives a task of its own.
 */
export function getSystem() {
  system ??= createSystem(defaultBaseConfig, base, config);
  return system;
}
