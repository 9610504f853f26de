// The alt text of an image in the text: what a screen reader says instead of the
// picture. Empty marks the image as decoration.
import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import TextField from '@mui/material/TextField';
import { EDITOR_TEXTS } from './editor-texts';
import { EditorFormDialog } from './EditorFormDialog';
import type { SelectedImage } from './selected-image';

interface ImageAltDialogProps {
  open: boolean;
  editor: Editor;
  image: SelectedImage;
  onClose(): void;
}

export function ImageAltDialog({ open, editor, image, onClose }: ImageAltDialogProps) {
  const [alt, setAlt] = useState(image.alt);

  const apply = () => {
    editor.chain().setNodeSelection(image.pos).updateAttributes('image', { alt: alt.trim() }).run();
    onClose();
  };

  return (
    <EditorFormDialog open={open} title={EDITOR_TEXTS.imageAlt} onClose={onClose} onSubmit={apply}>
      <TextField
        label={EDITOR_TEXTS.altText}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        helperText={EDITOR_TEXTS.altHint}
        autoFocus
        fullWidth
      />
    </EditorFormDialog>
  );
}
