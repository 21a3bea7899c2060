import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animations,
  animationStyles,
  aspectRatios,
  avatarSlotRecipe,
  badgeRecipe,
  blurs,
  borders,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  colors,
  cursor,
  dialogSlotRecipe,
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
  menuSlotRecipe,
  popoverSlotRecipe,
  radii,
  semanticColors,
  semanticRadii,
  semanticShadows,
  separatorRecipe,
  sizes,
  skeletonRecipe,
  spacing,
  spinnerRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  zIndices,
} from './chakra-theme-parts';

/** Chakra's default tokens, assembled as its theme index does (see chakra-theme-parts.js for why). */
const tokens = { aspectRatios, animations, blurs, borders, colors, durations, easings, fonts, fontSizes, fontWeights, letterSpacings, lineHeights, radii, spacing, sizes, zIndex: zIndices, cursor };
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

/** Chinese first: system UI fonts that carry CJK glyphs on every platform. */
export const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The portal's brand blue (contrast of 600 on white ≥ 4.5:1). */
const brand = {
  50: { value: '#eef4ff' },
  100: { value: '#d9e6ff' },
  200: { value: '#b3ccff' },
  300: { value: '#82a9fb' },
  400: { value: '#4f82f3' },
  500: { value: '#2f6fed' },
  600: { value: '#1d55cc' },
  700: { value: '#1843a3' },
  800: { value: '#173a84' },
  900: { value: '#15306a' },
  950: { value: '#0d1d42' },
};

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
      checkmark: checkmarkRecipe,
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
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: {
        ...dialogSlotRecipe,
        variants: {
          ...dialogSlotRecipe.variants,
          size: {
            ...dialogSlotRecipe.variants?.size,
            mini: { content: { maxW: DIALOG_WIDTHS.mini } },
            small: { content: { maxW: DIALOG_WIDTHS.small } },
            medium: { content: { maxW: DIALOG_WIDTHS.medium } },
            large: { content: { maxW: DIALOG_WIDTHS.large } },
          },
        },
      },
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      popover: popoverSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * The portal's Chakra system: Chakra's base config plus only the recipes the portal uses, the
 * brand palette (`colorPalette="brand"`), the Chinese font stack and the dialog sizes of spec 9
 * (`size="mini" | "small" | "medium" | "large"` = 480/600/960/1200 px).
 */
export const system = createSystem(defaultBaseConfig, config);
