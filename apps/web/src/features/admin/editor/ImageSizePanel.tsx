// The panel under an editor that sets the selected image's width and height
// (presets Full (100%), 50%, 200px, Apply and Clear Selection).
import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { Selection } from '@tiptap/pm/state';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_TEXTS, EDITOR_IMAGE_SIZE_PRESETS } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { EDITOR_TEXTS } from './editor-texts';
import { formatImageDimension, parseImageDimension } from './image-size';
import type { SelectedImage } from './selected-image';

interface ImageSizePanelProps {
  editor: Editor;
  image: SelectedImage | null;
  /** The editor's label, to name this panel among several editors. */
  label: string;
  disabled?: boolean;
}

export function ImageSizePanel({ editor, image, label, disabled = false }: ImageSizePanelProps) {
  return (
    <Stack
      role="group"
      aria-label={EDITOR_TEXTS.sizePanel(label)}
      spacing={1.5}
      sx={{ px: 1.5, py: 1.25, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
        {EDITOR_TEXTS.imageSize}
      </Typography>
      {/* Keyed by the image and its size so the fields start from the selected image. */}
      <ImageSizeFields
        key={image ? `${image.pos}:${String(image.width)}:${String(image.height)}` : 'none'}
        editor={editor}
        image={image}
        disabled={disabled}
      />
    </Stack>
  );
}

function ImageSizeFields({ editor, image, disabled }: { editor: Editor; image: SelectedImage | null; disabled: boolean }) {
  const [width, setWidth] = useState(() => formatImageDimension(image?.width));
  const [height, setHeight] = useState(() => formatImageDimension(image?.height));
  const off = disabled;

  const apply = () => {
    const w = parseImageDimension(width);
    const h = parseImageDimension(height);
    const applied =
      image !== null &&
      w !== undefined &&
      h !== undefined &&
      editor.chain().setNodeSelection(image.pos).updateAttributes('image', { width: w, height: h }).run();
    if (applied) enqueueSnackbar(ADMIN_TEXTS.imageSizeApplied, { variant: 'success' });
    else enqueueSnackbar(ADMIN_TEXTS.applySizeFailed, { variant: 'error' });
  };

  const clearSelection = () => {
    if (!image) return;
    const after = image.pos + image.nodeSize;
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        tr.setSelection(Selection.near(tr.doc.resolve(Math.min(after, tr.doc.content.size))));
        return true;
      })
      .run();
  };

  if (!image)
    return (
      <Typography variant="body2" color="text.secondary">
        {EDITOR_TEXTS.selectImageHint}
      </Typography>
    );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ flex: 1 }}>
          <TextField
            label={EDITOR_TEXTS.width}
            size="small"
            value={width}
            onChange={(e) => setWidth(e.target.value)}
            placeholder="auto"
            disabled={off}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <TextField
            label={EDITOR_TEXTS.height}
            size="small"
            value={height}
            onChange={(e) => setHeight(e.target.value)}
            placeholder="auto"
            disabled={off}
            sx={{ flex: 1, minWidth: 0 }}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {EDITOR_IMAGE_SIZE_PRESETS.map((preset) => (
            <Button
              key={preset.label}
              size="small"
              variant="outlined"
              disabled={off}
              onClick={() => {
                setWidth(preset.width);
                setHeight('');
              }}
            >
              {preset.label}
            </Button>
          ))}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={clearSelection} disabled={off}>
          {EDITOR_TEXTS.clearSelection}
        </Button>
        <Button size="small" variant="contained" onClick={apply} disabled={off}>
          {EDITOR_TEXTS.apply}
        </Button>
      </Stack>
    </>
  );
}
