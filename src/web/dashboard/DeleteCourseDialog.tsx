import { Dialog } from '../components/Dialog';

interface DeleteCourseDialogProps {
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteCourseDialog({ title, onConfirm, onClose }: DeleteCourseDialogProps) {
  return (
    <Dialog title={`Delete ${title}?`} onClose={onClose}>
      <p>You can restore it from “Recently deleted” for 30 days.</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          Delete
        </button>
      </div>
    </Dialog>
  );
}
