/**
 * `@portal/ui`: the portal's Chakra UI v3 system and the parts of Chakra the portal uses, plus the
 * portal's compositions. Parcels import their UI from here only (never `@chakra-ui/react`
 * directly: that would bundle a second Chakra).
 */

// First: the async chunks (overlays, toaster) must know where to be fetched from.
import './public-path';

export {
  AbsoluteCenter,
  Alert,
  Badge,
  Box,
  Card,
  Center,
  chakra,
  CloseButton,
  EmptyState,
  Field,
  Flex,
  Grid,
  GridItem,
  Group,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  List,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Spacer,
  Span,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  VStack,
  useDisclosure,
} from '@chakra-ui/react';
export { Avatar, Dialog, Menu, Popover, Tabs, prefetchOverlays, useOverlaysReady } from './overlays/lazy-overlays';
export { usePendingMenu } from './overlays/pending-menu';
export { Button } from './form/button';
export type { BoxProps, ButtonProps, FlexProps, InputProps, StackProps, TextProps } from '@chakra-ui/react';

export { DIALOG_WIDTHS, FONT_STACK, system } from './theme/system';
export { BRAND, FEEDBACK, HEADING, NEUTRAL, RADIUS, portalTokens } from './theme/tokens';
export { PortalProvider } from './provider/portal-provider';
export { createParcel, type ParcelLifecycles, type ParcelOptions } from './parcel/create-parcel';
export { prerenderedInput, prerenderedTabs } from './parcel/prerendered';
export { PortalParcel } from './parcel/portal-parcel';
export { ErrorBoundary } from './feedback/error-boundary';
export { StatePanel, type StatePanelProps } from './feedback/state-panel';
export { Toaster, prefetchToaster, toaster, type ToastOptions } from './feedback/toaster';
export { PortalDialog, type DialogSize, type PortalDialogProps } from './feedback/portal-dialog';
export { FormField, type FormFieldProps } from './form/form-field';
export { PasswordInput, type PasswordInputProps } from './form/password-input';
export { usePasswordStrength, type StrengthHint } from './form/password-strength';
export { PasswordRules } from './form/password-rules';
export { Checkbox, type CheckboxProps } from './form/checkbox';
export { PortalTabs, type PortalTab, type PortalTabsProps } from './navigation/portal-tabs';
export { LanguageSwitch } from './navigation/language-switch';
export { CodeButton, type CodeButtonProps } from './form/code-button';
export { BellIcon, EyeIcon, EyeOffIcon, LineIcon } from './icons/icons';
export { AppBadge } from './icons/app-badge';

export { LoginLayout, useAccessText, type LoginLayoutProps } from './compositions/login-layout';
export { PortalFooter } from './compositions/portal-footer';
export { BrandMark } from './compositions/brand-visual';
export { LoginForm, type LoginFormProps } from './compositions/login-form';
export {
  CodeField,
  FormNotice,
  PasswordField,
  TextField,
  type CodeFieldProps,
  type PasswordFieldProps,
  type TextFieldProps,
} from './compositions/access-fields';
export { useAccessForm, type AccessFormOptions } from './compositions/use-access-form';
export { requestFormCode, useCodeButton } from './compositions/use-code-button';
export { LegalContents, LegalPage, LegalText, type LegalDocument, type LegalSection } from './compositions/legal-document';
