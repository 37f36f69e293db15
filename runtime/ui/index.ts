// The design system: widgets import primitives from here only. The theme comes first so
// component styles can build on its custom properties.
import './theme.css';

export { themeVariables, type BrandTheme } from '../rules/theme.ts';
export { applyTheme } from './apply-theme.ts';
export { readCookie, writeCookie, type CookieOptions } from './browser-cookie.ts';
export { Badge, badgeCount, type BadgeProps, type BadgeTone } from './badge.tsx';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.tsx';
export { Carousel, type CarouselProps } from './carousel.tsx';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.tsx';
export {
  CAROUSEL_AUTOPLAY_MS,
  MOBILE_MAX_WIDTH_PX,
  WIDE_HEADER_MIN_WIDTH_PX,
  MODAL_CLOSE_DELAY_MS,
  POPUP_RESIZE_DEBOUNCE_MS,
  TOAST_DURATION_MS,
  TOOLTIP_OFFSET_PX,
  TOOLTIP_WIDTH_PX,
} from './constants.ts';
export { Countdown, countdownParts, type CountdownParts, type CountdownProps } from './countdown.tsx';
export { Drawer, type DrawerProps } from './drawer.tsx';
export { Dropdown, type DropdownItem, type DropdownProps } from './dropdown.tsx';
export {
  FormAlert,
  FormWait,
  FormAside,
  FormResult,
  useSubmitOnce,
  type FormAsideProps,
  type FormResultProps,
  type SubmitOnce,
} from './form.tsx';
export { Field, type FieldProps } from './field.tsx';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './icon.tsx';
export { EmailLinkForm, type EmailLinkFailure, type EmailLinkFormProps } from './email-link-form.tsx';
export { IconButton, type IconButtonProps } from './icon-button.tsx';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch.tsx';
export { LazyImage, type LazyImageProps } from './lazy-image.tsx';
export { linkTarget, type LinkTarget } from './link-target.ts';
export { Modal, type ModalProps } from './modal.tsx';
export { loadSanitizer, SanitizedHtml, type Sanitize, type SanitizedHtmlProps } from './sanitized-html.tsx';
export {
  promptInstall,
  pwaPlatform,
  type BeforeInstallPromptEvent,
  type InstallOutcome,
  type PwaInstallState,
  type PwaPlatform,
} from './pwa-install.ts';
export { usePwaInstallAction, type PwaInstallAction } from './pwa-install-action.ts';
export { lockScroll } from './scroll-lock.ts';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field.tsx';
export { Skeleton, type SkeletonProps } from './skeleton.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
export { Tabs, type TabItem, type TabsProps } from './tabs.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export {
  Toast,
  ToastViewport,
  type ToastAction,
  type ToastItem,
  type ToastKind,
  type ToastProps,
  type ToastViewportProps,
} from './toast.tsx';
export { Tooltip, type TooltipProps, type TooltipTriggerProps } from './tooltip.tsx';
export { DEFAULT_UI_LABELS, UiLabelsProvider, useUiLabels, type UiLabels } from './ui-labels.tsx';
export { useBlurCheck } from './use-blur-check.ts';
export { useBrowserValue, useHydrated } from './use-hydrated.ts';
export { useFirstInteraction } from './use-first-interaction.ts';
export { useImageOrigins } from './use-image-origins.ts';
export { useLanguageLinks, type LanguageLink } from './use-language-links.ts';
export { useIsMobile, useMediaQuery, usePrefersReducedMotion } from './use-media-query.ts';
export { usePwaInstall } from './use-pwa-install.ts';
export { useViewportSize, type ViewportSize } from './use-viewport-size.ts';
export { whenIdle } from './when-idle.ts';
