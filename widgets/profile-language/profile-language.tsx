import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { usePlayer, useUpdateLocale } from '../../runtime/queries/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, FormAlert, SelectField, useLanguageLinks } from '../../runtime/ui/index.ts';
import type { ProfileLanguageProps } from './profile-language.schema.ts';
import './profile-language.css';

export default function ProfileLanguage({ props }: WidgetRenderProps<ProfileLanguageProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const player = usePlayer();
  const links = useLanguageLinks();
  const update = useUpdateLocale();
  const titleId = useId();
  const [chosen, setChosen] = useState<string>(ctx.locale);
  const [failed, setFailed] = useState(false);

  // A host with one language has nothing to choose; only a signed-in player has the setting.
  if (links.length < 2 || !player.data) return null;
  const saved = player.data.language;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const link = links.find((l) => l.locale === chosen);
    if (!link || update.isPending) return;
    setFailed(false);
    const open = () => {
      if (!link.current) void navigate(link.href);
    };
    if (chosen === saved) {
      open();
      return;
    }
    update.mutate(link.locale, { onSuccess: open, onError: () => setFailed(true) });
  };

  return (
    <section className="cr-profile-language cr-form cr-form--wide" aria-labelledby={titleId}>
      <h2 id={titleId} className="cr-form__title">
        {t('PROFILE_MAIN.LANGUAGE.TITLE')}
      </h2>
      <form
        className="cr-profile-language__form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={update.isPending || undefined}
      >
        <SelectField
          className="cr-profile-language__select"
          name="locale"
          label={t('PROFILE_MAIN.LANGUAGE.LABEL')}
          hint={props.hintKey ? t(props.hintKey) : undefined}
          value={chosen}
          options={links.map((link) => ({ value: link.locale, label: link.name }))}
          onChange={(event) => {
            setChosen(event.target.value);
            setFailed(false);
          }}
        />
        <Button type="submit" variant="secondary" loading={update.isPending}>
          {t('PROFILE_MAIN.LANGUAGE.SAVE')}
        </Button>
      </form>
      {failed && (
        <FormAlert>
          <p>{t('PROFILE_MAIN.LANGUAGE.ERROR')}</p>
        </FormAlert>
      )}
    </section>
  );
}
