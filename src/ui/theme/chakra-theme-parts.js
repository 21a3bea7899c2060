// Chakra's theme parts the portal uses. Those `@chakra-ui/react/theme` exports by name come from
// there; webpack links them to their own files (the package has no side effects), so the bundle
// is the same as with deep imports. The default tokens are exported only inside `tokens` and
// `semanticTokens`, objects built in the theme index beside `defaultThemeConfig` — a call bundlers
// cannot prove pure, which keeps every recipe of Chakra in the bundle (+21 KB gzipped, past the
// login route's budget). So the token files are imported from Chakra's dist folder: only here,
// the one file eslint.config.js exempts. After a Chakra upgrade, `npm run build` fails if a path
// moved. Types: the .d.ts beside; jest maps the deep paths to the CommonJS twins.
export {
  badgeRecipe,
  buttonRecipe,
  checkmarkRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  inputAddonRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  alertSlotRecipe,
  avatarSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
  breakpoints,
  globalCss,
  textStyles,
  layerStyles,
  animationStyles,
} from '@chakra-ui/react/theme';
export { animations } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js';
export { aspectRatios } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
export { blurs } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
export { borders } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';
export { colors } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/colors.js';
export { cursor } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
export { durations } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js';
export { easings } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js';
export { fontSizes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
export { fontWeights } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
export { fonts } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
export { keyframes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js';
export { letterSpacings } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
export { lineHeights } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
export { radii } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js';
export { sizes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
export { spacing } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
export { zIndices } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';
export { semanticColors } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js';
export { semanticRadii } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
export { semanticShadows } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';
