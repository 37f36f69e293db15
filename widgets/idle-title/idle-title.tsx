import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_TITLE_ROTATION_MS } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import type { IdleTitleProps } from './idle-title.schema.ts';

export default function IdleTitle({ props }: WidgetRenderProps<IdleTitleProps>) {
  const { t } = useTranslation();
  const texts = props.messageKeys.map((key) => t(key));
  const textsKey = JSON.stringify(texts);

  useEffect(() => {
    const idleTexts = JSON.parse(textsKey) as string[];
    let saved: string | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;

    const restore = () => {
      clearInterval(timer);
      timer = undefined;
      if (saved !== null) document.title = saved;
      saved = null;
    };
    const rotate = () => {
      if (idleTexts.length === 0) return;
      // The page's title as it was when the tab was hidden comes back when it is shown again.
      saved = document.title;
      let index = 0;
      document.title = idleTexts[0] ?? saved;
      timer = setInterval(() => {
        index = (index + 1) % idleTexts.length;
        document.title = idleTexts[index] ?? document.title;
      }, IDLE_TITLE_ROTATION_MS);
    };
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        if (saved === null) rotate();
      } else {
        restore();
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      restore();
    };
  }, [textsKey]);

  return null;
}
