import type { Review } from '@skilllink/contracts/courses';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { inputClasses } from '../../../../components/ui/field';
import { useToast } from '../../../../components/ui/toast';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteReview } from '../../api/delete-review';
import { useSaveReview } from '../../api/save-review';
import { REVIEW_TEXT_MAX } from '../../constants';
import { StarInput } from './star-input';
import '../../i18n';

interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseId: string;
  courseTitle: string;
  /** The member's own review: the dialog edits it (pre-filled) and can delete it. */
  mine: Review | null;
}

/** Write or edit the member's review: a rating is required, the text optional (≤ 500 characters). */
export function ReviewDialog({ open, onOpenChange, courseId, courseTitle, mine }: ReviewDialogProps) {
  const { t } = useTranslation('courses');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={mine ? t('reviewDialog.editTitle') : t('reviewDialog.title')}
        description={t('reviewDialog.description', { title: courseTitle })}
      >
        {/* Mounted only while open, so each opening starts from the saved review. */}
        {open && <ReviewForm courseId={courseId} mine={mine} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ courseId, mine, onDone }: { courseId: string; mine: Review | null; onDone: () => void }) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveReview();
  const remove = useDeleteReview();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ids = { rating: useId(), comment: useId(), counter: useId() };
  const tooLong = comment.length > REVIEW_TEXT_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setRatingError(t('reviewDialog.selectRating'));
      return;
    }
    if (tooLong) return;
    save.mutate(
      { courseId, rating: Math.round(rating), comment: comment.trim() },
      {
        onSuccess: () => {
          toast(t('reviewDialog.success'), 'success');
          onDone();
        },
        onError: (error) => toast(errorMessage(error) || t('reviewDialog.failed'), 'error'),
      },
    );
  };
  const onDelete = () => {
    if (!confirmDelete) return setConfirmDelete(true);
    remove.mutate(courseId, {
      onSuccess: () => {
        toast(t('reviewDialog.deleted'), 'success');
        onDone();
      },
      onError: (error) => toast(errorMessage(error), 'error'),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <StarInput
        value={rating}
        onChange={(n) => {
          setRating(n);
          setRatingError(undefined);
        }}
        error={ratingError}
        errorId={ids.rating}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.comment} className="text-sm font-medium text-fg">
          {t('reviewDialog.comment')}
        </label>
        <textarea
          id={ids.comment}
          value={comment}
          onChange={(event) => setComment(event.target.value.slice(0, REVIEW_TEXT_MAX))}
          maxLength={REVIEW_TEXT_MAX}
          rows={4}
          placeholder={t('reviewDialog.commentPlaceholder')}
          aria-describedby={ids.counter}
          className={cn(inputClasses, 'min-h-24')}
        />
        <p id={ids.counter} className={cn('self-end text-xs tabular-nums', tooLong ? 'text-danger' : 'text-muted')}>
          {t('reviewDialog.counter', { count: comment.length, max: REVIEW_TEXT_MAX })}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {mine && (
          <Button variant={confirmDelete ? 'danger' : 'ghost'} onClick={onDelete} busy={remove.isPending} className="sm:mr-auto">
            {confirmDelete ? t('reviewDialog.confirmDelete') : t('reviewDialog.delete')}
          </Button>
        )}
        <Button variant="secondary" onClick={onDone} className={mine ? undefined : 'sm:ml-auto'}>
          {t('reviewDialog.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('reviewDialog.submitting') : t('reviewDialog.submit')}
        </Button>
      </div>
    </form>
  );
}
