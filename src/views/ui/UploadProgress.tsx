import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { theme } from './theme';

const Status = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });
const Amount = styled.p({ margin: 0, color: theme.color.muted, fontSize: 14 });
const Bar = styled.progress({ width: 160, height: 8 });
const MB = 1024 * 1024;

export interface UploadProgressProps {
  /** Bytes the server has, of all the attempt's bytes. */
  sent: number;
  total: number;
  /** The file going up, of the attempt's files, when there are several to count. */
  file?: { current: number; count: number };
  onCancel: () => void;
  className?: string;
}

/** An upload on its way, as every upload shows it: the bar, "45% (5.0 MB of 11.0 MB)" and Cancel upload. */
export function UploadProgress({ sent, total, file, onCancel, className }: UploadProgressProps) {
  const { t, i18n } = useLingui();
  const megabytes = (count: number) => i18n.number(count / MB, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // The form's own bytes can carry the count a little past the files' sizes.
  const shown = Math.min(sent, total);
  const percent = total > 0 ? Math.floor((shown / total) * 100) : 0;
  const sentMb = megabytes(shown);
  const totalMb = megabytes(total);
  const amount = t`${percent}% (${sentMb} MB of ${totalMb} MB)`;
  const { current, count } = file ?? { current: 0, count: 0 };
  return (
    <Status className={className}>
      <Bar max={Math.max(total, 1)} value={shown} aria-label={t`Upload progress`} />
      <Amount role="status" data-testid="upload-progress">
        {file ? (
          <Trans>
            Uploading file {current} of {count}: {amount}
          </Trans>
        ) : (
          amount
        )}
      </Amount>
      <Button type="button" variant="secondary" onClick={onCancel}>
        <Trans>Cancel upload</Trans>
      </Button>
    </Status>
  );
}
