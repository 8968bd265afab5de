import { Modal } from '../../platform/forms/Modal';

interface Props {
  open: boolean;
  title: string;
  text: string;
  closeLabel: string;
  onClose: () => void;
}

/** A document over the page (an agreement) in the store's modal, with a close button under the text. */
export function TextDialog({ open, title, text, closeLabel, onClose }: Props) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <div className="dialog-body reborn-agreement-text">{text}</div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </Modal>
  );
}
