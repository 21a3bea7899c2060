import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animations,
  animationStyles,
  aspectRatios,
  badgeRecipe,
  blurs,
  borders,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  colors,
  cursor,
  durations,
  easings,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fonts,
  fontSizes,
  fontWeights,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  letterSpacings,
  lineHeights,
  linkRecipe,
  listSlotRecipe,
  radii,
  semanticColors,
  semanticRadii,
  semanticShadows,
  separatorRecipe,
  sizes,
  skeletonRecipe,
  spacing,
  spinnerRecipe,
  textStyles,
  zIndices,
} from './chakra-theme-parts';
import { BRAND } from './tokens';

/** Chakra's default tokens, assembled as its theme index does (see chakra-theme-parts.js for why). */
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

/** Chinese first: system UI fonts that carry CJK glyphs on every platform. */
export const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The portal's brand blue (contrast of 600 on white ≥ 4.5:1), from the shared tokens. */
const brand = Object.fromEntries(Object.entries(BRAND).map(([step, value]) => [step, { value }]));

/** Dialog widths of spec 9, by size name. */
export const DIALOG_WIDTHS = { mini: '480px', small: '600px', medium: '960px', large: '1200px' } as const;

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { ...(globalCss.html as object), fontFamily: FONT_STACK, color: 'fg', bg: 'bg', lineHeight: '1.5' },
    body: { fontFamily: FONT_STACK },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: { ...tokens.colors, brand }, fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK }, mono: tokens.fonts.mono } },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Chakra's red.500 reads 3.8:1 on white; form errors are small text and need 4.5:1 (WCAG 1.4.3).
        fg: { ...semanticTokens.colors.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

/**
 * The portal's Chakra system: Chakra's base config plus only the recipes the portal's pages use,
 * the brand palette (`colorPalette="brand"`) and the Chinese font stack. The overlays and the
 * toaster bring their own recipes in their async chunks (overlay-parts.tsx, toaster-parts.tsx).
 */
export const system = createSystem(defaultBaseConfig, config);
