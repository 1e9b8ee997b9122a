import { Button } from '../components/Buttons';
import { Dialog } from '../components/Dialog';
import { DispatchList } from './DispatchList';

/** A module's dispatches, from the library: learners so far, last launch, revoke and re-enable. */
export function DispatchesDialog({
  courseId,
  title,
  onClose,
}: {
  courseId: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={`Dispatches of ${title}`} onClose={onClose}>
      <DispatchList courseId={courseId} />
      <div className="dialog__actions">
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
