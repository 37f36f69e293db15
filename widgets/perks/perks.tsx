import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Icon, ICON_NAMES, type IconName } from '../../runtime/ui/index.ts';
import type { PerksProps } from './perks.schema.ts';
import './perks.css';

const isIcon = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name);

export default function Perks({ props }: WidgetRenderProps<PerksProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { items } = props;
  if (items.length === 0) return null;
  return (
    <section className="cr-perks" aria-labelledby={headingId}>
      <h2 id={headingId} className="cr-perks__title">
        {t(props.titleKey)}
      </h2>
      <ul className="cr-perks__list">
        {items.map((item) => (
          <li key={item.id} className="cr-perks__item" data-perk={item.id}>
            <span className="cr-perks__icon">
              <Icon name={isIcon(item.icon) ? item.icon : 'star'} size={28} />
            </span>
            <h3 className="cr-perks__item-title">{t(item.titleKey)}</h3>
            <p className="cr-perks__item-text">{t(item.textKey)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
