import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../runtime/i18n/index.ts';
import {
  ApiError,
  fieldErrorsOf,
  RateLimitedError,
  useDocuments,
  usePlayer,
  useUploadDocument,
  type PlayerDocument,
} from '../../runtime/queries/index.ts';
import {
  DOCUMENT_HEAD_BYTES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  documentFileProblem,
  sowQuestionnaire,
  verificationState,
  type DocumentFileProblem,
  type DocumentType,
  type VerificationState,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import {
  Badge,
  Button,
  FormAlert,
  Icon,
  SelectField,
  Skeleton,
  TextField,
  useSubmitOnce,
  type BadgeTone,
  type IconName,
} from '../../runtime/ui/index.ts';
import type { ProfileVerificationProps } from './profile-verification.schema.ts';
import './profile-verification.css';

const upper = (word: string) => word.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

const STATE_ICON: Record<VerificationState, IconName> = {
  'not-verified': 'info',
  pending: 'clock',
  verified: 'check',
  rejected: 'warning',
};
const STATUS_TONE: Record<string, BadgeTone> = { pending: 'accent', approved: 'success', rejected: 'danger' };
const KIB = 1024;

/** The texts and formats the parts of the tab share. */
function useVerificationTexts() {
  const { t, i18n } = useTranslation();
  const unit = (value: number, name: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: name, maximumFractionDigits: 1 }).format(
      value,
    );
  return {
    t,
    typeName: (type: string) => t(`PROFILE_VERIFICATION.TYPES.${upper(type)}`, { defaultValue: type }),
    /** A file size in the visitor's format: KB below a megabyte, MB from there (1 MB = 1024 KB). */
    size: (bytes: number) =>
      bytes < KIB * KIB
        ? unit(Math.max(1, Math.round(bytes / KIB)), 'kilobyte')
        : unit(bytes / (KIB * KIB), 'megabyte'),
  };
}

type Texts = ReturnType<typeof useVerificationTexts>;

export default function ProfileVerification({ props }: WidgetRenderProps<ProfileVerificationProps>) {
  const texts = useVerificationTexts();
  const { t } = texts;
  const headingId = useId();
  const player = usePlayer();
  const documents = useDocuments();
  const { types } = props;

  return (
    <section className="cr-profile-verification" aria-labelledby={headingId}>
      <div className="cr-profile-verification__intro">
        <h2 id={headingId} className="cr-profile-verification__title">
          {t('PROFILE_VERIFICATION.TITLE')}
        </h2>
        <p className="cr-profile-verification__text">{t('PROFILE_VERIFICATION.INTRO')}</p>
      </div>
      <VerificationCard
        texts={texts}
        identityVerified={player.data?.sumsub_verified ?? null}
        documents={documents.data}
        loading={documents.isPending && !documents.isError}
      />
      <SowNotice texts={texts} expiresAt={player.data?.sow_questionnaire_expires_at ?? null} />
      {types.length > 0 && <UploadForm texts={texts} types={types as DocumentType[]} />}
      <DocumentList texts={texts} documents={documents} />
    </section>
  );
}

/** Where the player's verification stands. Until the documents load only a confirmed check shows. */
function VerificationCard({
  texts,
  identityVerified,
  documents,
  loading,
}: {
  texts: Texts;
  identityVerified: boolean | null;
  documents: readonly PlayerDocument[] | undefined;
  loading: boolean;
}) {
  const { t } = texts;
  if (identityVerified !== true && documents === undefined) {
    return loading ? <Skeleton height={88} /> : null;
  }
  const { state, reason } = verificationState(identityVerified, documents ?? []);
  const key = upper(state);
  return (
    <div className={`cr-profile-verification__state cr-profile-verification__state--${state}`}>
      <Icon name={STATE_ICON[state]} size={28} />
      <div>
        <p className="cr-profile-verification__state-title">{t(`PROFILE_VERIFICATION.STATE.${key}`)}</p>
        <p className="cr-profile-verification__text">
          {state === 'rejected' && reason
            ? t('PROFILE_VERIFICATION.STATE_TEXT.REJECTED_REASON', { reason })
            : t(`PROFILE_VERIFICATION.STATE_TEXT.${key}`)}
        </p>
      </div>
    </div>
  );
}

