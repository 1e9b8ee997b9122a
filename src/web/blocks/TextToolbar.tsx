import { useState, type RefObject } from 'react';
import { LinkForm } from './LinkForm';
import { IconButton } from '../components/Buttons';

const FORMATS = [
  { command: 'bold', label: 'Bold', text: <b>B</b> },
  { command: 'italic', label: 'Italic', text: <i>I</i> },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '•' },
] as const;

interface TextToolbarProps {
  region: RefObject<HTMLDivElement | null>;
  /** Called after a command changed the region's html. */
  onEdit: () => void;
}

/** Formatting buttons for a contentEditable region; they keep its selection (mouse) or restore it (link form). */
export function TextToolbar({ region, onEdit }: TextToolbarProps) {
  const [linkRange, setLinkRange] = useState<Range>();

  const run = (command: string, value?: string) => {
    region.current?.focus();
    document.execCommand(command, false, value);
    onEdit();
  };

  const openLink = () => {
    const selection = document.getSelection();
    const range = selection?.rangeCount ? selection.getRangeAt(0) : undefined;
    if (range && region.current?.contains(range.commonAncestorContainer)) setLinkRange(range.cloneRange());
    else region.current?.focus();
  };

  const applyLink = (href: string) => {
    if (!linkRange) return;
    region.current?.focus();
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(linkRange);
    setLinkRange(undefined);
    run(linkRange.collapsed ? 'insertHTML' : 'createLink', linkRange.collapsed ? linkHtml(href) : href);
  };

  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

  const cancelLink = () => {
    setLinkRange(undefined);
    region.current?.focus();
  };

  return (
    <>
      <div className="text-toolbar" role="group" aria-label="Text formatting">
        {FORMATS.map(({ command, label, text }) => (
          <IconButton
            key={command}
            label={label}
            title={label}
            onMouseDown={keepSelection}
            onClick={() => run(command)}
          >
            {text}
          </IconButton>
        ))}
        <button
          type="button"
          className="icon-button"
          aria-label="Link"
          title="Link"
          aria-expanded={linkRange !== undefined}
          onMouseDown={keepSelection}
          onClick={openLink}
        >
          🔗
        </button>
      </div>
      {linkRange && <LinkForm onApply={applyLink} onCancel={cancelLink} />}
    </>
  );
}

function linkHtml(href: string): string {
  const escaped = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<a href="${escaped}">${escaped}</a>`;
}
