// Adds a link to the selected text (or inserts the address as linked text), or
// changes or removes the link under the caret: its URL and whether it opens a new tab.
import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { EDITOR_TEXTS } from './editor-texts';
import { EditorFormDialog } from './EditorFormDialog';
import { readLinkHref } from './link-href';

/** A link that opens a new tab never gives that page a handle on this one. */
export const NEW_TAB_REL = 'noopener noreferrer';

interface LinkDialogProps {
  open: boolean;
  editor: Editor;
  onClose(): void;
}

export function LinkDialog({ open, editor, onClose }: LinkDialogProps) {
  // Read once when the dialog opens (the parent mounts it anew each time).
  const [existing] = useState(() => (editor.isActive('link') ? (editor.getAttributes('link') as { href?: string; target?: string | null }) : null));
  const [url, setUrl] = useState(existing?.href ?? '');
  const [newTab, setNewTab] = useState(existing?.target === '_blank');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const read = readLinkHref(url);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    const attrs = { href: read.href, target: newTab ? '_blank' : null, rel: newTab ? NEW_TAB_REL : null };
    const chain = editor.chain();
    if (existing) chain.extendMarkRange('link').setLink(attrs).run();
    else if (editor.state.selection.empty) chain.insertContent({ type: 'text', text: read.href, marks: [{ type: 'link', attrs }] }).run();
    else chain.setLink(attrs).run();
    onClose();
  };

  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <EditorFormDialog
      open={open}
      title={existing ? EDITOR_TEXTS.editLink : EDITOR_TEXTS.addLink}
      onClose={onClose}
      onSubmit={apply}
      secondaryAction={
        existing && (
          <Button color="error" onClick={remove} sx={{ whiteSpace: 'nowrap' }}>
            {EDITOR_TEXTS.removeLink}
          </Button>
        )
      }
    >
      <TextField
        label={EDITOR_TEXTS.url}
        value={url}
        onChange={(e) => {
          setUrl(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error}
        placeholder="https://"
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
      <FormControlLabel control={<Checkbox checked={newTab} onChange={(e) => setNewTab(e.target.checked)} />} label={EDITOR_TEXTS.openInNewTab} />
    </EditorFormDialog>
  );
}
