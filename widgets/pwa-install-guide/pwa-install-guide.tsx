import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import {
  Button,
  Icon,
  promptInstall,
  pwaPlatform,
  type PwaPlatform,
  usePwaInstall,
} from '../../runtime/ui/index.ts';
import type { PwaInstallGuideProps } from './pwa-install-guide.schema.ts';
import './pwa-install-guide.css';

function Steps({ platform }: { platform: PwaPlatform }) {
  const { t } = useTranslation();
  const steps =
    platform === 'ios'
      ? [t('PWA_INSTALL.IOS_STEP_SHARE'), t('PWA_INSTALL.IOS_STEP_ADD'), t('PWA_INSTALL.IOS_STEP_CONFIRM')]
      : platform === 'android'
        ? [t('PWA_INSTALL.ANDROID_STEP_MENU'), t('PWA_INSTALL.ANDROID_STEP_INSTALL')]
        : [t('PWA_INSTALL.DESKTOP_STEP_ICON'), t('PWA_INSTALL.DESKTOP_STEP_INSTALL')];
  return (
    <ol className="cr-pwa-install-guide__steps">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

export default function PwaInstallGuide({ props }: WidgetRenderProps<PwaInstallGuideProps>) {
  const { t } = useTranslation();
  const { canPrompt, installed } = usePwaInstall();
  const close = useModalStore((s) => s.close);
  const platform =
    props.platform !== 'auto' ? props.platform : pwaPlatform(globalThis.navigator?.userAgent ?? '');

  if (installed) {
    return (
      <div className="cr-pwa-install-guide">
        <p className="cr-pwa-install-guide__done">
          <Icon name="check" size={20} /> {t('PWA_INSTALL.INSTALLED')}
        </p>
      </div>
    );
  }

  const install = async () => {
    const outcome = await promptInstall();
    if (outcome !== 'accepted') return;
    close();
  };

  return (
    <div className="cr-pwa-install-guide">
      <p className="cr-pwa-install-guide__intro">{t('PWA_INSTALL.INTRO')}</p>
      {/* iOS has no install prompt: the share sheet is the only way. */}
      {canPrompt && platform !== 'ios' ? (
        <Button iconStart="download" fullWidth size="l" onClick={() => void install()}>
          {t('PWA_INSTALL.INSTALL')}
        </Button>
      ) : (
        <Steps platform={platform} />
      )}
    </div>
  );
}