/** The source-of-wealth questionnaire's expiry, when the player has one. */
function SowNotice({ texts, expiresAt }: { texts: Texts; expiresAt: string | null }) {
  const [now] = useState(() => Date.now());
  const sow = sowQuestionnaire(expiresAt, now);
  if (!sow) return null;
  return (
    <p
      className={`cr-profile-verification__sow${sow.expired ? ' cr-profile-verification__sow--expired' : ''}`}
    >
      <Icon name={sow.expired ? 'warning' : 'clock'} />
      <span>
        {texts.t(sow.expired ? 'PROFILE_VERIFICATION.SOW_EXPIRED' : 'PROFILE_VERIFICATION.SOW_VALID', {
          date: formatDate(sow.expiresAt),
        })}
      </span>
    </p>
  );
}

/** The first bytes of a file, for telling its kind; null when the browser cannot read it. */
async function headOf(file: Blob): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, DOCUMENT_HEAD_BYTES).arrayBuffer());
  } catch {
    return null;
  }
}

/** Sends one document: its type, a file checked before it goes, and the upload's progress. */
function UploadForm({ texts, types }: { texts: Texts; types: readonly DocumentType[] }) {
  const { t } = texts;
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<DocumentType>(types[0] ?? 'identity');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const upload = useUploadDocument();
  const submit = useSubmitOnce();
  const current = types.includes(type) ? type : (types[0] ?? 'identity');

  const problemText = (problem: DocumentFileProblem) =>
    t(`PROFILE_VERIFICATION.FILE_ERRORS.${upper(problem)}`, { size: texts.size(DOCUMENT_MAX_BYTES) });

  const check = async (chosen: File): Promise<string | undefined> => {
    const problem = documentFileProblem(chosen, await headOf(chosen));
    return problem ? problemText(problem) : undefined;
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFormError(null);
    setNotice(null);
    setFileError(undefined);
    if (chosen) void check(chosen).then((message) => setFileError(message));
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0] ?? null);
  // A file picked on the server-rendered form before the page was live is the player's choice too.
  useEffect(() => {
    const picked = inputRef.current?.files?.[0];
    if (picked) choose(picked);
    // Once, on mount: later picks come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A refused upload read for the form: the file's own error under it, anything else above. */
  const readFailure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 413) return setFileError(problemText('too-large'));
    if (error instanceof ApiError && error.status === 415) return setFileError(problemText('wrong-type'));
    if (error instanceof RateLimitedError) return setFormError(t('PROFILE_VERIFICATION.TOO_MANY'));
    const found = fieldErrorsOf(error, ['file'] as const);
    if (found?.fields.file) setFileError(found.fields.file);
    const other =
      found?.other.map(({ key, message }) => (key === 'base' ? message : `${key}: ${message}`)) ?? [];
    if (other.length > 0) setFormError(other.join(' '));
    else if (!found?.fields.file) setFormError(t('PROFILE_VERIFICATION.UPLOAD_ERROR'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setNotice(null);
    void submit.run(async () => {
      if (!file) {
        setFileError(t('PROFILE_VERIFICATION.FILE_ERRORS.MISSING'));
        return;
      }
      const problem = await check(file);
      setFileError(problem);
      if (problem) return;
      try {
        await upload.mutateAsync({
          type: current,
          file,
          fileName: file.name,
          size: file.size,
          lastModified: file.lastModified,
        });
        setNotice(t('PROFILE_VERIFICATION.UPLOADED', { name: file.name, type: texts.typeName(current) }));
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      } catch (error) {
        readFailure(error);
      }
    });
  };

  const progress = upload.progress;
  const percent =
    progress && progress.total > 0 ? Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) : 0;

  return (
    <form
      className="cr-profile-verification__block cr-profile-verification__form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={submit.pending || undefined}
      onSubmit={onSubmit}
    >
      <h3 id={headingId} className="cr-profile-verification__subtitle">
        {t('PROFILE_VERIFICATION.UPLOAD_TITLE')}
      </h3>
      {/* Always in the page, so that the outcome of an upload is announced when it appears. */}
      <div role="status" className="cr-profile-verification__live">
        {notice && <p className="cr-profile-verification__notice">{notice}</p>}
      </div>
      {formError && (
        <FormAlert className="cr-profile-verification__alert">
          <p>{formError}</p>
        </FormAlert>
      )}
      <div className="cr-profile-verification__fields">
        <SelectField
          label={t('PROFILE_VERIFICATION.FIELD_TYPE')}
          value={current}
          options={types.map((value) => ({ value, label: texts.typeName(value) }))}
          hint={t(`PROFILE_VERIFICATION.TYPE_HINTS.${upper(current)}`)}
          onChange={(event) => setType(event.target.value as DocumentType)}
        />
        <TextField
          ref={inputRef}
          className="cr-profile-verification__file"
          label={t('PROFILE_VERIFICATION.FIELD_FILE')}
          type="file"
          accept={DOCUMENT_MIME_TYPES.join(',')}
          hint={t('PROFILE_VERIFICATION.FILE_HINT', { size: texts.size(DOCUMENT_MAX_BYTES) })}
          error={fileError}
          disabled={submit.pending}
          onChange={onFile}
        />
      </div>
      {progress && (
        <div className="cr-profile-verification__progress">
          <div
            className="cr-profile-verification__bar"
            role="progressbar"
            aria-label={t('PROFILE_VERIFICATION.PROGRESS_LABEL')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="cr-profile-verification__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="cr-profile-verification__text" aria-hidden="true">
            {t('PROFILE_VERIFICATION.PROGRESS_TEXT', { percent })}
          </p>
        </div>
      )}
      <Button type="submit" loading={submit.pending} className="cr-profile-verification__submit">
        {t('PROFILE_VERIFICATION.SUBMIT')}
      </Button>
    </form>
  );
}

/** The documents sent: loading, failed, none yet, or one line each with its review. */
function DocumentList({ texts, documents }: { texts: Texts; documents: ReturnType<typeof useDocuments> }) {
  const { t } = texts;
  const headingId = useId();
  let body;
  if (documents.isError) {
    body = (
      <FormAlert className="cr-profile-verification__alert">
        <p>{t('PROFILE_VERIFICATION.LOAD_ERROR')}</p>
        <Button
          variant="secondary"
          size="s"
          loading={documents.isFetching}
          onClick={() => void documents.refetch()}
        >
          {t('PROFILE_VERIFICATION.RETRY')}
        </Button>
      </FormAlert>
    );
  } else if (documents.isPending) {
    body = (
      <div className="cr-profile-verification__loading" aria-busy="true">
        <span className="cr-visually-hidden">{t('PROFILE_VERIFICATION.LOADING')}</span>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    );
  } else if (documents.data.length === 0) {
    body = <p className="cr-profile-verification__text">{t('PROFILE_VERIFICATION.EMPTY')}</p>;
  } else {
    body = (
      <ul className="cr-profile-verification__list" aria-labelledby={headingId}>
        {documents.data.map((document) => (
          <li key={document.id} className="cr-profile-verification__item">
            <div className="cr-profile-verification__item-head">
              <p className="cr-profile-verification__item-title">{texts.typeName(document.type)}</p>
              <Badge tone={STATUS_TONE[document.status] ?? 'neutral'}>
                {t(`PROFILE_VERIFICATION.STATUS.${upper(document.status)}`, {
                  defaultValue: document.status,
                })}
              </Badge>
            </div>
            <p className="cr-profile-verification__file-name">{document.file_name}</p>
            <p className="cr-profile-verification__text">
              {t('PROFILE_VERIFICATION.UPLOADED_AT', {
                date: formatDateTime(document.created_at),
                size: texts.size(document.size_bytes),
              })}
            </p>
            {document.status === 'rejected' && document.reason && (
              <p className="cr-profile-verification__reason">
                {t('PROFILE_VERIFICATION.REASON', { reason: document.reason })}
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="cr-profile-verification__block">
      <h3 id={headingId} className="cr-profile-verification__subtitle">
        {t('PROFILE_VERIFICATION.LIST_TITLE')}
      </h3>
      {body}
    </div>
  );
}
