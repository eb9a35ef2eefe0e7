import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { usePollVote, type Post } from '../../app/posts';
import { theme } from '../ui/theme';

type Poll = NonNullable<Post['poll']>;
type PollOption = Poll['options'][number];

const Box = styled.div({ display: 'flex', flexDirection: 'column', gap: 10 });
const Question = styled.p({ margin: 0, fontWeight: 700, fontSize: 16 });
const Options = styled.div<{ image: boolean }>(({ image }) =>
  image
    ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 10 }
    : { display: 'flex', flexDirection: 'column', gap: 8 },
);
const Option = styled.button<{ chosen: boolean; image: boolean }>(({ chosen, image }) => ({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: image ? 'column' : 'row',
  alignItems: image ? 'stretch' : 'center',
  justifyContent: 'space-between',
  gap: 8,
  minHeight: 44,
  padding: image ? 0 : '0 14px',
  borderRadius: theme.radius.sm,
  border: `${chosen ? 2 : 1}px solid ${chosen ? theme.color.brand : theme.color.border}`,
  background: theme.color.surface,
  color: theme.color.text,
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { borderColor: theme.color.brand },
  '&:focus-visible': { outline: `3px solid ${theme.color.brandSoft}`, outlineOffset: 1 },
  '&:disabled': { cursor: 'default' },
  img: { width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' },
}));
/** The share of votes, drawn behind the option's text. */
const Bar = styled.span<{ percentage: number }>(({ percentage }) => ({
  position: 'absolute',
  inset: 0,
  width: `${percentage}%`,
  background: theme.color.brandSoft,
  transition: 'width 300ms ease',
}));
const Label = styled.span<{ image: boolean }>(({ image }) => ({
  position: 'relative',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  padding: image ? '8px 10px' : 0,
}));
const Total = styled.p({ margin: 0, fontSize: 13, color: theme.color.muted });

/** A poll post: the question and its options; one vote, then percentages (spec §4). */
export function PollView({ post }: { post: Post }) {
  return post.poll ? <PollVoting postId={post.id} poll={post.poll} /> : null;
}

function PollVoting({ postId, poll }: { postId: string; poll: Poll }) {
  const actor = usePollVote(postId);
  const voting = useSelector(actor, (snapshot) => !snapshot.matches('idle'));
  const choice = useSelector(actor, (snapshot) => snapshot.context.choice);
  const questionId = useId();
  const image = poll.kind === 'IMAGE';

  return (
    <Box>
      <Question id={questionId}>{poll.question}</Question>
      <Options role="group" aria-labelledby={questionId} aria-busy={voting} image={image}>
        {poll.options.map((option) => (
          <PollOptionButton
            key={option.id}
            option={option}
            image={image}
            voted={poll.hasVoted}
            disabled={poll.hasVoted || voting}
            pending={choice === option.id}
            onVote={() => actor.send({ type: 'poll.vote', optionId: option.id })}
          />
        ))}
      </Options>
      <Total>
        <Plural value={poll.totalVotes} one="# vote" other="# votes" />
        {poll.hasVoted && (
          <>
            {' · '}
            <Trans>You voted</Trans>
          </>
        )}
      </Total>
    </Box>
  );
}

function PollOptionButton({
  option,
  image,
  voted,
  disabled,
  pending,
  onVote,
}: {
  option: PollOption;
  image: boolean;
  voted: boolean;
  disabled: boolean;
  pending: boolean;
  onVote(): void;
}) {
  const { t } = useLingui();
  const percentage = Math.round(option.percentage);
  const text = option.text;
  // Once voted, each option says its share; the chosen one says so too.
  const label = voted ? (option.isChosen ? t`${text}: ${percentage}%, your vote` : t`${text}: ${percentage}%`) : undefined;
  return (
    <Option
      type="button"
      chosen={voted && option.isChosen}
      image={image}
      disabled={disabled}
      aria-busy={pending}
      aria-label={label}
      onClick={onVote}
    >
      {image && option.imageUrl && <img src={option.imageUrl} alt="" loading="lazy" />}
      {voted && !image && <Bar percentage={option.percentage} aria-hidden="true" />}
      <Label image={image}>
        <span>
          {voted && option.isChosen && '✓ '}
          {option.text}
        </span>
        {voted && <span>{percentage}%</span>}
        {pending && !voted && <span aria-hidden="true">…</span>}
      </Label>
      {voted && image && (
        <Bar percentage={option.percentage} aria-hidden="true" style={{ top: 'auto', height: 4, background: theme.color.brand }} />
      )}
    </Option>
  );
}
